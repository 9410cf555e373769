// A package's stars are the category of the hotels it stays in (its hotel class), not
// what guests thought of it: the words say so, and the stars only draw it. A day trip
// stays nowhere, so it shows none.
import { cx, StarRating } from '@safarnama/shared';
import styles from './hotel-category.module.css';

/** "4-star hotels" */
export function hotelCategoryLabel(stars: number): string {
  return `${stars}-star hotels`;
}

export interface HotelCategoryProps {
  /** 3, 4 or 5; null or absent for a package without hotels (a day trip). */
  stars: number | null | undefined;
  className?: string;
}

export function HotelCategory({ stars, className }: HotelCategoryProps) {
  if (stars == null || stars < 1) return null;
  return (
    <span className={cx(styles.hotel, className)}>
      <span aria-hidden="true">
        <StarRating rating={stars} />
      </span>
      {hotelCategoryLabel(stars)}
    </span>
  );
}
