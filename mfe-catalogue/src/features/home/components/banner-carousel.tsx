import { ArtImage, Button, VisuallyHidden } from '@safarnama/shared';
import { bannerItems } from '../data/banners';
import { SearchCarousel } from './home-carousel';
import styles from './banner-carousel.module.css';

/** Destination banners; a choice searches, then opens the listing in a new tab after the overlay. */
export function BannerCarousel() {
  return (
    <SearchCarousel
      title="Handpicked for this season"
      subtitle="Places our travellers are booking right now, from palace cities to tiger country."
      label="Seasonal destinations"
      items={bannerItems}
      slidesPerView={{ 320: 1, 1024: 2 }}
      spaceBetween={20}
      renderItem={(item, open, isLoading) => (
        <article className={styles.banner} onClick={() => open(item.name, 'new-tab')}>
          <ArtImage className={styles.image} kind="banner" src={item.imgSrc} alt={`${item.name}: ${item.description}`} />
          <div className={styles.caption}>
            <VisuallyHidden as="h3">{item.name}</VisuallyHidden>
            <p className={styles.description}>{item.description}</p>
            <Button size="sm" disabled={isLoading} aria-label={`View ${item.name} packages (opens in a new tab)`}>
              View packages
            </Button>
          </div>
        </article>
      )}
    />
  );
}
