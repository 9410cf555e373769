import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink, PhoneLink, usePageMeta } from '@safarnama/shared';
import { Logo } from '../../layout/logo/logo';
import styles from '../common/status-page.module.css';

/**
 * /error, and what PageErrorBoundary shows for an error thrown while rendering. In
 * that case it replaces the whole layout (the navbar may be what broke), so it
 * brings its own slim header and uses plain links that reload the page.
 */
export function ErrorPage({ error: routeError }: { error?: unknown }) {
  // absent when /error is simply visited
  const standalone = routeError != null;
  usePageMeta('Something went wrong', 'Something went wrong on Safarnama Holidays. Try again, go home or call us 24/7.');

  useEffect(() => {
    if (standalone) console.error('[shell] page error:', routeError);
  }, [standalone, routeError]);

  const content = (
    <section aria-labelledby="page-title" className={styles.status}>
      <p className={styles.code} aria-hidden="true">
        Oops
      </p>
      <h1 id="page-title" className={styles.title}>
        Something went wrong
      </h1>
      <p className={styles.text}>
        We are sorry: this page could not be shown just now. Please try again in a moment. If it keeps happening, our
        team is a phone call away and will gladly help with your booking.
      </p>
      <p className={styles.text}>
        Call us 24/7 on{' '}
        <PhoneLink className={styles.phone} />
      </p>
      <div className={styles.actions}>
        {standalone ? (
          // a full load: whatever broke starts afresh
          <Button href="/" size="lg">
            Go Home
          </Button>
        ) : (
          <ButtonLink to="/" size="lg">
            Go Home
          </ButtonLink>
        )}
        <Button variant="ghost" size="lg" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </div>
    </section>
  );

  if (!standalone) return content;
  return (
    <div className={styles.standalone}>
      <header className={styles.standaloneHeader}>
        <a href="/" aria-label="Safarnama Holidays, home" className={styles.logoLink}>
          <Logo />
        </a>
      </header>
      <main id="main">{content}</main>
      <footer className={styles.standaloneFooter}>
        <Link to="/contact-us" reloadDocument>
          Contact us
        </Link>
      </footer>
    </div>
  );
}
