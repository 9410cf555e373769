// The Dev Darshan pages (the offers banner turning every 3 s in a loop, the
// Popular Destinations buttons reaching a listing or /no-result-found, the five
// sample cards), the /sitemap page against the API's active cities, and /sitemap.xml:
// every URL it offers answers 200 and renders a page of its own.
import { artifact, expect, followInApp, onlyAt, pauseClock, test, type ApiGet, type Page } from '../support/fixtures';
import { listingPath, packageDetail, searchDestination, type Envelope } from '../support/seeded-content';

const SEARCH = '/api/package/search-main-package-and-sub-package';
const POPULAR = ['Kedarnath', 'Badrinath', 'Haridwar', 'Rishikesh', 'Gangotri', 'Yamunotri'];
const OFFER_PRICES = ['₹14,999', '₹25,999', '₹36,999', '₹15,999', '₹26,999'];

const LISTING = /^\/(.+)-tour-packages$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The package name the detail call takes from a page's address: the days/nights prefix removed, hyphens to spaces, title case. */
const packageNameFromSlug = (slug: string) =>
  decodeURIComponent(slug)
    .replace(/^\d+days-\d+nights-/, '')
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

async function packageCount(apiGet: ApiGet, name: string): Promise<number> {
  const { body } = await searchDestination(apiGet, name);
  return body.code === 1 ? (body.data?.packageResponse?.length ?? 0) : 0;
}

/** The offer the banner shows: the other slides are hidden from assistive technology. */
const shownOffer = (page: Page) => page.getByRole('group', { name: /^\d of 5:/ });

test.describe('Dev Darshan', () => {
  test('the offers turn every 3 s, start again after the fifth, pause, and lead to /details-dev-darshan', async ({ page, errors, viewportName }) => {
    await page.clock.install();
    await page.goto('/darshan');
    await expect(page.getByRole('heading', { level: 1, name: 'Dev Darshan: pilgrimage tours' })).toBeVisible();
    await expect(shownOffer(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await artifact(page, `darshan-${viewportName}`);
    await pauseClock(page);

    const label = async () => (await shownOffer(page).getAttribute('aria-label')) ?? '';
    const indexOf = async () => Number((await label()).charAt(0));
    const first = await indexOf();
    const seen = new Map<number, string>();
    for (let step = 1; step <= 5; step += 1) {
      await page.clock.fastForward(3_000);
      const expected = ((first - 1 + step) % 5) + 1;
      await expect(shownOffer(page)).toHaveAttribute('aria-label', new RegExp(`^${expected} of 5:`));
      seen.set(expected, (await shownOffer(page).textContent()) ?? '');
    }
    // five turns brought the first offer back: a loop, not a stop at the last
    expect(await indexOf()).toBe(first);
    expect([...seen.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const [index, text] of seen) expect(text).toContain(OFFER_PRICES[index - 1]);

    await page.getByRole('button', { name: 'Pause Dev Darshan offers' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click(); // focus leaves the banner too
    const paused = await label();
    await page.clock.fastForward(9_000);
    await expect(shownOffer(page)).toHaveAttribute('aria-label', paused);

    // the next page's loading runs on the page's timers
    await page.clock.resume();
    await shownOffer(page).getByRole('link', { name: /^View packages for / }).click();
    await expect(page).toHaveURL(/\/details-dev-darshan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dev Darshan Packages' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a Popular Destination with packages opens its listing', async ({ page, apiGet, errors }) => {
    const counts = await Promise.all(POPULAR.map((name) => packageCount(apiGet, name)));
    const withPackages = POPULAR.filter((_, i) => counts[i]! > 0);
    expect(withPackages.length).toBeGreaterThan(0);
    const name = withPackages[0]!;

    await page.goto('/darshan');
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${listingPath(name)}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${name} Tour Packages` })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a Popular Destination without packages, or an API error, leads to /no-result-found', async ({ page, apiGet }) => {
    const counts = await Promise.all(POPULAR.map((name) => packageCount(apiGet, name)));
    const without = POPULAR.find((_, i) => counts[i] === 0);
    if (without) {
      await page.goto('/darshan');
      await page.getByRole('button', { name: without, exact: true }).click();
      await expect(page).toHaveURL(/\/no-result-found$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sorry, nothing matched your search' })).toBeVisible();
    }

    // the API failing: the visitor is told, not left on a spinner
    await page.route(`**${SEARCH}?**`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":0,"message":"Service Unavailable"}' }));
    await page.goto('/darshan');
    await page.getByRole('button', { name: 'Kedarnath', exact: true }).click();
    await expect(page).toHaveURL(/\/no-result-found$/);
    await expect(page.getByRole('main').getByText('Failed to load package data', { exact: true }).first()).toBeVisible();
  });

  test('/details-dev-darshan shows the five sample yatras, and Book Now opens the enquiry popup', async ({ page, errors, viewportName }) => {
    await page.goto('/details-dev-darshan');
    await expect(page.getByRole('heading', { level: 1, name: 'Dev Darshan Packages' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(5);
    for (let i = 0; i < 5; i += 1) {
      const card = cards.nth(i);
      await expect(card.getByText('50% OFF')).toBeVisible();
      await expect(card.getByText('4-Star Hotel')).toBeVisible();
      await expect(card.getByText(/^\d+ Days \/ \d+ Nights$/)).toBeVisible();
      await expect(card).toContainText(OFFER_PRICES[i]!);
      await expect(card.getByRole('button', { name: /^Book Now/ })).toBeVisible();
    }

    const about = page.getByRole('region', { name: 'About Dev Darshan' });
    await expect(about).not.toContainText('Choose a yatra below');
    await about.getByRole('button', { name: 'Read More' }).click();
    await expect(about).toContainText('Choose a yatra below');
    await about.getByRole('button', { name: 'Read Less' }).click();
    await expect(about).not.toContainText('Choose a yatra below');

    await page.waitForLoadState('networkidle');
    await artifact(page, `details-dev-darshan-${viewportName}`, true);
    await cards.nth(1).getByRole('button', { name: /^Book Now/ }).click();
    await expect(page.getByRole('dialog', { name: 'Please share your details to get a custom quote' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});

test('/sitemap lists every active city by name with its listing link, and the fixed links', async ({ page, apiGet, errors, viewportName }) => {
  const { body } = await apiGet<Envelope<{ id: number; city: string }[]>>('/api/package/cities-active');
  expect(body.code).toBe(1);
  await page.goto('/sitemap');
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();

  const pages = page.getByRole('list', { name: 'Pages' }).getByRole('link');
  await expect(pages).toHaveText(['Home', 'About Us', 'Contact Us', 'Privacy Policy', 'Terms & Conditions', 'Sitemap']);
  const pageHrefs = await pages.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(pageHrefs).toEqual(['/', '/about-us', '/contact-us', '/privacy-policy', '/terms&conditions', '/sitemap']);

  const cities = page.getByRole('list', { name: 'Destinations' }).getByRole('link');
  await expect(cities).toHaveCount(body.data.length);
  const shown = await cities.evaluateAll((links) => links.map((link) => ({ name: link.textContent ?? '', href: link.getAttribute('href') })));
  const byName = (a: string, b: string) => a.localeCompare(b, 'en-IN', { sensitivity: 'base', numeric: true });
  expect(shown.map((c) => c.name)).toEqual(body.data.map((c) => c.city).sort(byName));
  for (const city of shown) expect(city.href).toBe(listingPath(city.name));

  await page.waitForLoadState('networkidle');
  await artifact(page, `sitemap-${viewportName}`, true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // a city link opens its listing
  const goa = shown.find((c) => c.name === 'Goa') ?? shown[0]!;
  await cities.filter({ hasText: new RegExp(`^${escapeRegExp(goa.name)}$`) }).click();
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === goa.href);
  await expect(page.getByRole('heading', { level: 1, name: `${goa.name} Tour Packages` })).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * Runs the checks a few at a time: 800 URLs one after another took 40 s of the suite,
 * and a handful in flight is what a crawler sends (more only queue on two cores).
 */
async function inBatches<T>(items: readonly T[], check: (item: T) => Promise<void>, size = 8): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(check));
}

test.describe('/sitemap.xml', () => {
  /** Every path the sitemap offers, decoded as the router reads it. */
  async function sitemapPaths(page: Page): Promise<string[]> {
    const response = await page.request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeURI(new URL(m[1]!.replace(/&amp;/g, '&')).pathname));
  }

  /** The page's own h1: not the shell's 404, not /no-result-found, not an empty frame. */
  async function expectOwnPage(page: Page, path: string): Promise<string> {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading, path).toBeVisible();
    await expect(page.locator('[data-page-frame]'), `${path} is an empty frame`).toHaveCount(0);
    const text = ((await heading.textContent()) ?? '').trim();
    expect({ path, heading: text }).not.toEqual({ path, heading: expect.stringMatching(/^(Page not found|Sorry, nothing matched your search|Something went wrong)$/) });
    expect(decodeURIComponent(new URL(page.url()).pathname), `${path} sent the visitor elsewhere`).toBe(path);
    return text;
  }

  // One crawl of URLs, not a layout check: the desktop project does it.
  test('every URL answers 200; every page but the packages opens with its own heading; the API finds every package', async ({ page, apiGet }) => {
    onlyAt('desktop');
    test.setTimeout(600_000);
    const paths = await sitemapPaths(page);
    expect(paths.length).toBeGreaterThan(10);

    await inBatches(paths, async (path) => {
      const response = await page.request.get(encodeURI(path));
      expect({ path, status: response.status() }).toEqual({ path, status: 200 });
    });

    const packages = paths.filter((p) => p.startsWith('/packages-details/'));
    const listings = paths.filter((p) => LISTING.test(p));
    const others = paths.filter((p) => !p.startsWith('/packages-details/') && !LISTING.test(p));
    // Every other page is opened by its address, as a crawler lands on it. The
    // listings, one route with a city in it, share a second tab: the first opened by
    // its address, the rest followed in the open site the way an in-site link goes (a
    // reload of the whole site per city was two thirds of this test; their 200s are
    // checked above).
    const tab = await page.context().newPage();
    await Promise.all([
      (async () => {
        for (const path of others) await expectOwnPage(page, path);
      })(),
      (async () => {
        await expectOwnPage(tab, listings[0]!);
        for (const path of listings) {
          const city = LISTING.exec(path)![1]!.replace(/-/g, ' ');
          await followInApp(tab, path);
          await expect(tab.getByRole('heading', { level: 1 }).first(), path).toHaveText(new RegExp(`^${escapeRegExp(city)} tour packages$`, 'i'));
          await expect(tab.locator('[data-page-frame]'), `${path} is an empty frame`).toHaveCount(0);
          expect(decodeURIComponent(new URL(tab.url()).pathname), `${path} sent the visitor elsewhere`).toBe(path);
        }
      })(),
    ]);
    expect(listings.length).toBeGreaterThan(40);

    const names = new Map<string, string>();
    await inBatches(packages, async (path) => {
      const slug = path.slice('/packages-details/'.length);
      const { body } = await packageDetail(apiGet, packageNameFromSlug(slug));
      expect({ path, code: body.code, days: body.data?.packageDetailResponse.days }).toEqual({ path, code: 1, days: Number(/^(\d+)days-/.exec(slug)?.[1]) });
      names.set(path, body.data!.packageDetailResponse.name);
    });

    // a sample of the package pages in the browser: first, last and three between
    const step = Math.max(1, Math.floor(packages.length / 4));
    const sample = [...new Set([0, step, 2 * step, 3 * step, packages.length - 1])].map((i) => packages[i]!).filter(Boolean);
    for (const path of sample) expect(await expectOwnPage(page, path)).toBe(names.get(path));
  });
});
