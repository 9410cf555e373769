import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearViewport, mockViewport, renderWithRouter } from '@safarnama/shared/testing';
import { devDarshanOffers } from './data/dev-darshan-offers';
import { OfferBanner } from './offer-banner';

/** The slide a visitor sees: the others are hidden from the accessibility tree. */
const shownOffer = () => screen.getByRole('group', { name: /of 5:/ }).getAttribute('aria-label');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  clearViewport();
});

it('shows the five offers with the spec prices in order, every 3 s, and starts again after the last', () => {
  expect(devDarshanOffers.map((offer) => offer.price)).toEqual([14_999, 25_999, 36_999, 15_999, 26_999]);
  renderWithRouter(<OfferBanner />);
  const titles = devDarshanOffers.map((offer, i) => `${i + 1} of 5: ${offer.title}`);
  expect(shownOffer()).toBe(titles[0]);
  expect(screen.getByText('₹14,999')).toBeVisible();

  advance(2_999);
  expect(shownOffer()).toBe(titles[0]);
  advance(1);
  expect(shownOffer()).toBe(titles[1]);
  for (const title of titles.slice(2)) {
    advance(3_000);
    expect(shownOffer()).toBe(title);
  }
  // the loop: after the fifth comes the first again
  advance(3_000);
  expect(shownOffer()).toBe(titles[0]);
});

it('links every offer to /details-dev-darshan', () => {
  renderWithRouter(<OfferBanner />);
  for (const offer of devDarshanOffers) {
    // hidden slides are inert: the link of each is there, reachable when its slide shows
    const link = screen.getByRole('link', { name: `View packages for ${offer.title}`, hidden: true });
    expect(link).toHaveAttribute('href', '/details-dev-darshan');
  }
});

it('stops on Pause and goes on from the same offer on Play', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithRouter(<OfferBanner />);
  advance(3_000);
  const second = shownOffer();
  await user.click(screen.getByRole('button', { name: 'Pause Dev Darshan offers' }));
  // the pointer and focus left on the button hold it too: move them away to prove the pause alone holds it
  await user.unhover(screen.getByRole('button', { name: 'Play Dev Darshan offers' }));
  act(() => (document.activeElement as HTMLElement).blur());
  advance(9_000);
  expect(shownOffer()).toBe(second);
  await user.click(screen.getByRole('button', { name: 'Play Dev Darshan offers' }));
  await user.unhover(screen.getByRole('button', { name: 'Pause Dev Darshan offers' }));
  act(() => (document.activeElement as HTMLElement).blur());
  advance(3_000);
  expect(shownOffer()).toMatch(/^3 of 5/);
});

it('a dot shows its offer', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithRouter(<OfferBanner />);
  await user.click(screen.getByRole('button', { name: `Show offer 4: ${devDarshanOffers[3].title}` }));
  expect(shownOffer()).toBe(`4 of 5: ${devDarshanOffers[3].title}`);
  expect(screen.getByRole('button', { name: `Show offer 4: ${devDarshanOffers[3].title}` })).toHaveAttribute('aria-current', 'true');
});

it('never moves by itself under prefers-reduced-motion', () => {
  mockViewport(1280, { reducedMotion: true });
  renderWithRouter(<OfferBanner />);
  advance(15_000);
  expect(shownOffer()).toMatch(/^1 of 5/);
  expect(screen.getByRole('button', { name: 'Play Dev Darshan offers' })).toBeDisabled();
});
