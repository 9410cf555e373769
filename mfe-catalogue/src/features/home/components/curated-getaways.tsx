import { ArtImage, Badge, Button, Card, Ribbon, slidesPerView, VisuallyHidden } from '@safarnama/shared';
import { curatedTiles, NEW_BADGE } from '../data/curated';
import { SearchCarousel } from './home-carousel';
import styles from './destination-card.module.css';

/** Nine curated getaways; a tile searches its destination in this tab. */
export function CuratedGetaways() {
  return (
    <SearchCarousel
      title="Curated getaways"
      subtitle="Short breaks and long escapes chosen by our travel experts, for every mood."
      items={curatedTiles}
      slidesPerView={slidesPerView.curated}
      renderItem={(tile, open, isLoading) => {
        const isNew = tile.badges.includes(NEW_BADGE);
        const moods = tile.badges.filter((badge) => badge !== NEW_BADGE);
        return (
          <Card as="article" interactive className={styles.card} onClick={() => open(tile.title)}>
            {isNew && <Ribbon side="right">{NEW_BADGE}</Ribbon>}
            <div className={styles.media}>
              <ArtImage kind="destination" name={tile.title} alt={`${tile.title} landscape`} className={styles.image} />
            </div>
            <div className={styles.body}>
              <div className={styles.badges}>
                {moods.map((badge) => (
                  <Badge key={badge} tone="secondary">
                    {badge}
                  </Badge>
                ))}
              </div>
              <VisuallyHidden as="h3">{tile.title}</VisuallyHidden>
              <Button size="sm" variant="ghost" disabled={isLoading} aria-label={`Explore ${tile.title} packages`}>
                Explore
              </Button>
            </div>
          </Card>
        );
      }}
    />
  );
}
