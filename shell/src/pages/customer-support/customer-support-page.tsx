import { Link } from 'react-router-dom';
import { Button, Card, PhoneLink, siteConfig, useSiteStore, VisuallyHidden } from '@safarnama/shared';
import { RemotePage } from '../../remotes/remote-page';
import { ContentPage } from '../common/content-page';
import { IconCard } from '../common/icon-card';
import page from '../common/page.module.css';
import styles from './customer-support-page.module.css';

const META = {
  title: 'Customer Support',
  description: 'Reach Safarnama Holidays 24/7 by phone, email or live chat, or send the support team a message about your booking.',
};

export function CustomerSupportPage() {
  const openChat = useSiteStore((s) => s.openChat);

  return (
    <ContentPage
      meta={META}
      title="Customer Support"
      eyebrow="We are here 24/7"
      lead={
        <>
          Planning a trip, already on the road, or back home with a question? Reach a real person at any hour, the way
          that suits you.
        </>
      }
    >
      <section className={page.section} aria-labelledby="channels-title">
        <VisuallyHidden as="h2" id="channels-title">
          Ways to reach us
        </VisuallyHidden>
        <ul className={`${page.grid} ${page.grid3}`}>
          <IconCard icon="phone" warm title="Call us 24/7" text="Fastest for anything urgent, including help during your trip.">
            <PhoneLink className={styles.channelLink} />
          </IconCard>
          <IconCard icon="mail" title="Email us 24/7" text="For changes, documents and refunds. We reply within 24 hours.">
            <a className={styles.channelLink} href={`mailto:${siteConfig.supportEmail}`}>
              {siteConfig.supportEmail}
            </a>
          </IconCard>
          <IconCard
            icon="chat"
            title="Live chat 24/7"
            text="Ask Luna, our travel assistant, about destinations, seasons and packages at any hour."
          >
            <div className={styles.channelAction}>
              <Button variant="secondary" onClick={openChat}>
                Chat with Luna
              </Button>
            </div>
          </IconCard>
        </ul>
      </section>

      <div className={`${page.section} ${styles.split}`}>
        <Card as="section" className={styles.formCard} aria-label="Send a message to customer support">
          <RemotePage id="enquiry/SupportForm" browserOnly />
        </Card>
        <aside className={styles.help} aria-labelledby="help-title">
          <h2 id="help-title" className={styles.helpTitle}>
            Quick answers
          </h2>
          <dl className={styles.faq}>
            <dt>How do I pay for my holiday?</dt>
            <dd>
              Once you accept a quote we send a secure payment link from our card payment provider. The booking is
              confirmed when the full amount is paid and we email your confirmation.
            </dd>
            <dt>Can I change my travel dates?</dt>
            <dd>Yes. We charge no rescheduling fee; you pay only any difference in supplier prices.</dd>
            <dt>What if I need to cancel?</dt>
            <dd>
              The refund depends on how many days before departure you cancel. See the slabs in our{' '}
              <Link to="/terms&conditions#cancellation-and-refunds">Terms &amp; Conditions</Link>.
            </dd>
            <dt>I have a complaint about my trip.</dt>
            <dd>Tell us in writing and we will answer in full within 7-14 business days.</dd>
          </dl>
        </aside>
      </div>
    </ContentPage>
  );
}
