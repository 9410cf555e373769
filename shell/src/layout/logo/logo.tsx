import styles from './logo.module.css';

/** The brand mark (a sun over hills and a road, in saffron and teal) with the name beside it. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className={`${styles.logo} ${inverse ? styles.inverse : ''}`}>
      <svg className={styles.mark} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="#B34700" />
        <circle cx="20" cy="17" r="6.5" fill="#FDE8D9" />
        <path d="M3 27c5-6 9-8 13-5 4-6 9-7 14-2 3-2 5-2 7 0v3.5A19 19 0 0 1 3 27z" fill="#0F6E7A" />
        <path d="M17 39c1-4 2.5-8 3-12h1.2c.3 4 1.6 8 2.8 12z" fill="#FDE8D9" />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>Safarnama</span>{' '}
        <span className={styles.sub}>Holidays</span>
      </span>
    </span>
  );
}
