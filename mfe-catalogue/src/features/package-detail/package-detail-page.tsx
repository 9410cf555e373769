import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { segmentWithoutDuration } from '@safarnama/contracts/site-paths';
import {
  artSize,
  artUrl,
  Badge,
  breadcrumbListJsonLd,
  Breadcrumbs,
  Button,
  destinationPath,
  JsonLd,
  packageDetailPath,
  type PackageDetailResult,
  packageNameFromSlug,
  PhoneLink,
  PriceTag,
  Spinner,
  stripHtml,
  truncateText,
  useIdleAfterPage,
  usePageMeta, siteOrigin,
  useStartedOnServer,
} from '@safarnama/shared';
import { HotelCategory } from '../../components/hotel-category/hotel-category';
import { ReadMoreText } from '../../components/read-more-text';
import { touristTripJsonLd } from '../../lib/structured-data';
import container from '../../components/container.module.css';
import { BookingArea } from './booking-area';
import { durationLabel } from './duration-label';
import { ItineraryList } from './itinerary-list';
import { PackageIncludes } from './package-includes';
import { PdfDownloadButton } from './pdf-download-button';
import { ScrollTopButton } from './scroll-top-button';
import { TourInformation } from './tour-information';
import { TourPolicies } from './tour-policies';
import { usePackageDetail } from './use-package-detail';
import styles from './package-detail-page.module.css';

// The package artwork's intrinsic size: the banner keeps its space before it loads.
const BANNER = artSize.package;

/**
 * A package with its itinerary and booking form, on both routes:
 * /packages-details/{n}days-{n-1}nights-{slug} (from a listing) and
 * /{destination}-tour-packages-details/{packageName}. Either way the package is
 * fetched by the name the URL stands for, so a shared link works as well.
 */
export default function PackageDetailPage() {
  const { packageSlug, packageName: nameParam } = useParams();
  const segment = packageSlug ?? nameParam ?? '';
  const packageName = packageNameFromSlug(segment);
  const [attempt, setAttempt] = useState(0);
  const state = usePackageDetail(packageName, attempt);
  const detail = state.status === 'ready' ? state.result.packageDetailResponse : null;

  return (
    <article className={styles.page} aria-labelledby={detail ? 'package-title' : undefined}>
      {/* One banner element from the first render: a package's artwork is named by its
          slug (docs/contracts.md), so it loads while the package's data is on its way
          (index.html preloads it too) and stays in place when the data arrives. */}
      <PackageBanner
        src={detail?.image || artUrl('package', segmentWithoutDuration(segment))}
        alt={detail ? detail.imageAltText || detail.name : ''}
      />
      {state.status === 'ready' ? (
        <PackageDetail result={state.result} />
      ) : (
        <PageStatus packageName={packageName} failed={state.status === 'failed'} onRetry={() => setAttempt((value) => value + 1)} />
      )}
    </article>
  );
}

function PackageBanner({ src, alt }: { src: string; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // no broken-image icon for a package that has no artwork (or does not exist)
  if (failedSrc === src) return null;
  return (
    <img
      className={styles.banner}
      src={src}
      alt={alt}
      width={BANNER.width}
      height={BANNER.height}
      fetchPriority="high"
      decoding="sync"
      onError={() => setFailedSrc(src)}
    />
  );
}

function PageStatus({ packageName, failed, onRetry }: { packageName: string; failed: boolean; onRetry: () => void }) {
  usePageMeta(packageName || 'Package details', undefined, { ready: failed });
  return (
    <div className={`${container.padded} ${styles.status}`}>
      {failed ? (
        <>
          <p role="alert" className={styles.statusText}>
            Failed to load package data
          </p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </>
      ) : (
        <div role="status" className={styles.statusText}>
          <Spinner size="lg" />
          <p>Loading package details...</p>
        </div>
      )}
    </div>
  );
}

function PackageDetail({ result }: { result: PackageDetailResult }) {
  const detail = result.packageDetailResponse;
  const days = result.itineraryNameResponseList;
  // in a page the server rendered they are in its HTML (for crawlers and readers without JavaScript): they stay
  const startedOnServer = useStartedOnServer();
  const lowerSections = useIdleAfterPage(!startedOnServer, 1500);
  const path = packageDetailPath(detail);
  const listing = destinationPath(detail.destinationName);
  const summary = detail.metaDescription || truncateText(stripHtml(detail.information), 160);
  usePageMeta(detail.metaTitle || `${detail.name} Tour Package`, summary, { canonical: path, image: detail.image, type: 'product' });

  const origin = siteOrigin();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: `${detail.destinationName} Tour Packages`, path: listing },
    { name: detail.name, path },
  ];

  return (
    <>
      <JsonLd
        data={touristTripJsonLd(
          {
            name: detail.name,
            description: detail.metaDescription || detail.information,
            path,
            image: detail.image,
            price: detail.price,
            destinationName: detail.destinationName,
            days: detail.days,
            itinerary: days.map((day) => day.name),
          },
          origin,
        )}
      />
      <JsonLd data={breadcrumbListJsonLd(crumbs, origin)} />
      <div className={`${container.padded} ${styles.layout}`}>
        <div className={styles.main}>
          <Breadcrumbs crumbs={crumbs} />
          <header className={styles.header}>
            <h1 id="package-title" className={styles.title}>
              {detail.name}
            </h1>
            <div className={styles.facts}>
              <Badge tone="secondary">{durationLabel(detail.days)}</Badge>
              {detail.categoryName && <Badge tone="neutral">{detail.categoryName}</Badge>}
              <HotelCategory stars={detail.hotelCategory} />
            </div>
            <PriceTag className={styles.price} price={detail.price} originalPrice="auto" prefix="Starting from" size="lg" />
          </header>

          <section className={styles.section} aria-labelledby="information-title">
            <h2 id="information-title" className={styles.heading}>
              Information
            </h2>
            <ReadMoreText text={detail.information} />
          </section>

          <PackageIncludes />

          <aside className={styles.notice} aria-label="Customisable trip">
            <p className={styles.noticeTitle}>This trip can be customised</p>
            <p>
              Change the dates, hotels, pace or add nights: send a booking request or call us 24/7 on{' '}
              <PhoneLink /> and our travel expert will tailor the itinerary for you.
            </p>
          </aside>

          <div className={styles.pdf}>
            <PdfDownloadButton packageName={detail.name} fileName={detail.slug} />
          </div>

          {/* Below the fold: drawn once the top of the page has painted, so that the
              banner and the heading do not wait for dozens of itinerary stages. */}
          <ItineraryList days={lowerSections ? days : []} />
          {lowerSections && (
            <>
              <TourInformation inclusions={detail.inclusions} exclusions={detail.exclusions} />
              <TourPolicies tourPolicy={detail.tourPolicy} cancellationPolicy={detail.cancellationPolicy} />
            </>
          )}
        </div>
        <BookingArea packageDetailId={detail.id} days={detail.days} price={detail.price} packageName={detail.name} />
      </div>
      <ScrollTopButton />
    </>
  );
}
