import { ArrowButton, cx, VisuallyHidden } from '@safarnama/shared';
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
        <ArrowButton direction="left" label="Previous photo" onClick={previous} className={styles.arrow} iconClassName={styles.arrowIcon} />
        <ArrowButton direction="right" label="Next photo" onClick={next} className={styles.arrow} iconClassName={styles.arrowIcon} />
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
