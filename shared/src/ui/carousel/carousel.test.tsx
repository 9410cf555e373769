import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';

const places = ['Jaipur', 'Kerala', 'Goa', 'Nainital', 'Wayanad', 'Shimla', 'Manali', 'Kashmir'];

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

afterEach(() => {
  // jsdom has no matchMedia of its own
  delete (window as Partial<Window>).matchMedia;
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

it('renders every item in a labelled carousel', () => {
  renderCarousel();
  expect(screen.getByRole('region', { name: 'Trending destinations' })).toBeInTheDocument();
  for (const place of places) expect(screen.getAllByText(place).length).toBeGreaterThan(0);
});

it('has a visible pause control that toggles to play', async () => {
  const user = userEvent.setup();
  renderCarousel();
  await user.click(screen.getByRole('button', { name: 'Pause Trending destinations' }));
  expect(screen.getByRole('button', { name: 'Play Trending destinations' })).toBeInTheDocument();
});

it('starts paused under prefers-reduced-motion', () => {
  mockReducedMotion(true);
  renderCarousel();
  expect(screen.getByRole('button', { name: 'Play Trending destinations' })).toBeInTheDocument();
});

it('disables its arrows on request', () => {
  renderCarousel({ arrowsDisabled: true });
  expect(screen.getByRole('button', { name: 'Previous slide of Trending destinations' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next slide of Trending destinations' })).toBeDisabled();
});

it('has no pause control without autoplay, and can hide arrows', () => {
  renderCarousel({ autoplay: false, showArrows: false });
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
