import { Button, Card, PriceTag, VisuallyHidden } from '@safarnama/shared';
import { hiddenGems } from '../data/hidden-gems';
import { SearchCarousel } from './home-carousel';
import styles from './destination-card.module.css';

/** Hidden gems with 'Starting From' prices; opens the listing in a new tab after the overlay. */
export function HiddenGems() {
  return (
    <SearchCarousel
      tone="alt"
      title="Hidden gems"
      subtitle="Less crowded corners of India, at prices that leave room for one more trip."
      items={hiddenGems}
      slidesPerView={{ 320: 1.2, 768: 2, 1024: 3 }}
      renderItem={(gem, open, isLoading) => (
        <Card as="article" interactive className={styles.card} onClick={() => open(gem.name, 'new-tab')}>
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
