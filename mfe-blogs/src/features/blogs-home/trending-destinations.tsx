import { useEffect } from 'react';
import { api, destinationPath, useApiQuery, VisuallyHidden } from '@safarnama/shared';
import { BlogSection } from '../../components/blog-section/blog-section';
import styles from './blogs-page.module.css';

/**
 * 'Trending Domestic Tour Packages': one link per destination of the fifty
 * trending ones (in the order the API keeps), each opening the destination's
 * listing in a new tab, so the article being read stays open.
 */
export function TrendingDestinations() {
  const { data, error } = useApiQuery('trending-destinations', (signal) => api.getTrendingDestinations({ signal }));
  useEffect(() => {
    if (error) console.error('[blogs] the trending destinations could not be loaded', error);
  }, [error]);
  if (!data?.length) return null;
  return (
    <BlogSection id="trending-title" title="Trending Domestic Tour Packages">
      <ul className={styles.trending}>
        {data.map((destination) => (
          <li key={destination.id}>
            <a className={styles.trendingLink} href={destinationPath(destination.name)} target="_blank" rel="noopener noreferrer">
              {destination.name} Tour Packages
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </BlogSection>
  );
}
