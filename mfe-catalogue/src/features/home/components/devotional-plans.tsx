import { Badge, Button, ButtonLink, Card, slidesPerView, VisuallyHidden } from '@safarnama/shared';
import { devotionalPlaces } from '../data/devotional';
import { SearchCarousel } from './home-carousel';
import styles from './destination-card.module.css';

/** Devotional plans; View Packages searches the place in this tab. */
export function DevotionalPlans() {
  return (
    <SearchCarousel
      title="Devotional plans"
      subtitle="Char Dham yatras and Ganga ghats, with darshan timings, ponies and helicopters arranged."
      action={
        <ButtonLink to="/darshan" variant="ghost" size="sm">
          Explore more
        </ButtonLink>
      }
      items={devotionalPlaces}
      slidesPerView={slidesPerView.devotional}
      renderItem={(place, open, isLoading) => (
        <Card as="article" interactive className={styles.card} onClick={() => open(place.title)}>
          <div className={styles.media}>
            <img className={styles.image} src={place.image} alt={`${place.title} temple`} width={1200} height={800} loading="lazy" decoding="async" />
            <Badge tone="solid" className={styles.badgeOnImage}>
              {place.badge}
            </Badge>
          </div>
          <div className={styles.body}>
            <VisuallyHidden as="h3">{place.title}</VisuallyHidden>
            <p className={styles.text}>{place.desc}</p>
            <Button size="sm" disabled={isLoading} aria-label={`View ${place.title} packages`}>
              View Packages
            </Button>
          </div>
        </Card>
      )}
    />
  );
}
