import { useEffect, useState } from 'react';
import { breakpoints, Button, cx, timings, useMediaQuery, usePrefersReducedMotion, VisuallyHidden } from '@safarnama/shared';
import { festivalBanner, heroSlides, type HeroSlide } from '../../data/hero-slides';
import styles from './hero.module.css';

export interface HeroProps {
  /** A slide (or its heading, or its button) was chosen. */
  onSelect: (destinationName: string) => void;
  /** While a destination loads, clicks are ignored and rotation holds. */
  loading?: boolean;
}

/**
 * Section 1. At 768px and wider: six slides rotating every 5 s (paused on hover,
 * focus, the pause button or reduced motion). Narrower: the static Diwali banner.
 */
export function Hero({ onSelect, loading = false }: HeroProps) {
  const wide = useMediaQuery(`(min-width: ${breakpoints.tablet}px)`);
  return wide ? <HeroSlideshow onSelect={onSelect} loading={loading} /> : <FestivalBanner />;
}

function HeroSlideshow({ onSelect, loading }: Required<HeroProps>) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  // Images of slides not yet shown wait: only the current and the next one load.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const rotating = playing && !reducedMotion && !held && !loading;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % heroSlides.length), timings.heroRotation);
    return () => window.clearInterval(timer);
  }, [rotating]);

  useEffect(() => {
    setSeen((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
  }, [index]);

  const next = (index + 1) % heroSlides.length;
  const select = (slide: HeroSlide) => {
    if (!loading) onSelect(slide.destinationName);
  };

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Featured destinations"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {heroSlides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.destinationName}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${heroSlides.length}: ${slide.destinationName}`}
              aria-hidden={!active}
              inert={!active}
              className={cx(styles.slide, active && styles.active, reducedMotion && styles.still)}
              data-testid="hero-slide"
              data-active={active}
              onClick={() => select(slide)}
            >
              {(seen.has(i) || i === next) && (
                <img
                  className={styles.image}
                  src={slide.url}
                  alt={`${slide.destinationName}: ${slide.subHeading}`}
                  width={1920}
                  height={800}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                />
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
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.pause}
          onClick={() => setPlaying((value) => !value)}
          aria-label={playing && !reducedMotion ? 'Pause featured destinations' : 'Play featured destinations'}
          disabled={reducedMotion}
        >
          {playing && !reducedMotion ? <PauseIcon /> : <PlayIcon />}
        </button>
        {heroSlides.map((slide, i) => (
          <button
            key={slide.destinationName}
            type="button"
            className={cx(styles.dot, i === index && styles.dotActive)}
            aria-label={`Show slide ${i + 1}: ${slide.destinationName}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
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
        <img
          className={styles.image}
          src={festivalBanner.url}
          alt={festivalBanner.alt}
          width={780}
          height={1000}
          loading="eager"
          decoding="sync"
          fetchPriority="high"
        />
      </a>
    </section>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon} fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon} fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}
