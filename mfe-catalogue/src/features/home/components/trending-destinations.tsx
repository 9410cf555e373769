import { Button, Card, isInWishlist, slidesPerView, useSiteStore, VisuallyHidden } from '@safarnama/shared';
import { useOpenListingInNewTab } from '../hooks/use-open-listing-in-new-tab';
import { trendingDestinations, type TrendingDestination } from '../data/trending';
import { useWishlistNote } from '../hooks/use-wishlist-note';
import { HeartIcon } from './icons';
import { cardOverlay } from './overlay-text';
import { HomeCarousel } from './home-carousel';
import cardStyles from './destination-card.module.css';
import styles from './trending-destinations.module.css';

/** Trending destinations with a wishlist heart and Book Now (new tab after the overlay). */
export function TrendingDestinations() {
  const { open, isLoading } = useOpenListingInNewTab();
  return (
    <HomeCarousel
      tone="alt"
      title="Trending destinations"
      subtitle="Where India is travelling this month. Save your favourites with the heart."
      items={trendingDestinations}
      slidesPerView={slidesPerView.trending}
      loading={isLoading}
      renderItem={(place) => (
        <TrendingCard
          place={place}
          disabled={isLoading}
          onBook={() => {
            const { title, subtitle } = cardOverlay(place.title);
            void open(place.title, title, subtitle);
          }}
        />
      )}
    />
  );
}

export function TrendingCard({ place, disabled, onBook }: { place: TrendingDestination; disabled: boolean; onBook: () => void }) {
  const saved = useSiteStore(isInWishlist(place.id));
  const toggleWishlist = useSiteStore((state) => state.toggleWishlist);
  const { noteVisible, showNote } = useWishlistNote();

  return (
    <Card as="article" className={cardStyles.card}>
      <div className={cardStyles.media}>
        <img className={cardStyles.image} src={place.image} alt={`${place.title} sights`} width={1200} height={800} loading="lazy" decoding="async" />
        <button
          type="button"
          className={styles.heart}
          aria-pressed={saved}
          aria-label={`Save ${place.title} to wishlist`}
          disabled={disabled}
          onClick={() => {
            toggleWishlist(place.id);
            showNote();
          }}
        >
          <HeartIcon filled={saved} className={styles.heartIcon} />
        </button>
        <p className={styles.note} role="status">
          {noteVisible ? 'Added to wishlist' : ''}
        </p>
      </div>
      <div className={cardStyles.body}>
        <VisuallyHidden as="h3">{place.title}</VisuallyHidden>
        <Button size="sm" fullWidth disabled={disabled} onClick={onBook} aria-label={`Book Now: ${place.title} packages (opens in a new tab)`}>
          Book Now
        </Button>
      </div>
    </Card>
  );
}
