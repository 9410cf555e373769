import { Card, formatPhone, phoneHref, siteConfig, usePageMeta, useSiteStore, VisuallyHidden } from '@safarnama/shared';
import { RemotePage } from '../../remotes/remote-page';
import { SocialLinks } from '../../layout/footer/social-links';
import { Icon } from '../common/icons';
import { PageHeader } from '../common/page-header';
import page from '../common/page.module.css';
import { OfficeMap } from './office-map';
import styles from './contact-page.module.css';

export function ContactPage() {
  usePageMeta(
    'Contact Us',
    'Get in touch with Safarnama Holidays: send us a message, call 24/7, email support or visit our office in Sector 62, Noida.',
  );
  const phone = useSiteStore((s) => s.phoneNumber);

  return (
    <article aria-labelledby="page-title" className={page.page}>
      <PageHeader title="Get in Touch" eyebrow="Contact us">
        <p>
          Questions about a destination, a quote or a booking? Send us a message, or call and talk to a travel expert
          right now. We answer around the clock.
        </p>
      </PageHeader>

      <div className={`${page.container} ${page.wide} ${styles.layout}`}>
        <Card as="section" className={styles.formCard} aria-label="Contact form">
          <RemotePage id="enquiry/ContactForm" />
        </Card>

        <div className={styles.side}>
          <Card as="section" className={styles.contactCard} aria-labelledby="contact-card-title">
            <h2 id="contact-card-title" className={styles.cardTitle}>
              Contact details
            </h2>
            <ul className={styles.details}>
              <li>
                <span className={page.icon}>
                  <Icon name="pin" />
                </span>
                <div>
                  <h3 className={styles.label}>Office</h3>
                  <address className={styles.address}>
                    {siteConfig.legalName}
                    {siteConfig.addressLines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                </div>
              </li>
              <li>
                <span className={page.icon}>
                  <Icon name="mail" />
                </span>
                <div>
                  <h3 className={styles.label}>Email</h3>
                  <a href={`mailto:${siteConfig.supportEmail}`} className={styles.value}>
                    {siteConfig.supportEmail.split('@')[0]}@<wbr />
                    {siteConfig.supportEmail.split('@')[1]}
                  </a>
                </div>
              </li>
              <li>
                <span className={`${page.icon} ${page.iconWarm}`}>
                  <Icon name="phone" />
                </span>
                <div>
                  <h3 className={styles.label}>Phone, 24/7</h3>
                  <a href={phoneHref(phone)} className={styles.value}>
                    {formatPhone(phone)}
                  </a>
                </div>
              </li>
              <li>
                <span className={page.icon}>
                  <Icon name="clock" />
                </span>
                <div>
                  <h3 className={styles.label}>Office visits</h3>
                  <p className={styles.text}>Monday to Saturday, 10 am to 7 pm, by appointment.</p>
                </div>
              </li>
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
      </div>
    </article>
  );
}
