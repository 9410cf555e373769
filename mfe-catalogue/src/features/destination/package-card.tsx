import {
  ButtonLink,
  Card,
  discountFor,
  firstWords,
  limits,
  packageDetailPath,
  type PackageSummary,
  PriceTag,
  Ribbon,
  StarRating,
  stripHtml,
} from '@safarnama/shared';
import { ArtImage } from '../../components/art-image';
import styles from './package-card.module.css';

const INCLUDES: ReadonlyArray<[keyof PackageSummary['includes'], string]> = [
  ['hotel', 'Hotel'],
  ['meals', 'Meals'],
  ['transfer', 'Transfers'],
  ['sightseeing', 'Sightseeing'],
];

/** "4 Nights / 5 Days" */
export function durationLabel(days: number): string {
  const d = Math.max(1, Math.trunc(days));
  const n = d - 1;
  return `${n} ${n === 1 ? 'Night' : 'Nights'} / ${d} ${d === 1 ? 'Day' : 'Days'}`;
}

/** One package in a destination listing (second spec, 'Package list card'). */
export function PackageCard({ pkg }: { pkg: PackageSummary }) {
  const discount = discountFor(pkg.price);
  const included = INCLUDES.filter(([key]) => pkg.includes?.[key]);
  return (
    <Card as="article" className={styles.card}>
      <div className={styles.media}>
        <ArtImage kind="package" name={pkg.slug} src={pkg.image} alt={pkg.imageAltText || pkg.name} className={styles.image} />
        {discount > 0 && <Ribbon side="left">{discount}% OFF</Ribbon>}
        <span className={styles.duration}>{durationLabel(pkg.durationDay)}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.flexi}>Flexi Package</p>
        <h2 className={styles.name}>{pkg.name}</h2>
        <p className={styles.excerpt}>{firstWords(stripHtml(pkg.description), limits.listingExcerptWords)}</p>
        <StarRating rating={pkg.rating} showValue />
        {included.length > 0 && (
          <ul className={styles.includes} aria-label="Included">
            {included.map(([key, label]) => (
              <li key={key}>{label}</li>
            ))}
          </ul>
        )}
        <div className={styles.footer}>
          <PriceTag price={pkg.price} originalPrice="auto" />
          <ButtonLink to={packageDetailPath(pkg)} aria-label={`View details of ${pkg.name}`}>
            View Details
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
