import { cx, VisuallyHidden } from '@safarnama/shared';
import type { TravellerPhoto } from '../../data/traveller-stories';
import { useGallery } from './use-gallery';
import styles from './photo-gallery.module.css';

export interface PhotoGalleryProps {
  photos: readonly TravellerPhoto[];
  /** Names the gallery: "Photos from Meera and Rohan Iyer’s trip". */
  label: string;
}

/**
 * One photo large, previous/next arrows that wrap around, and a row of thumbnails.
 * Every image is lazy and decoded off the main thread: a page of stories paints its
 * text first. The status line announces each change (not the first photo on load).
 */
export function PhotoGallery({ photos, label }: PhotoGalleryProps) {
  const { index, show, previous, next } = useGallery(photos.length);
  const current = photos[index];
  if (!current) return null;
  const count = photos.length;
  return (
    <div className={styles.gallery} role="group" aria-roledescription="carousel" aria-label={label}>
      <div className={styles.frame}>
        <img className={styles.photo} src={current.src} alt={current.alt} width={current.width} height={current.height} loading="lazy" decoding="async" />
      </div>
      <div className={styles.controls}>
        <p className={styles.position} role="status">
          {`Photo ${index + 1} of ${count}`}
          <VisuallyHidden>{`: ${current.alt}`}</VisuallyHidden>
        </p>
        <button type="button" className={styles.arrow} onClick={previous} aria-label="Previous photo">
          <ArrowIcon direction="left" />
        </button>
        <button type="button" className={styles.arrow} onClick={next} aria-label="Next photo">
          <ArrowIcon direction="right" />
        </button>
      </div>
      <ul className={styles.thumbs}>
        {photos.map((photo, i) => (
          <li key={photo.src}>
            <button
              type="button"
              className={cx(styles.thumb, i === index && styles.thumbCurrent)}
              onClick={() => show(i)}
              aria-label={`Photo ${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
            >
              <img className={styles.thumbImage} src={photo.src} alt="" width={photo.width} height={photo.height} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

// the shared carousel's chevrons, so that every previous/next on the site looks alike
function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className={styles.arrowIcon} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}
