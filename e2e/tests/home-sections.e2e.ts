// Issue 5, the home page's sections in Chromium at 1280x800 and 390x844: a theme card
// reaches its themes page, Book Now opens the listing in a new tab after the overlay,
// the wishlist note comes and goes and the heart survives a reload, the hero rotates
// on desktop and shows the festival banner at 390px, a devotional card reaches its
// listing. Also writes full-page screenshots to e2e/artifacts for a look.
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, openPage } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first of these elements whose centre is inside the viewport (carousel slides off to the side are not). */
async function firstInView(page: Page, candidates: Locator): Promise<Locator> {
  const viewport = page.viewportSize()!;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const count = await candidates.count();
    for (let i = 0; i < count; i += 1) {
      const item = candidates.nth(i);
      const box = await item.boundingBox();
      if (box && box.width > 0 && box.x >= 0 && box.x + box.width <= viewport.width) return item;
    }
    await page.waitForTimeout(200);
  }
  throw new Error('no candidate came into view');
}

/** Scrolls a carousel into view and pauses its autoplay, so its slides hold still. */
async function pausedCarousel(page: Page, label: string): Promise<Locator> {
  // The pause control exists once the carousel library has loaded (a static
  // placeholder with the same name stands in until then).
  const pause = page.getByRole('button', { name: `Pause ${label}` });
  await pause.waitFor({ state: 'attached' });
  await pause.scrollIntoViewIfNeeded();
  await pause.click();
  await page.getByRole('button', { name: `Play ${label}` }).waitFor();
  return page.getByRole('region', { name: label });
}

/** Records every loading-overlay text shown from now on (an overlay over a fast local call may last only a few ms). */
async function recordOverlays(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __overlays: string[] }).__overlays = seen;
    new MutationObserver(() => {
      const overlay = document.querySelector('[data-testid="loading-overlay"]');
      if (overlay?.textContent && seen[seen.length - 1] !== overlay.textContent) seen.push(overlay.textContent);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __overlays: string[] }).__overlays);
}

/** Scrolls to the bottom in steps so every section fades in, then back to the top. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height / 2;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(800);
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('home sections (%s)', (name, viewport) => {
  test('a theme card shows the overlay, then its themes page listing destinations', async () => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto('/');
    let tile: Locator;
    if (viewport === DESKTOP) {
      tile = page.getByRole('button', { name: 'Wildlife packages' });
      await tile.scrollIntoViewIfNeeded();
    } else {
      const carousel = await pausedCarousel(page, 'Holiday themes');
      tile = await firstInView(page, carousel.getByRole('button', { name: / packages$/ }));
    }
    const theme = (await tile.getAttribute('aria-label'))!.replace(/ packages$/, '');
    const overlays = await recordOverlays(page);
    await tile.click();
    await page.waitForURL(`**/themes/${theme.toLowerCase().replace(/\s+/g, '-')}`);
    expect(await overlays()).toContainEqual(expect.stringContaining(`Loading ${theme} packages...`));
    // CSS locators: the enquiry remote's quote popup opens over this page after 2 s
    await page.locator('h1', { hasText: `${theme} Packages` }).waitFor();
    const destinations = page.locator('ul[aria-label="Destinations"] > li');
    await destinations.first().waitFor();
    expect(await destinations.count()).toBeGreaterThan(0);
    await context.close();
  });

  test('Book Now on a trending card opens the listing in a new tab after the overlay', async () => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto('/');
    const carousel = await pausedCarousel(page, 'Trending destinations');
    const book = await firstInView(page, carousel.getByRole('button', { name: /^Book Now: / }));
    const destination = /^Book Now: (.+) packages/.exec((await book.getAttribute('aria-label'))!)![1];
    const newTab = context.waitForEvent('page');
    const clickedAt = Date.now();
    await book.click();
    await page.getByTestId('loading-overlay').getByText(`Loading ${destination} tour packages...`).waitFor();
    expect(await book.isDisabled()).toBe(true);
    const tab = await newTab;
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1400);
    await tab.waitForURL(`**/${destination.toLowerCase()}-tour-packages`);
    await tab.getByRole('heading', { level: 1, name: `${destination} Tour Packages` }).waitFor();
    await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  test('the wishlist note appears and disappears, and the heart survives a reload', async () => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto('/');
    let carousel = await pausedCarousel(page, 'Trending destinations');
    const heart = await firstInView(page, carousel.getByRole('button', { name: /^Save .+ to wishlist$/ }));
    const label = (await heart.getAttribute('aria-label'))!;
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    const note = carousel.getByText('Added to wishlist');
    await note.waitFor({ state: 'visible' });
    await note.waitFor({ state: 'detached', timeout: 2500 });

    await page.reload();
    carousel = await pausedCarousel(page, 'Trending destinations');
    const saved = carousel.getByRole('button', { name: label });
    await saved.waitFor({ state: 'attached' });
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  test('a devotional card reaches its listing', async () => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto('/');
    const carousel = await pausedCarousel(page, 'Devotional plans');
    const view = await firstInView(page, carousel.getByRole('button', { name: /^View .+ packages$/ }));
    const place = /^View (.+) packages$/.exec((await view.getAttribute('aria-label'))!)![1];
    const overlays = await recordOverlays(page);
    await view.click();
    await page.waitForURL(`**/${place.toLowerCase()}-tour-packages`);
    expect(await overlays()).toContainEqual(expect.stringContaining(`Loading ${place} tour packages...`));
    await page.getByRole('heading', { level: 1, name: `${place} Tour Packages` }).waitFor();
    await context.close();
  });

  test('full-page screenshot, every image sized and found', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    const missing: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/media/') && response.status() >= 400) missing.push(response.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Why choose Safarnama Holidays' }).waitFor({ state: 'attached' });
    await scrollThrough(page);
    await page.screenshot({ path: `${__dirname}/../artifacts/home-${name}-full.png`, fullPage: true });
    const unsized = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-remote="catalogue"] img'))
        .filter((img) => !(img.getAttribute('width') && img.getAttribute('height')))
        .map((img) => img.getAttribute('src')),
    );
    expect(unsized).toEqual([]);
    const eager = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-remote="catalogue"] img'))
        .filter((img) => img.getAttribute('loading') !== 'lazy')
        .map((img) => img.getAttribute('src')),
    );
    expect(eager).toHaveLength(1);
    expect(missing).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test('the hero rotates every 5 s on desktop', async () => {
  const { page, context } = await openPage(browser, DESKTOP);
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured destinations' });
  const active = hero.locator('[data-testid="hero-slide"][data-active="true"]');
  await active.waitFor();
  expect(await active.getAttribute('aria-label')).toBe('1 of 6: Goa');
  await page.mouse.move(0, 0);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="hero-slide"][data-active="true"]')?.getAttribute('aria-label') === '2 of 6: Manali',
    undefined,
    { timeout: 7000 },
  );
  await page.screenshot({ path: `${__dirname}/../artifacts/home-desktop-hero.png` });
  await context.close();
});

test('at 390px the hero is the Diwali festival banner', async () => {
  const { page, context } = await openPage(browser, MOBILE);
  await page.goto('/');
  await page.getByRole('heading', { name: /Diwali festival deals/ }).waitFor({ state: 'attached' });
  await page.getByRole('img', { name: /Diwali/ }).waitFor();
  expect(await page.locator('[data-testid="hero-slide"]').count()).toBe(0);
  await page.screenshot({ path: `${__dirname}/../artifacts/home-mobile-hero.png` });
  await context.close();
});

test('under reduced motion the hero holds still and the sections show without fading', async () => {
  const { page, context } = await openPage(browser, DESKTOP, { reducedMotion: 'reduce' });
  await page.goto('/');
  const heading = page.getByRole('heading', { name: 'Why choose Safarnama Holidays' });
  await heading.scrollIntoViewIfNeeded();
  const opacity = await heading.evaluate((el) => getComputedStyle(el.closest('section')!.parentElement!).opacity);
  expect(opacity).toBe('1');
  await page.waitForTimeout(5500);
  expect(await page.locator('[data-testid="hero-slide"][data-active="true"]').getAttribute('aria-label')).toBe('1 of 6: Goa');
  await context.close();
});
