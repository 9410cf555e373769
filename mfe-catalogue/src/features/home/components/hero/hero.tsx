import { useEffect, useState } from 'react';
import { ArtImage, breakpoints, Button, cx, timings, useMediaQuery, VisuallyHidden } from '@safarnama/shared';
import { Slideshow, type SlideshowNames } from '../../../../components/slideshow';
import { useRotation } from '../../../../hooks/use-rotation';
import { festivalBanner, heroSlides, type HeroSlide } from '../../data/hero-slides';
import styles from './hero.module.css';

export interface HeroProps {
  /** A slide (or its heading, or its button) was chosen. */
  onSelect: (destinationName: string) => void;
  /** While a destination loads, clicks are ignored and rotation holds. */
  loading?: boolean;
}

/**
 * The home page's top. At 768px and wider: six slides rotating every 5 s (paused on hover,
 * focus, the pause button or reduced motion). Narrower: the static Diwali banner.
 */
export function Hero({ onSelect, loading = false }: HeroProps) {
  const wide = useMediaQuery(`(min-width: ${breakpoints.tablet}px)`);
  return wide ? <HeroSlideshow onSelect={onSelect} loading={loading} /> : <FestivalBanner />;
}

const HERO_NAMES: SlideshowNames<HeroSlide> = {
  label: 'Featured destinations',
  slideName: (slide) => slide.destinationName,
  dotLabel: 'slide',
  controlsName: 'featured destinations',
};

function HeroSlideshow({ onSelect, loading }: Required<HeroProps>) {
  const rotation = useRotation(heroSlides.length, timings.heroRotation, { held: loading });
  const { index } = rotation;
  // Images of slides not yet shown wait: only the current and the next one load.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));

  useEffect(() => {
    setSeen((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
  }, [index]);

  const next = (index + 1) % heroSlides.length;
  const select = (slide: HeroSlide) => {
    if (!loading) onSelect(slide.destinationName);
  };

  return (
    <Slideshow
      {...HERO_NAMES}
      slides={heroSlides}
      rotation={rotation}
      classNames={{ root: styles.hero, slides: styles.slides, slide: styles.slide, controls: styles.controls }}
      slideProps={(slide, _i, active) => ({ 'data-testid': 'hero-slide', 'data-active': active, onClick: () => select(slide) })}
    >
      {(slide, i) => (
        <>
          {(seen.has(i) || i === next) && (
            <ArtImage className={styles.image} kind="banner" src={slide.url} alt={`${slide.destinationName}: ${slide.subHeading}`} priority={i === 0} />
          )}
          <div className={styles.scrim} />
          <div className={styles.content}>
            <h2 className={styles.heading}>{slide.heading}</h2>
            <p className={styles.subHeading}>{slide.subHeading}</p>
            {/* No handler of its own: the click (or Enter) bubbles to the slide. */}
            <Button size="lg" disabled={loading} className={styles.cta}>
              Explore {slide.destinationName} packages
            </Button>
          </div>
        </>
      )}
    </Slideshow>
  );
}

/** The Diwali artwork is a complete banner (lettering and a 'Plan your trip' button drawn in): it links to the search bar. */
function FestivalBanner() {
  return (
    <section className={cx(styles.hero, styles.festival)} aria-labelledby="festival-banner-heading">
      <VisuallyHidden as="h2" id="festival-banner-heading">
        {festivalBanner.eyebrow}: {festivalBanner.heading}
      </VisuallyHidden>
      <a className={styles.festivalLink} href="#home-search" aria-label={`${festivalBanner.eyebrow}: ${festivalBanner.subHeading}. Plan your trip`}>
        <ArtImage className={styles.image} kind="festival" src={festivalBanner.url} alt={festivalBanner.alt} priority />
      </a>
    </section>
  );
}
