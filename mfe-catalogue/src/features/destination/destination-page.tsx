import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { destinationNameFromSlug, MONTH_NAMES, Spinner, usePageMeta, type SearchResult } from '@safarnama/shared';
import { readSearchResult, sameDestination } from '../../lib/state-readers';
import { ReadMoreText } from '../../components/read-more-text';
import { PackageCard } from './package-card';
import { useDestinationResult } from './use-destination-result';
import styles from './destination-page.module.css';

/** /{destination}-tour-packages: the destination and its packages by ascending price. */
export default function DestinationPage() {
  const { destinationSlug = '' } = useParams();
  const location = useLocation();
  const fromState = useMemo(() => {
    const result = readSearchResult(location.state);
    if (!result) return null;
    const wanted = destinationNameFromSlug(destinationSlug);
    const main = result.mainPackageResponse;
    // A result for another destination (a stale history entry) is not this page's.
    return [main.destinationName, main.name, main.slug].some((name) => name && sameDestination(name, wanted)) ? result : null;
  }, [location.state, destinationSlug]);
  const state = useDestinationResult(destinationSlug, fromState);
  const fallbackName = titleCase(destinationNameFromSlug(destinationSlug));

  if (state.status === 'loading') return <LoadingListing name={fallbackName} />;
  return <Listing result={state.result} fallbackName={fallbackName} />;
}

function LoadingListing({ name }: { name: string }) {
  usePageMeta(`${name} Tour Packages`, undefined, { ready: false });
  return (
    <div className={styles.page}>
      <div className={styles.loading} role="status">
        <Spinner size="lg" />
        <p>Loading {name} packages...</p>
      </div>
    </div>
  );
}

function Listing({ result, fallbackName }: { result: SearchResult; fallbackName: string }) {
  const main = result.mainPackageResponse;
  const name = main.destinationName || main.name || fallbackName;
  const packages = useMemo(() => [...result.packageResponse].sort((a, b) => a.price - b.price), [result.packageResponse]);
  const now = new Date();
  usePageMeta(main.metaTitle || `${name} Tour Packages`, main.metaDescription || undefined);

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <span className={styles.barName}>{name}</span>
        <span className={styles.barDate}>
          {MONTH_NAMES[now.getMonth()]} {now.getFullYear()}
        </span>
      </div>
      {main.bannerImage && (
        <img
          className={styles.banner}
          src={main.bannerImage}
          alt={main.bannerAltText || `${name} banner`}
          width={1920}
          height={800}
          fetchPriority="high"
        />
      )}
      <header className={styles.header}>
        <h1 className={styles.title}>{name} Tour Packages</h1>
        {main.description && <ReadMoreText text={main.description} />}
        <p className={styles.count}>
          {packages.length === 1 ? `1 ${name} package` : `${packages.length} ${name} packages`} found
        </p>
      </header>
      {packages.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No tours match the selected filters.</p>
          <p>Try adjusting your filters to see more results.</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={`${name} packages`}>
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <PackageCard pkg={pkg} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
