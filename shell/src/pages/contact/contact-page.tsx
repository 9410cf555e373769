import type { ReactNode } from 'react';
import { Card, PhoneLink, siteConfig, VisuallyHidden } from '@safarnama/shared';
import { RemotePage } from '../../remotes/remote-page';
import { SocialLinks } from '../../layout/footer/social-links';
import { ContentPage } from '../common/content-page';
import { IconCircle } from '../common/icon-card';
import type { IconName } from '../common/icons';
import { OfficeMap } from './office-map';
import styles from './contact-page.module.css';

/** A line of the contact card: an icon, what it is, and the detail itself. */
function ContactDetail({ icon, warm, label, children }: { icon: IconName; warm?: boolean; label: string; children: ReactNode }) {
  return (
    <li>
      <IconCircle icon={icon} warm={warm} />
      <div>
        <h3 className={styles.label}>{label}</h3>
        {children}
      </div>
    </li>
  );
}

const META = {
  title: 'Contact Us',
  description: 'Get in touch with Safarnama Holidays: send us a message, call 24/7, email support or visit our office in Sector 62, Noida.',
};

export function ContactPage() {
  return (
    <ContentPage
      meta={META}
      title="Get in Touch"
      eyebrow="Contact us"
      lead={
        <>
          Questions about a destination, a quote or a booking? Send us a message, or call and talk to a travel expert
          right now. We answer around the clock.
        </>
      }
      bodyClassName={styles.layout}
    >
      <Card as="section" className={styles.formCard} aria-label="Contact form">
        <RemotePage id="enquiry/ContactForm" browserOnly />
      </Card>

      <div className={styles.side}>
        <Card as="section" className={styles.contactCard} aria-labelledby="contact-card-title">
          <h2 id="contact-card-title" className={styles.cardTitle}>
            Contact details
          </h2>
          <ul className={styles.details}>
            <ContactDetail icon="pin" label="Office">
              <address className={styles.address}>
                {siteConfig.legalName}
                {siteConfig.addressLines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </ContactDetail>
            <ContactDetail icon="mail" label="Email">
              <a href={`mailto:${siteConfig.supportEmail}`} className={styles.value}>
                {siteConfig.supportEmail.split('@')[0]}@<wbr />
                {siteConfig.supportEmail.split('@')[1]}
              </a>
            </ContactDetail>
            <ContactDetail icon="phone" warm label="Phone, 24/7">
              <PhoneLink className={styles.value} />
            </ContactDetail>
            <ContactDetail icon="clock" label="Office visits">
              <p className={styles.text}>Monday to Saturday, 10 am to 7 pm, by appointment.</p>
            </ContactDetail>
          </ul>
          <SocialLinks listClassName={styles.socials} linkClassName={styles.social} />
        </Card>
        <section aria-labelledby="map-title">
          <VisuallyHidden as="h2" id="map-title">
            Find our office
          </VisuallyHidden>
          <OfficeMap />
        </section>
      </div>
    </ContentPage>
  );
}
