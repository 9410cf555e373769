import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PageLink } from '@safarnama/contracts/page-links';
import { api, Button, Spinner, useApiQuery, usePageMeta } from '@safarnama/shared';
import { destinationLinks, pageLinks } from './sitemap-links';
import styles from './sitemap-page.module.css';

export const sitemapMessages = Object.freeze({
  loading: 'Loading destinations...',
  failed: 'We could not load the destinations just now. Please check your connection and try again.',
  empty: 'No destinations are open for booking right now.',
});

/** /sitemap: the site's own pages, then every active city's tour packages (GET /package/cities-active). */
export default function SitemapPage() {
  // A retry is a new request: useApiQuery keeps no failed answer, a new key asks again.
  const [attempt, setAttempt] = useState(0);
  const cities = useApiQuery(`cities-active:${attempt}`, (signal) => api.getActiveCities({ signal }));
  usePageMeta('Sitemap', 'Every page of Safarnama Holidays and the tour packages of every destination we offer, on one page.', {
    ready: cities.status !== 'loading',
  });
  const destinations = cities.data ? destinationLinks(cities.data) : [];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Sitemap</h1>

      <section className={styles.section} aria-labelledby="sitemap-pages">
        <h2 id="sitemap-pages" className={styles.heading}>
          Pages
        </h2>
        <LinkList links={pageLinks} label="Pages" />
      </section>

      <section className={styles.section} aria-labelledby="sitemap-destinations" aria-busy={cities.status === 'loading'}>
        <h2 id="sitemap-destinations" className={styles.heading}>
          Tour packages by destination
        </h2>
        {cities.status === 'loading' && (
          <p className={styles.status} role="status">
            <Spinner size="sm" />
            {sitemapMessages.loading}
          </p>
        )}
        {cities.status === 'error' && (
          <div className={styles.failed} role="alert">
            <p>{sitemapMessages.failed}</p>
            <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          </div>
        )}
        {cities.status === 'success' &&
          (destinations.length > 0 ? (
            <LinkList links={destinations} label="Destinations" columns />
          ) : (
            <p className={styles.status}>{sitemapMessages.empty}</p>
          ))}
      </section>
    </div>
  );
}

function LinkList({ links, label, columns = false }: { links: readonly PageLink[]; label: string; columns?: boolean }) {
  return (
    <ul className={columns ? styles.columns : styles.list} aria-label={label}>
      {links.map((link) => (
        <li key={link.to}>
          <Link className={styles.link} to={link.to}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
