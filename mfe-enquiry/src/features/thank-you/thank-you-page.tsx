import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, PhoneLink, siteConfig, usePageMeta } from '@safarnama/shared';
import styles from './thank-you-page.module.css';

/** /thank-you, opened in a new tab after an enquiry. */
export default function ThankYouPage() {
  usePageMeta('Thank you', 'Thank you for your enquiry. A Safarnama Holidays travel expert will be in touch shortly.');
  const navigate = useNavigate();
  const explore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate('/');
  };

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <svg className={styles.mark} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="#E6F4EC" />
        <path d="M20 33l8 8 16-18" fill="none" stroke="#1E7B4A" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 id="page-title" className={styles.title}>
        Thank you for your enquiry!
      </h1>
      <p className={styles.text}>
        Your travel plan is with us. A travel expert will call you shortly, usually within a few hours, to understand
        what you have in mind. You will then receive quotes from verified agents to compare and customise.
      </p>
      <ol className={styles.next} aria-label="What happens next">
        <li>We call you to confirm the details of your trip.</li>
        <li>Quotes from verified agents arrive by email and phone.</li>
        <li>You choose, customise and book the plan you like best.</li>
      </ol>
      <p className={styles.text}>
        Need anything meanwhile? Call us 24/7 on{' '}
        <PhoneLink className={styles.link} />{' '}
        or write to{' '}
        <a href={`mailto:${siteConfig.supportEmail}`} className={styles.link}>
          {siteConfig.supportEmail}
        </a>
        .
      </p>
      <Button href="/" size="lg" onClick={explore}>
        Explore More Packages
      </Button>
    </section>
  );
}
