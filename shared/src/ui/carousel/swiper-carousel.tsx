import { useEffect, useMemo, useRef, useState } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { AutoplayOptions, Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/swiper.css';
import { timings, type SlidesPerViewTable } from '../../config/constants';
import { ArrowButton } from './arrow-button';
import type { CarouselProps } from './carousel';
import { carouselControls } from './carousel-controls';
import { cx } from '../cx';
import { usePrefersReducedMotion } from '../hooks/use-media-query';
import styles from './carousel.module.css';

function toBreakpoints(table: SlidesPerViewTable) {
  return Object.fromEntries(Object.entries(table).map(([width, perView]) => [width, { slidesPerView: perView }]));
}

/** The swiper implementation behind Carousel (its own chunk: swiper is the largest dependency). */
export default function SwiperCarousel<T>({
  items,
  renderItem,
  getKey,
  label,
  slidesPerView = 1,
  spaceBetween = 16,
  loop = true,
  autoplay = true,
  showArrows = true,
  arrowsDisabled = false,
  showPauseControl,
  className,
  slideClassName,
  onSlideChange,
}: CarouselProps<T>) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const delay = typeof autoplay === 'number' ? autoplay : timings.carouselInterval;
  const canAutoplay = autoplay !== false;
  const [playing, setPlaying] = useState(canAutoplay && !reducedMotion);
  // Swiper reads its options once; later play/pause goes through swiper.autoplay.
  const initiallyPlaying = useRef(playing);
  const autoplayOptions = useMemo(
    () =>
      canAutoplay
        ? ({ delay, disableOnInteraction: false, pauseOnMouseEnter: true, enabled: initiallyPlaying.current } as AutoplayOptions)
        : false,
    [canAutoplay, delay],
  );

  const table = typeof slidesPerView === 'number' ? null : slidesPerView;
  const widths = table ? Object.keys(table).map(Number).sort((a, b) => a - b) : [];
  const basePerView = table ? table[widths[0]] : (slidesPerView as number);
  const maxPerView = table ? Math.max(...Object.values(table)) : (slidesPerView as number);
  // Swiper's loop needs more slides than fit on screen.
  const looping = loop && items.length > Math.ceil(maxPerView);

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper?.autoplay || !canAutoplay) return;
    if (playing && !swiper.autoplay.running) swiper.autoplay.start();
    if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
  }, [playing, canAutoplay]);

  const controls = carouselControls({ items, autoplay, showArrows, showPauseControl });
  const arrow = { disabled: arrowsDisabled, className: styles.control, iconClassName: styles.icon };

  return (
    <section className={cx(styles.carousel, className)} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport}>
        <Swiper
          className={styles.swiper}
          modules={[A11y, Autoplay]}
          slidesPerView={basePerView}
          breakpoints={table ? toBreakpoints(table) : undefined}
          spaceBetween={spaceBetween}
          loop={looping}
          autoplay={autoplayOptions}
          // no containerMessage: the section around it is the named carousel (an aria-label on swiper's plain div is ignored)
          a11y={{ enabled: true, slideRole: 'group' }}
          onSwiper={(swiper) => {
            swiperRef.current = swiper;
          }}
          onSlideChange={(swiper) => onSlideChange?.(swiper.realIndex)}
        >
          {items.map((item, index) => (
            <SwiperSlide key={getKey ? getKey(item, index) : index} className={cx(styles.slide, slideClassName)}>
              {renderItem(item, index)}
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      {controls.row && (
        <div className={styles.controls}>
          {controls.pause && (
            <button
              type="button"
              className={styles.control}
              onClick={() => setPlaying((value) => !value)}
              aria-label={playing ? `Pause ${label}` : `Play ${label}`}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          )}
          {showArrows && (
            <>
              <ArrowButton {...arrow} direction="left" label={`Previous slide of ${label}`} onClick={() => swiperRef.current?.slidePrev()} />
              <ArrowButton {...arrow} direction="right" label={`Next slide of ${label}`} onClick={() => swiperRef.current?.slideNext()} />
            </>
          )}
        </div>
      )}
    </section>
  );
}

function PauseIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}
