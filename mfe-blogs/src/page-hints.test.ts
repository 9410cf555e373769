// page-hints.json tells the server which image each page paints first, so that
// index.html can preload it; a hint that drifts from the page fetches the wrong image.
import hints from './page-hints.json';
import { BLOGS_HERO_IMAGE } from './components/blogs-hero/hero-image';

test('the blog home and the category lists hint their hero artwork', () => {
  expect(hints.BlogsPage.images).toEqual([BLOGS_HERO_IMAGE]);
  expect(hints.BlogCategoryPage.images).toEqual([BLOGS_HERO_IMAGE]);
});
