import { formatInr, originalPrice as originalFor } from '../../format/format';
import { cx } from '../cx';
import styles from './price-tag.module.css';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface PriceTagProps {
  /** INR per person on twin sharing */
  price: number;
  /** The crossed-out price: a number, 'auto' (from the spec's discount tiers) or none. */
  originalPrice?: number | 'auto';
  /** Small text before the price, e.g. 'Starting From'. */
  prefix?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** "₹24,999" with Indian grouping, the crossed-out original and the spec's per-person note. */
export function PriceTag({
  price,
  originalPrice,
  prefix,
  size = 'md',
  className,
}: PriceTagProps) {
  const original = originalPrice === 'auto' ? originalFor(price) : originalPrice;
  const hasOriginal = typeof original === 'number' && original > price;
  return (
    <div className={cx(styles.priceTag, styles[size], className)}>
      {prefix && <span className={styles.prefix}>{prefix}</span>}
      <div className={styles.row}>
        {hasOriginal && (
          <s className={styles.original}>
            <VisuallyHidden>Original price </VisuallyHidden>
            {formatInr(original as number)}
          </s>
        )}
        <span className={styles.price}>
          {hasOriginal && <VisuallyHidden>Now </VisuallyHidden>}
          {formatInr(price)}
        </span>
      </div>
      <span className={styles.note}>Per Person on twin sharing</span>
    </div>
  );
}
