import { Link } from 'react-router-dom';
import { ButtonLink, destinationPath, PhoneLink, usePageMeta } from '@safarnama/shared';
import styles from '../common/status-page.module.css';

const POPULAR = ['Goa', 'Kerala', 'Manali', 'Jaipur', 'Kashmir', 'Ladakh'];

/** Any unknown address: a real page with a way home and a way to reach us. */
export function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for is not on Safarnama Holidays. Go home or call us 24/7.');

  return (
    <section aria-labelledby="page-title" className={styles.status}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="page-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.text}>
        We could not find that page. It may have moved, or the address may have a typing mistake. Our travel experts can
        still help you plan your trip.
      </p>
      <p className={styles.text}>
        Call us 24/7 on{' '}
        <PhoneLink className={styles.phone} />
      </p>
      <ButtonLink to="/" size="lg">
        Go Home
      </ButtonLink>
      <nav aria-labelledby="popular-title" className={styles.popular}>
        <h2 id="popular-title" className={styles.popularTitle}>
          Or start with a popular destination
        </h2>
        <ul>
          {POPULAR.map((name) => (
            <li key={name}>
              <Link to={destinationPath(name)}>{name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
