import { breakpoints, Button, Card, Carousel, timings, useMediaQuery, useOpenTheme, VisuallyHidden } from '@safarnama/shared';
import { themeTiles, type ThemeTile } from '../data/themes';
import { HomeSection } from './home-section';
import styles from './theme-grid.module.css';

/** Eight themes; a grid from 768px, an autoplaying carousel below. */
export function ThemeGrid() {
  const wide = useMediaQuery(`(min-width: ${breakpoints.tablet}px)`);
  const { open, pendingId } = useOpenTheme('Failed to fetch theme packages');
  const isLoading = pendingId !== null;
  const choose = (tile: ThemeTile) => void open({ categoryId: tile.id, query: tile.name, themeName: tile.name, title: tile.title });
  const renderTile = (tile: ThemeTile) => <ThemeTileCard tile={tile} disabled={isLoading} onChoose={choose} />;

  return (
    <HomeSection landmark={wide} title="Holidays by theme" subtitle="Tell us the kind of trip you want; we have packages for it.">
      {wide ? (
        <ul className={styles.grid}>
          {themeTiles.map((tile) => (
            <li key={tile.id}>{renderTile(tile)}</li>
          ))}
        </ul>
      ) : (
        <Carousel
          items={themeTiles}
          getKey={(tile) => tile.id}
          label="Holiday themes"
          slidesPerView={1.5}
          spaceBetween={12}
          autoplay={timings.themeAutoplay}
          arrowsDisabled={isLoading}
          renderItem={renderTile}
        />
      )}
    </HomeSection>
  );
}

/** A theme: its artwork (which prints the theme's name), the tagline and the way in. */
function ThemeTileCard({ tile, disabled, onChoose }: { tile: ThemeTile; disabled: boolean; onChoose: (tile: ThemeTile) => void }) {
  return (
    <Card as="article" interactive className={styles.tile} onClick={() => !disabled && onChoose(tile)}>
      <img className={styles.image} src={tile.image} alt={`${tile.title} holidays`} width={600} height={600} loading="lazy" decoding="async" />
      <div className={styles.body}>
        <VisuallyHidden as="h3">{tile.title}</VisuallyHidden>
        <p className={styles.tagline}>{tile.packages}</p>
        <Button size="sm" variant="ghost" disabled={disabled} aria-label={`${tile.title} packages`}>
          View packages
        </Button>
      </div>
    </Card>
  );
}
