import type { ReactNode } from 'react';
import { Carousel, type CarouselProps } from '@safarnama/shared';
import { useDestinationSearch } from '../../../hooks/use-destination-search';
import { HomeSection, type HomeSectionProps } from './home-section';
import { cardOverlay } from './overlay-text';

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

/** Opens a destination's listing from a card: in this tab, or in a new one once found. */
export type OpenDestination = (destination: string, target?: 'same-tab' | 'new-tab') => void;

export interface SearchCarouselProps<T extends { id: string | number }> extends Omit<HomeCarouselProps<T>, 'loading' | 'renderItem'> {
  /** A card, given how to open a destination and whether one is loading (its button greys out meanwhile). */
  renderItem: (item: T, open: OpenDestination, isLoading: boolean) => ReactNode;
}

/**
 * A home carousel whose cards search their destination, one search at a time, under
 * the cards' loading overlay; while one loads, the arrows grey out.
 */
export function SearchCarousel<T extends { id: string | number }>({ renderItem, ...carousel }: SearchCarouselProps<T>) {
  const { search, isLoading } = useDestinationSearch('HOMEPAGE');
  const open: OpenDestination = (destination, target = 'same-tab') => void search(destination, { ...cardOverlay(destination), target });
  return <HomeCarousel {...carousel} loading={isLoading} renderItem={(item) => renderItem(item, open, isLoading)} />;
}
