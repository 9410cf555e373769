// The server renders each page's first view and the browser adopts it (hydration):
// one address of every route arrives with its h1 already in the HTML, and the browser
// takes it over without a console error (React reports a mismatch it had to render
// again as one). With JavaScript off, a package page still reads: its title, price
// and itinerary.
import { test, expect } from '../support/fixtures';
import { packageDetail } from '../support/seeded-content';

/** One address of each route of the site whose h1 the test names, with that h1. */
const NAMED_H1: Record<string, RegExp> = {
  '/': /holiday tour packages/i,
  '/goa-tour-packages': /^Goa/,
  '/packages-details/7days-6nights-kashmir-paradise-tour': /Kashmir Paradise Tour/,
  '/kashmir-tour-packages-details/7days-6nights-kashmir-paradise-tour': /Kashmir Paradise Tour/,
  '/themes/family': /Family/,
  '/blogs': /Where are you headed next/,
  '/blog-details/nainital-with-kids': /Nainital with Kids/,
  '/about-us': /About Safarnama Holidays/,
};

/** One address of each of the other routes: any h1 of their own. */
const OTHER_ROUTES = [
  '/category/friend/blog',
  '/reviews',
  '/darshan',
  '/details-dev-darshan',
  '/sitemap',
  '/enquiry',
  '/no-result-found',
  '/contact-us',
  '/customer-support',
  '/disclaimer',
  '/terms&conditions',
  '/privacy-policy',
];

const ROUTES: readonly { path: string; h1: RegExp }[] = [
  ...Object.entries(NAMED_H1).map(([path, h1]) => ({ path, h1 })),
  ...OTHER_ROUTES.map((path) => ({ path, h1: /.+/ })),
];

const h1Text = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .trim();

test('every route arrives rendered and is taken over by the browser without a console error', async ({ page, errors }) => {
  test.setTimeout(180_000);
  for (const { path, h1 } of ROUTES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const served = h1Text(await response!.text());
    expect(served, `${path}: the h1 in the server's HTML`).toMatch(h1);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(served!);
    // taken over: the page answers to React (the skip link's target takes the focus)
    await page.waitForLoadState('networkidle');
    expect(errors, path).toEqual([]);
  }
});

test('with JavaScript off a package page shows its title, price and itinerary, and says the forms need JavaScript', async ({ browser, run, apiGet }) => {
  const context = await browser.newContext({ baseURL: run.baseUrl, javaScriptEnabled: false });
  const page = await context.newPage();
  const name = 'Kashmir Paradise Tour';
  const detail = await packageDetail(apiGet, name);
  const response = await page.goto('/packages-details/7days-6nights-kashmir-paradise-tour');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const price = detail.body.data.packageDetailResponse.price.toLocaleString('en-IN');
  await expect(page.getByText(`₹${price}`).first()).toBeVisible();
  for (const day of detail.body.data.itineraryNameResponseList) await expect(page.getByText(day.name).first()).toBeAttached();
  // (a <noscript> line: Chromium with scripts switched off by the test still parses it as text, so it is read from the HTML)
  expect(await response!.text()).toMatch(/<noscript><p>Our enquiry and booking forms need JavaScript: turn it on to send us a request or call us 24\/7 on \+91 \d{10}\.<\/p><\/noscript>/);
  await context.close();
});
