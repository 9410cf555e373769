import styles from './privacy-notice.module.css';

export const PRIVACY_NOTICE = 'We use your details only to plan your trip.';

/**
 * The line under every lead form that says what the details are for and links to the
 * privacy policy (the DPDP Act's notice at collection). It opens in a new tab, so
 * that reading it does not lose what the visitor typed.
 */
export function PrivacyNotice({ className }: { className?: string }) {
  return (
    <p className={className ? `${styles.notice} ${className}` : styles.notice}>
      {PRIVACY_NOTICE}{' '}
      <a className={styles.link} href="/privacy-policy" target="_blank" rel="noopener">
        Privacy policy
      </a>
    </p>
  );
}
