import { formatPhone, phoneHref, usePhoneNumber } from '@safarnama/shared';
import styles from './call-banner.module.css';

/** Between the cards, after every 4th: the site's number, tap to call, as the top bar shows it. */
export function CallBanner() {
  const phone = usePhoneNumber();
  return (
    <aside className={styles.banner} aria-label="Call our travel experts">
      <div>
        <p className={styles.title}>Can’t decide? Talk to a travel expert</p>
        <p className={styles.text}>We plan it around your dates and budget. Call us 24/7, it’s free.</p>
      </div>
      <a className={styles.call} href={phoneHref(phone)}>
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
          <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
        </svg>
        <span>Call {formatPhone(phone)}</span>
      </a>
    </aside>
  );
}
