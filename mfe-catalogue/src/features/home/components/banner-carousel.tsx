import { Button, VisuallyHidden } from '@safarnama/shared';
import { useDestinationSearch } from '../../../hooks/use-destination-search';
import { bannerItems, type BannerItem } from '../data/banners';
import { HomeCarousel } from './home-carousel';
import { cardOverlay } from './overlay-text';
import styles from './banner-carousel.module.css';

/** Section 4a: destination banners; a choice searches, then opens the listing in a new tab after the overlay. */
export function BannerCarousel() {
  const { search, isLoading } = useDestinationSearch('HOMEPAGE');
  const open = (item: BannerItem) => {
    if (!isLoading) void search(item.name, { ...cardOverlay(item.name), target: 'new-tab' });
  };
  return (
    <HomeCarousel
      title="Handpicked for this season"
      subtitle="Places our travellers are booking right now, from palace cities to tiger country."
      label="Seasonal destinations"
      items={bannerItems}
      slidesPerView={{ 320: 1, 1024: 2 }}
      spaceBetween={20}
      loading={isLoading}
      renderItem={(item) => (
        <article className={styles.banner} onClick={() => open(item)}>
          <img
            className={styles.image}
            src={item.imgSrc}
            alt={`${item.name}: ${item.description}`}
            width={1920}
            height={800}
            loading="lazy"
            decoding="async"
          />
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
