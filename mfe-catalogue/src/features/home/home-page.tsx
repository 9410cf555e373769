import { lazy, Suspense, useRef } from 'react';
import { usePageMeta, VisuallyHidden } from '@safarnama/shared';
import { useDestinationSearch } from '../../hooks/use-destination-search';
import { Hero } from './components/hero/hero';
import { heroOverlay } from './components/overlay-text';
import { SearchBar } from './components/search-bar/search-bar';
import { useDeferredMount } from './hooks/use-deferred-mount';
import styles from './home-page.module.css';

const BelowTheFold = lazy(() => import('./below-the-fold'));

/** The home page: eleven sections, top to bottom. */
export default function HomePage() {
  usePageMeta(
    'Holiday Tour Packages in India',
    'Tour packages across India: Goa, Kerala, Kashmir, Ladakh, Char Dham and more. Compare quotes from expert agents, customise your trip and book with 24/7 support.',
  );
  const { search, isLoading } = useDestinationSearch('HOMEPAGE');
  const lowerSections = useRef<HTMLDivElement>(null);
  const showLowerSections = useDeferredMount(lowerSections);

  return (
    <div className={styles.home}>
      <VisuallyHidden as="h1">Safarnama Holidays: holiday tour packages across India</VisuallyHidden>
      <Hero loading={isLoading} onSelect={(destination) => void search(destination, heroOverlay(destination))} />
      <SearchBar />
      <div ref={lowerSections} className={styles.lower}>
        {showLowerSections ? (
          <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
            <BelowTheFold />
          </Suspense>
        ) : (
          <div className={styles.placeholder} />
        )}
      </div>
    </div>
  );
}
