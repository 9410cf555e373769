import { act, render, screen, within } from '@testing-library/react';
import { GlobalLoadingOverlay, resetSiteStore, useSiteStore } from '@safarnama/shared';
import { cleanEachTest } from '@safarnama/shared/testing';
import { TrendingCard, TrendingDestinations } from './trending-destinations';
import { trendingDestinations } from '../data/trending';

const jaipur = trendingDestinations[0];

beforeEach(() => {
  jest.useFakeTimers();
  resetSiteStore();
  localStorage.clear();
});
cleanEachTest();

function heart() {
  return screen.getByRole('button', { name: 'Save Jaipur to wishlist' });
}

describe('wishlist heart', () => {
  it("toggles the id in the shared store and shows 'Added to wishlist' for 1.5 s", () => {
    render(<TrendingCard place={jaipur} disabled={false} onBook={() => {}} />);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    act(() => heart().click());
    expect(useSiteStore.getState().wishlist).toEqual([jaipur.id]);
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Added to wishlist');

    act(() => jest.advanceTimersByTime(1499));
    expect(screen.getByRole('status')).toHaveTextContent('Added to wishlist');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the note on removal too, and a new toggle restarts the 1.5 s', () => {
    render(<TrendingCard place={jaipur} disabled={false} onBook={() => {}} />);
    act(() => heart().click());
    act(() => jest.advanceTimersByTime(1000));
    act(() => heart().click());
    expect(useSiteStore.getState().wishlist).toEqual([]);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('Added to wishlist');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('persists the wishlist to localStorage and shows the saved state', async () => {
    // the app reads the saved state once it has rendered; only then does it write
    await useSiteStore.persist.rehydrate();
    useSiteStore.getState().toggleWishlist(jaipur.id);
    render(<TrendingCard place={jaipur} disabled={false} onBook={() => {}} />);
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('safarnama-site') ?? '{}').state.wishlist).toEqual([jaipur.id]);
  });

  it('is disabled while a destination loads', () => {
    render(<TrendingCard place={jaipur} disabled onBook={() => {}} />);
    expect(heart()).toBeDisabled();
    expect(screen.getByRole('button', { name: /Book Now/ })).toBeDisabled();
  });
});

describe('Book Now', () => {
  it('shows the overlay for 1.5 s with controls disabled, then opens the listing in a new tab', async () => {
    const tab = { opener: {} } as unknown as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(tab);
    render(
      <>
        <TrendingDestinations />
        <GlobalLoadingOverlay />
      </>,
    );
    // the carousel is ready once swiper's chunk has loaded and its arrows show
    await screen.findByRole('button', { name: 'Next slide of Trending destinations' });
    const region = screen.getByRole('region', { name: 'Trending destinations' });
    const book = within(region).getAllByRole('button', { name: /Book Now: Kerala/ })[0];
    act(() => book.click());

    expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Loading Kerala tour packages...');
    for (const button of within(region).getAllByRole('button', { name: /Book Now/ })) expect(button).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Next slide of Trending destinations' })).toBeDisabled();

    await act(async () => jest.advanceTimersByTime(1499));
    expect(open).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledWith('/kerala-tour-packages', '_blank');
    expect(tab.opener).toBeNull();
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    expect(within(region).getAllByRole('button', { name: /Book Now/ })[0]).toBeEnabled();
  });
});
