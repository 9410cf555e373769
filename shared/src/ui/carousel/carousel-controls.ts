import type { CarouselProps } from './carousel';

/**
 * Which controls a carousel shows: the pause/play button (by default whenever it can
 * autoplay) and the arrows, never for a single slide. The placeholder reserves the
 * row that swiper's version fills, so both ask here.
 */
type ControlProps = Pick<CarouselProps<unknown>, 'items' | 'autoplay' | 'showArrows' | 'showPauseControl'>;

export function carouselControls({ items, autoplay = true, showArrows = true, showPauseControl }: ControlProps) {
  const pause = (showPauseControl ?? autoplay !== false) && items.length > 1;
  return { pause, row: (showArrows || pause) && items.length > 1 };
}
