import { Carousel, type CarouselProps } from '@safarnama/shared';
import { HomeSection, type HomeSectionProps } from './home-section';

export interface HomeCarouselProps<T extends { id: string | number }>
  extends Pick<HomeSectionProps, 'title' | 'subtitle' | 'action' | 'tone'>,
    Pick<CarouselProps<T>, 'items' | 'renderItem' | 'slidesPerView' | 'spaceBetween'> {
  /** The carousel's name, where it is not the section's title. */
  label?: string;
  /** A destination is loading: the arrows are greyed out meanwhile. */
  loading: boolean;
}

/**
 * A home section that is one carousel of cards (curated getaways, hidden gems,
 * trending, devotional plans, the seasonal banners). The carousel carries the
 * section's name, so the section is not a second region of the same name.
 */
export function HomeCarousel<T extends { id: string | number }>({ title, subtitle, action, tone, label = title, loading, ...carousel }: HomeCarouselProps<T>) {
  return (
    <HomeSection landmark={false} title={title} subtitle={subtitle} action={action} tone={tone}>
      <Carousel {...carousel} getKey={(item) => item.id} label={label} arrowsDisabled={loading} />
    </HomeSection>
  );
}
