import { useId } from 'react';
import { cx } from '../cx';
import styles from './star-rating.module.css';

export interface StarRatingProps {
  rating: number;
  max?: number;
  /** Also print the number next to the stars. */
  showValue?: boolean;
  className?: string;
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function formatRating(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Stars rounded to halves, read out as "Rated 4.5 out of 5". */
export function StarRating({ rating, max = 5, showValue = false, className }: StarRatingProps) {
  const gradientId = useId();
  const clamped = Math.min(Math.max(Number.isFinite(rating) ? rating : 0, 0), max);
  const halves = Math.round(clamped * 2);
  return (
    <span role="img" aria-label={`Rated ${formatRating(clamped)} out of ${max}`} className={cx(styles.rating, className)}>
      {Array.from({ length: max }, (_, index) => {
        const fill = halves >= (index + 1) * 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'empty';
        return (
          <svg key={index} viewBox="0 0 24 24" aria-hidden="true" className={cx(styles.star, fill === 'empty' && styles.empty)}>
            {fill === 'half' && (
              <defs>
                <linearGradient id={`${gradientId}-${index}`}>
                  <stop offset="50%" stopColor="currentColor" />
                  <stop offset="50%" stopColor="var(--color-border)" />
                </linearGradient>
              </defs>
            )}
            <path d={STAR} fill={fill === 'half' ? `url(#${gradientId}-${index})` : 'currentColor'} />
          </svg>
        );
      })}
      {showValue && (
        <span className={styles.value} aria-hidden="true">
          {formatRating(clamped)}
        </span>
      )}
    </span>
  );
}
