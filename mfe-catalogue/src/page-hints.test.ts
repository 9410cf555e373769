// page-hints.json tells the server which image each page paints first, so that
// index.html can preload it; a hint that drifts from the page fetches the wrong image.
import { breakpoints } from '@safarnama/shared';
import hints from './page-hints.json';
import { festivalBanner, heroSlides } from './features/home/data/hero-slides';

test('the home page hints are the hero images painted first: the festival banner on phones, the first slide from the tablet width', () => {
  expect(hints.HomePage.images).toEqual([
    { href: festivalBanner.url, media: `(max-width: ${breakpoints.tablet - 0.02}px)` },
    { href: heroSlides[0]?.url, media: `(min-width: ${breakpoints.tablet}px)` },
  ]);
});
