import { useLocation } from 'react-router-dom';
import { ButtonLink, PhoneLink, usePageMeta } from '@safarnama/shared';
import { readNoResultMessage } from '../../lib/navigation-state';
import styles from './no-result-page.module.css';

/** /no-result-found: why nothing was found, the phone number and a way home. */
export default function NoResultPage() {
  const { state } = useLocation();
  const message = readNoResultMessage(state);
  usePageMeta('No Result Found', 'We could not find packages for that search. Call us 24/7 and our travel experts will plan the trip for you.');

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="no-result-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="no-result-title" className={styles.title}>
          Sorry, nothing matched your search
        </h1>
        <p className={styles.message} role="status">
          {message}
        </p>
        <p className={styles.help}>
          Our travel experts can still plan this trip for you. Call us 24/7 on{' '}
          <PhoneLink className={styles.phone} />
          .
        </p>
        <ButtonLink to="/" size="lg">
          Go Home
        </ButtonLink>
      </section>
    </div>
  );
}
