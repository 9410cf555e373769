import {
  ArtImage,
  Button,
  ButtonLink,
  Card,
  cx,
  discountFor,
  firstWords,
  limits,
  packageDetailPath,
  type PackageSummary,
  PriceTag,
  Ribbon,
  stripHtml,
} from '@safarnama/shared';
import { HotelCategory } from '../../components/hotel-category/hotel-category';
import { IncludeIcon, INCLUDE_LABELS, ShareIcon } from './include-icons';
import styles from './package-card.module.css';

/** "4 Nights / 5 Days" */
export function durationLabel(days: number): string {
  const d = Math.max(1, Math.trunc(days));
  const n = d - 1;
  return `${n} ${n === 1 ? 'Night' : 'Nights'} / ${d} ${d === 1 ? 'Day' : 'Days'}`;
}

export interface PackageCardProps {
  pkg: PackageSummary;
  onShare?: (pkg: PackageSummary) => void;
}

/** One package in a destination listing (second spec, 'Package list card'). */
export function PackageCard({ pkg, onShare }: PackageCardProps) {
  const discount = discountFor(pkg.price);
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
        <HotelCategory stars={pkg.hotelCategory} />
        <ul className={styles.includes} aria-label="Package includes">
          {INCLUDE_LABELS.map(([key, label]) => {
            const included = Boolean(pkg.includes?.[key]);
            return (
              <li key={key} className={cx(styles.include, !included && styles.excluded)}>
                <IncludeIcon kind={key} />
                <span>{label}</span>
                {!included && <span className={styles.hidden}> not included</span>}
              </li>
            );
          })}
        </ul>
        <div className={styles.footer}>
          <PriceTag price={pkg.price} originalPrice="auto" />
          <div className={styles.actions}>
            {onShare && (
              <Button
                variant="ghost"
                size="sm"
                className={styles.share}
                iconStart={<ShareIcon />}
                aria-label={`Share ${pkg.name}`}
                aria-haspopup="dialog"
                onClick={() => onShare(pkg)}
              />
            )}
            <ButtonLink to={packageDetailPath(pkg)} aria-label={`View details of ${pkg.name}`}>
              View Details
            </ButtonLink>
          </div>
        </div>
      </div>
    </Card>
  );
}
