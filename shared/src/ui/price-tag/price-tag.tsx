import { discountFor, formatInr, originalPrice as originalFor } from '../../format/format';
import { cx } from '../cx';
import styles from './price-tag.module.css';

export interface PriceTagProps {
  /** INR per person on twin sharing */
  price: number;
  /** The crossed-out price: a number, 'auto' (from the spec's discount tiers) or none. */
  originalPrice?: number | 'auto';
  /** Show "20% OFF" beside the price (from the tiers, or from `originalPrice`). */
  showDiscount?: boolean;
  /** Small text before the price, e.g. 'Starting From'. */
  prefix?: string;
  /** Defaults to the spec's 'Per Person on twin sharing'; pass null to hide. */
  note?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** "₹24,999" with Indian grouping, the crossed-out original, an optional discount and the per-person note. */
export function PriceTag({
  price,
  originalPrice,
  showDiscount = false,
  prefix,
  note = 'Per Person on twin sharing',
  size = 'md',
  className,
}: PriceTagProps) {
  const original = originalPrice === 'auto' ? originalFor(price) : originalPrice;
  const hasOriginal = typeof original === 'number' && original > price;
  const discount =
    originalPrice === 'auto' || !hasOriginal ? discountFor(price) : Math.round((1 - price / (original as number)) * 100);
  return (
    <div className={cx(styles.priceTag, styles[size], className)}>
      {prefix && <span className={styles.prefix}>{prefix}</span>}
      <div className={styles.row}>
        {hasOriginal && (
          <s className={styles.original}>
            <span className={styles.visuallyHidden}>Original price </span>
            {formatInr(original as number)}
          </s>
        )}
        <span className={styles.price}>
          {hasOriginal && <span className={styles.visuallyHidden}>Now </span>}
          {formatInr(price)}
        </span>
        {showDiscount && discount > 0 && <span className={styles.discount}>{discount}% OFF</span>}
      </div>
      {note && <span className={styles.note}>{note}</span>}
    </div>
  );
}
