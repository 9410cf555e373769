import { lazy, memo, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import {
  afterPagePainted,
  Button,
  destinationNameFromSlug,
  destinationPath,
  limits,
  MONTH_NAMES,
  packageDetailPath,
  type PackageSummary,
  Spinner,
  useIdleAfterPage,
  usePageMeta,
  usePrefersReducedMotion,
  type SearchResult, siteOrigin,
  type TravelGuide,
  useStartedOnServer,
} from '@safarnama/shared';
import { readSearchResult, sameDestination } from '../../lib/state-readers';
import { ReadMoreText } from '../../components/read-more-text';
import { Pagination } from '../../components/pagination';
import type { ShareTarget } from '../../components/share-panel/share-panel';
import { CallBanner } from './call-banner';
import { ShareIcon } from './include-icons';
import { applyFilters, clampPage, filterOptions, type Filters, pageCount, pageSlice, pageWindow, SORT_OPTIONS, sortPackages, type SortOrder } from './listing-filters';
import { PackageCard } from './package-card';
import { useDestinationResult } from './use-destination-result';
import { useListingParams } from './use-listing-params';
import { usePendingPdfOnReturn } from './use-pending-pdf-return';
import select from '../../components/select.module.css';
import styles from './destination-page.module.css';
import FaqSection from './faq-section';
import FilterPanel from './filter-panel';
import ListingJsonLd from './listing-json-ld';

// The filter panel, the FAQ and the structured data are part of the page's module: the
// server's HTML holds them, and a part loaded on its own would still be loading when
// the page first re-renders after hydration, which throws that part's server HTML away.
// What only a click opens is loaded then.
const FilterDialog = lazy(() => import('./filter-dialog'));
// 'When to go' is below the packages: its own chunk keeps it out of the listing's first
// JavaScript. In a page the server rendered, its HTML stays until the chunk arrives and
// takes it over; GuideBlock is memoised so that the listing's own re-renders (filters,
// pages) never touch that part before then.
const WhenToGo = lazy(() => import('./when-to-go'));
const loadSharePanel = () => import('../../components/share-panel/share-panel');
const SharePanel = lazy(loadSharePanel);

/** /{destination}-tour-packages: the destination, its filters, packages, pages and FAQ. */
export default function DestinationPage() {
  const { destinationSlug = '' } = useParams();
  const location = useLocation();
  usePendingPdfOnReturn();
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
  const now = new Date();
  const canonical = destinationPath(name);
  usePageMeta(main.metaTitle || `${name} Tour Packages`, main.metaDescription || undefined, { canonical, image: main.bannerImage || undefined });

  const location = useLocation();
  const [{ filters, sort, page: wantedPage }, setParams] = useListingParams();
  const all = result.packageResponse;
  const options = useMemo(() => filterOptions(all), [all]);
  const matching = useMemo(() => sortPackages(applyFilters(all, filters), sort), [all, filters, sort]);
  const pages = pageCount(matching.length);
  const page = clampPage(wantedPage, pages);
  const shown = pageSlice(matching, page);
  const cheapestFirst = useMemo(() => sortPackages(all, 'price-asc'), [all]);
  const faqs = useMemo(() => {
    const answers = new Map(result.answerResponses.map((a) => [a.questionId, a.answer]));
    return result.questionResponses.map((q) => ({ id: q.id, question: q.question, answer: answers.get(q.id) ?? '' }));
  }, [result.questionResponses, result.answerResponses]);

  const reducedMotion = usePrefersReducedMotion();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [share, setShare] = useState<ShareTarget | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  // the panel opens at once when the visitor asks for it (no state: nothing re-renders)
  useEffect(() => afterPagePainted(() => void loadSharePanel()), []);

  const applyFiltersAndClose = (next: Filters) => {
    setParams({ filters: next });
    setFiltersOpen(false);
  };

  const goToPage = (next: number) => {
    setParams({ page: next });
    resultsRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  };

  const origin = siteOrigin();
  const shareListing = () => setShare({ title: `${name} Tour Packages`, url: `${origin}${canonical}`, itineraries: cheapestFirst });
  // stable, so that the memoised cards do not render again when the panel opens or closes
  const sharePackage = useCallback(
    (pkg: PackageSummary) => setShare({ title: pkg.name, url: `${origin}${packageDetailPath(pkg)}`, itineraries: [pkg] }),
    [origin],
  );

  const activeFilters = filters.categories.length + filters.duration.length + filters.budget.length;
  const filterPanel = <FilterPanel options={options} value={filters} onChange={(next) => setParams({ filters: next })} />;
  const loadingFilters = <p className={styles.filtersLoading}>Loading filters...</p>;

  const listedOnPage = shown.map((pkg) => ({ name: pkg.name, path: packageDetailPath(pkg), image: pkg.image, price: pkg.price }));

  return (
    <div className={styles.page}>
      <AfterPaint>
        <ListingJsonLd
          title={`${name} Tour Packages`}
          path={canonical}
          packages={listedOnPage}
          firstPosition={(page - 1) * limits.listingPageSize + 1}
          origin={origin}
          faqs={faqs}
        />
      </AfterPaint>
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
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{name} Tour Packages</h1>
          <Button
            variant="ghost"
            size="sm"
            className={styles.iconButton}
            iconStart={<ShareIcon />}
            aria-label={`Share ${name} Tour Packages`}
            aria-haspopup="dialog"
            onClick={shareListing}
          />
        </div>
        {main.description && <ReadMoreText text={main.description} />}
      </header>

      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {matching.length === 1 ? `1 ${name} package` : `${matching.length} ${name} packages`} found
        </p>
        <div className={styles.controls}>
          {/* phones only (the stylesheet hides it on wide screens, which show the panel) */}
          <Button variant="secondary" size="sm" className={styles.filtersButton} aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
            {activeFilters > 0 ? `Filters (${activeFilters})` : 'Filters'}
          </Button>
          <label className={styles.sort}>
            <span>Sort by</span>
            <select className={select.select} value={sort} onChange={(event) => setParams({ sort: event.target.value as SortOrder })}>
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <div className={styles.layout}>
        {/* Wide screens only, by the stylesheet rather than a media query in script: the
            server's HTML has no screen width, and this layout must not change once a
            wide screen has painted it. */}
        <aside className={styles.filters} aria-label="Filters">
          <AfterPaint fallback={loadingFilters}>{filterPanel}</AfterPaint>
        </aside>
        <div ref={resultsRef} className={styles.results}>
          {shown.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>No tours match the selected filters.</p>
              <p>Try adjusting your filters to see more results.</p>
            </div>
          ) : (
            <ul className={styles.list} aria-label={`${name} packages`}>
              {shown.map((pkg, index) => (
                <ListItem key={pkg.id} pkg={pkg} bannerAfter={(index + 1) % limits.callBannerEvery === 0} onShare={sharePackage} />
              ))}
            </ul>
          )}
          <Pagination page={page} pages={pages} window={pageWindow(page, pages)} onPage={goToPage} label={`${name} package pages`} />
        </div>
      </div>

      {main.travelGuide && <GuideBlock guide={main.travelGuide} destination={name} />}

      <AfterPaint>
        <FaqSection items={faqs} destination={name} />
      </AfterPaint>

      {filtersOpen && (
        <Suspense fallback={null}>
          <FilterDialog options={options} value={filters} onApply={applyFiltersAndClose} onClose={() => setFiltersOpen(false)} />
        </Suspense>
      )}
      {share && (
        <Suspense fallback={null}>
          <SharePanel target={share} openerPath={`${location.pathname}${location.search}`} onClosed={() => setShare(null)} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * What the first paint does not need (the filter panel, the FAQ, the JSON-LD), shown
 * once the page has painted. Each holds its own "painted" state, so that its arrival
 * renders only itself: one state in the listing re-rendered every card after the
 * paint, the longest task of the page's start (Lighthouse's blocking time). In a page
 * the server rendered it is there from the start: the HTML holds it, for crawlers and
 * for readers without JavaScript.
 */
function AfterPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const startedOnServer = useStartedOnServer();
  const painted = useIdleAfterPage(!startedOnServer);
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

const GuideBlock = memo(function GuideBlock({ guide, destination }: { guide: TravelGuide; destination: string }) {
  return (
    <AfterPaint>
      <WhenToGo guide={guide} destination={destination} />
    </AfterPaint>
  );
});

const ListItem = memo(function ListItem({ pkg, bannerAfter, onShare }: { pkg: PackageSummary; bannerAfter: boolean; onShare: (pkg: PackageSummary) => void }) {
  return (
    <>
      <li>
        <PackageCard pkg={pkg} onShare={onShare} />
      </li>
      {bannerAfter && (
        <li className={styles.bannerItem}>
          <CallBanner />
        </li>
      )}
    </>
  );
});

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
