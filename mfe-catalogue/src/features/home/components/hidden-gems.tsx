import { Button, Card, PriceTag, VisuallyHidden } from '@safarnama/shared';
import { useDestinationSearch } from '../../../hooks/use-destination-search';
import { hiddenGems } from '../data/hidden-gems';
import { HomeCarousel } from './home-carousel';
import { cardOverlay } from './overlay-text';
import styles from './destination-card.module.css';

/** Section 6: hidden gems with 'Starting From' prices; opens the listing in a new tab after the overlay. */
export function HiddenGems() {
  const { search, isLoading } = useDestinationSearch('HOMEPAGE');
  return (
    <HomeCarousel
      tone="alt"
      title="Hidden gems"
      subtitle="Less crowded corners of India, at prices that leave room for one more trip."
      items={hiddenGems}
      slidesPerView={{ 320: 1.2, 768: 2, 1024: 3 }}
      loading={isLoading}
      renderItem={(gem) => (
        <Card
          as="article"
          interactive
          className={styles.card}
          onClick={() => {
            if (!isLoading) void search(gem.name, { ...cardOverlay(gem.name), target: 'new-tab' });
          }}
        >
          <img className={styles.image} src={gem.imgSrc} alt={`${gem.name}: ${gem.description}`} width={1200} height={800} loading="lazy" decoding="async" />
          <div className={styles.body}>
            <VisuallyHidden as="h3">{gem.name}</VisuallyHidden>
            <p className={styles.text}>{gem.description}</p>
            <div className={styles.footer}>
              <PriceTag price={gem.price} prefix="Starting From" size="sm" />
              <Button size="sm" disabled={isLoading} aria-label={`View ${gem.name} packages (opens in a new tab)`}>
                View packages
              </Button>
            </div>
          </div>
        </Card>
      )}
    />
  );
}
