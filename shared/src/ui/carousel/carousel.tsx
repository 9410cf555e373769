import { lazy, Suspense, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useViewportWidth } from '../hooks/use-viewport-width';
import type { SlidesPerViewTable } from '../../config/constants';
import { cx } from '../cx';
import { useNearViewport } from '../hooks/use-near-viewport';
import { carouselControls } from './carousel-controls';
import styles from './carousel.module.css';

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => string | number;
  /** Names the carousel for screen readers and its controls ("Trending destinations"). */
  label: string;
  /** A fixed number, or a table keyed by minimum viewport width (see `slidesPerView` constants). */
  slidesPerView?: number | SlidesPerViewTable;
  /** Gap between slides in px. */
  spaceBetween?: number;
  loop?: boolean;
  /** true for the spec's 3 s interval, a number for another delay (ms), false for none. Off under reduced motion. */
  autoplay?: boolean | number;
  showArrows?: boolean;
  /** Arrows greyed out, for example while a destination loads. */
  arrowsDisabled?: boolean;
  /** The pause/play button; shown by default whenever the carousel can autoplay. */
  showPauseControl?: boolean;
  className?: string;
  slideClassName?: string;
  onSlideChange?: (index: number) => void;
}

// swiper is the largest dependency of the site: it loads in its own chunk the
// first time a carousel renders, so pages without one never download it.
const SwiperCarousel = lazy(() => import('./swiper-carousel'));

/**
 * A swiper carousel with the site's arrows, loop, autoplay (off under reduced motion)
 * and a visible pause control. Until it comes near the screen it is a still row of its
 * first slides: swiper's set-up (layout reads, cloned slides) is the longest task of
 * the home page on a phone, and a carousel nobody can see does not need to move yet.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const placeholderRef = useRef<HTMLElement>(null);
  const near = useNearViewport(placeholderRef);
  const placeholder = <CarouselPlaceholder {...(props as CarouselProps<unknown>)} sectionRef={placeholderRef} loading={near} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SwiperCarousel {...(props as CarouselProps<unknown>)} />
    </Suspense>
  );
}

/** How many slides a table shows at a viewport width (the largest breakpoint not above it). */
export function perViewAt(slidesPerView: number | SlidesPerViewTable, width: number): number {
  if (typeof slidesPerView === 'number') return slidesPerView;
  const widths = Object.keys(slidesPerView).map(Number).sort((a, b) => a - b);
  const match = widths.filter((w) => w <= width).pop() ?? widths[0];
  return slidesPerView[match];
}

interface PlaceholderProps extends CarouselProps<unknown> {
  sectionRef: RefObject<HTMLElement | null>;
  /** swiper is on its way (rather than waiting for the carousel to come near the screen). */
  loading: boolean;
}

/**
 * The first slides laid out as the carousel will show them, and the room of its
 * controls row, until swiper takes over: nothing moves when it does.
 */
function CarouselPlaceholder(props: PlaceholderProps) {
  const { items, renderItem, getKey, label, slidesPerView = 1, spaceBetween = 16, className, slideClassName, sectionRef, loading } = props;
  const perView = perViewAt(slidesPerView, useViewportWidth());
  const style = { '--per-view': perView, '--gap': `${spaceBetween}px` } as CSSProperties;
  return (
    <section ref={sectionRef} className={cx(styles.carousel, className)} aria-roledescription="carousel" aria-label={label} aria-busy={loading || undefined}>
      <div className={styles.placeholderTrack} style={style}>
        {items.slice(0, Math.ceil(perView)).map((item, index) => (
          <div key={getKey ? getKey(item, index) : index} className={cx(styles.placeholderSlide, slideClassName)}>
            {renderItem(item, index)}
          </div>
        ))}
      </div>
      {carouselControls(props).row && <div className={cx(styles.controls, styles.controlsRoom)} aria-hidden="true" />}
    </section>
  );
}
