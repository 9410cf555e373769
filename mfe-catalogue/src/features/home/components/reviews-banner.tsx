import { ButtonLink, FadeIn } from '@safarnama/shared';
import styles from './reviews-banner.module.css';

/** The home page's last section: the way to /reviews. */
export function ReviewsBanner() {
  return (
    <FadeIn className={styles.band}>
      <section className={styles.banner} aria-labelledby="reviews-banner-title">
        <div className={styles.text}>
          <h2 id="reviews-banner-title" className={styles.title}>
            Loved by travellers across India
          </h2>
          <p className={styles.lead}>Read honest stories of honeymoons, family trips and yatras planned with us, photos and all.</p>
        </div>
        <ButtonLink to="/reviews" size="lg" className={styles.button}>
          Read traveller stories
        </ButtonLink>
      </section>
    </FadeIn>
  );
}
