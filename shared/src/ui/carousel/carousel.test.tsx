import { act, render, screen } from '@testing-library/react';
import { markPageReady, resetPageReady } from '../hooks/page-ready';
import userEvent from '@testing-library/user-event';
import { clearViewport, mockViewport } from '../../testing/viewport';
import { Carousel, perViewAt } from './carousel';

const places = ['Jaipur', 'Kerala', 'Goa', 'Nainital', 'Wayanad', 'Shimla', 'Manali', 'Kashmir'];

afterEach(() => {
  // jsdom has no matchMedia of its own
  clearViewport();
});

function renderCarousel(props: Partial<Parameters<typeof Carousel<string>>[0]> = {}) {
  return render(
    <Carousel
      items={places}
      label="Trending destinations"
      slidesPerView={{ 320: 1.5, 768: 2, 1024: 3, 1280: 5 }}
      renderItem={(place) => <p>{place}</p>}
      {...props}
    />,
  );
}

it('shows the first slides at once, then every item once swiper has loaded', async () => {
  renderCarousel();
  expect(screen.getByRole('region', { name: 'Trending destinations' })).toBeInTheDocument();
  expect(screen.getByText('Jaipur')).toBeInTheDocument();
  expect(await screen.findByText('Kashmir')).toBeInTheDocument();
  for (const place of places) expect(screen.getAllByText(place).length).toBeGreaterThan(0);
});

it('picks slides per view by viewport width', () => {
  const table = { 320: 1.5, 768: 2, 1024: 3, 1280: 5 };
  expect(perViewAt(table, 390)).toBe(1.5);
  expect(perViewAt(table, 800)).toBe(2);
  expect(perViewAt(table, 1280)).toBe(5);
  expect(perViewAt(table, 200)).toBe(1.5);
  expect(perViewAt(4, 1000)).toBe(4);
});

it('has a visible pause control that toggles to play', async () => {
  const user = userEvent.setup();
  renderCarousel();
  await user.click(await screen.findByRole('button', { name: 'Pause Trending destinations' }));
  expect(screen.getByRole('button', { name: 'Play Trending destinations' })).toBeInTheDocument();
});

it('starts paused under prefers-reduced-motion', async () => {
  mockViewport(1280, { reducedMotion: true });
  renderCarousel();
  expect(await screen.findByRole('button', { name: 'Play Trending destinations' })).toBeInTheDocument();
});

it('disables its arrows on request', async () => {
  renderCarousel({ arrowsDisabled: true });
  expect(await screen.findByRole('button', { name: 'Previous slide of Trending destinations' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next slide of Trending destinations' })).toBeDisabled();
});

it('has no pause control without autoplay, and can hide arrows', async () => {
  renderCarousel({ autoplay: false, showArrows: false });
  await screen.findByText('Kashmir');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

describe('below the fold', () => {
  let reveal: (() => void) | undefined;
  beforeEach(() => {
    reveal = undefined;
    resetPageReady();
    // a stand-in for the browser's observer: the test decides when the carousel is on screen
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        reveal = () => act(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
      }
      disconnect() {}
    };
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('stays a still row of its first slides, with no controls, until it comes near the screen after the page painted', async () => {
    renderCarousel({ slidesPerView: 1 });
    // long enough for swiper's chunk to arrive, were it asked for
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByText('Jaipur')).toBeInTheDocument();
    expect(screen.queryByText('Kerala')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trending destinations' })).not.toHaveAttribute('aria-busy');

    act(() => markPageReady());
    reveal?.();
    expect(await screen.findByRole('button', { name: 'Next slide of Trending destinations' }, { timeout: 3000 })).toBeInTheDocument();
    for (const place of places) expect(screen.getAllByText(place).length).toBeGreaterThan(0);
  });
});
