// The home page's sections in Chromium at 1280x800 and 390x844: a theme card
// reaches its themes page, Book Now opens the listing in a new tab after the overlay,
// the wishlist note comes and goes and the heart survives a reload, the hero rotates
// on desktop and shows the festival banner at 390px, a devotional card reaches its
// listing. Also writes full-page screenshots to e2e/artifacts for a look.
import { artifact, expect, onlyAt, pauseClock, test, type Locator, type Page } from '../support/fixtures';
import { newTabAfterOverlay } from '../support/loading-overlay';

/** The first of these elements whose centre is inside the viewport (carousel slides off to the side are not). */
async function firstInView(page: Page, candidates: Locator): Promise<Locator> {
  const viewport = page.viewportSize()!;
  let found = -1;
  await expect
    .poll(async () => {
      const count = await candidates.count();
      for (let i = 0; i < count; i += 1) {
        const box = await candidates.nth(i).boundingBox();
        if (box && box.width > 0 && box.x >= 0 && box.x + box.width <= viewport.width) return (found = i);
      }
      return (found = -1);
    }, { message: 'a candidate inside the viewport' })
    .toBeGreaterThanOrEqual(0);
  return candidates.nth(found);
}

/** Resolves once the page has painted twice: what a scroll or a click set in motion has been laid out. */
function nextPaint(page: Page) {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Scrolls a carousel into view and pauses its autoplay, so its slides hold still. */
async function pausedCarousel(page: Page, label: string): Promise<Locator> {
  // The pause control exists once the carousel library has loaded, which it does when
  // the carousel nears the screen (a still placeholder with the same name stands in
  // until then).
  const region = page.getByRole('region', { name: label });
  await region.scrollIntoViewIfNeeded();
  const pause = page.getByRole('button', { name: `Pause ${label}` });
  await pause.waitFor({ state: 'attached' });
  await pause.scrollIntoViewIfNeeded();
  await pause.click();
  await expect(page.getByRole('button', { name: `Play ${label}` })).toBeVisible();
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
    await nextPaint(page);
  }
  // every fade-in finished (endless animations, a spinner's, excepted)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

test.describe('home sections', () => {
  test('a theme card shows the overlay, then its themes page listing destinations', async ({ page, viewportName }) => {
    await page.goto('/');
    let tile: Locator;
    if (viewportName === 'desktop') {
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
    await expect(page.locator('h1', { hasText: `${theme} Packages` })).toBeVisible();
    await expect(page.locator('ul[aria-label="Destinations"] > li').first()).toBeVisible();
  });

  test('Book Now on a trending card opens the listing in a new tab after the 1.5 s overlay', async ({ page }) => {
    await page.goto('/');
    const carousel = await pausedCarousel(page, 'Trending destinations');
    const book = await firstInView(page, carousel.getByRole('button', { name: /^Book Now: / }));
    const destination = /^Book Now: (.+) packages/.exec((await book.getAttribute('aria-label'))!)![1];
    const tab = await newTabAfterOverlay(page, book, `Loading ${destination} tour packages...`, 1_500, () => expect(book).toBeDisabled());
    await tab.waitForURL(`**/${destination.toLowerCase()}-tour-packages`);
    await expect(tab.getByRole('heading', { level: 1, name: `${destination} Tour Packages` })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('the wishlist note appears and disappears, and the heart survives a reload', async ({ page }) => {
    await page.goto('/');
    let carousel = await pausedCarousel(page, 'Trending destinations');
    const heart = await firstInView(page, carousel.getByRole('button', { name: /^Save .+ to wishlist$/ }));
    const label = (await heart.getAttribute('aria-label'))!;
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await page.clock.install();
    await pauseClock(page);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const note = carousel.getByText('Added to wishlist');
    await expect(note).toBeVisible();
    // shown for 1.5 s
    await page.clock.fastForward(1_400);
    await expect(note).toBeVisible();
    await page.clock.fastForward(100);
    await expect(note).toHaveCount(0);

    await page.clock.resume();
    await page.reload();
    carousel = await pausedCarousel(page, 'Trending destinations');
    const saved = carousel.getByRole('button', { name: label });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
  });

  test('a devotional card reaches its listing', async ({ page }) => {
    await page.goto('/');
    const carousel = await pausedCarousel(page, 'Devotional plans');
    const view = await firstInView(page, carousel.getByRole('button', { name: /^View .+ packages$/ }));
    const place = /^View (.+) packages$/.exec((await view.getAttribute('aria-label'))!)![1];
    const overlays = await recordOverlays(page);
    await view.click();
    await page.waitForURL(`**/${place.toLowerCase()}-tour-packages`);
    expect(await overlays()).toContainEqual(expect.stringContaining(`Loading ${place} tour packages...`));
    await expect(page.getByRole('heading', { level: 1, name: `${place} Tour Packages` })).toBeVisible();
  });

  test('full-page screenshot, every image sized and found', async ({ page, errors, viewportName }) => {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/media/') && response.status() >= 400) missing.push(response.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Why choose Safarnama Holidays' }).waitFor({ state: 'attached' });
    await scrollThrough(page);
    await artifact(page, `home-${viewportName}-full`, true);
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
  });
});

test.describe('the hero', () => {
  test('rotates every 5 s on desktop', async ({ page }) => {
    onlyAt('desktop');
    await page.clock.install();
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured destinations' });
    const active = hero.locator('[data-testid="hero-slide"][data-active="true"]');
    await expect(active).toHaveAttribute('aria-label', '1 of 6: Goa');
    // stop the clock, then hover and leave: the hero holds while hovered and starts
    // its 5 s again on leaving, at a time the test knows
    await pauseClock(page);
    await hero.hover();
    await page.mouse.move(0, 0);
    await page.clock.fastForward(4_900);
    await expect(active).toHaveAttribute('aria-label', '1 of 6: Goa');
    await page.clock.fastForward(100);
    await expect(active).toHaveAttribute('aria-label', '2 of 6: Manali');
    await artifact(page, 'home-desktop-hero');
  });

  test('at 390px is the Diwali festival banner', async ({ page }) => {
    onlyAt('mobile');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Diwali festival deals/ })).toBeAttached();
    await expect(page.getByRole('img', { name: /Diwali/ })).toBeVisible();
    await expect(page.locator('[data-testid="hero-slide"]')).toHaveCount(0);
    await artifact(page, 'home-mobile-hero');
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero holds still and the sections show without fading', async ({ page }) => {
    onlyAt('desktop');
    await page.clock.install();
    await page.goto('/');
    const heading = page.getByRole('heading', { name: 'Why choose Safarnama Holidays' });
    await heading.scrollIntoViewIfNeeded();
    const opacity = await heading.evaluate((el) => getComputedStyle(el.closest('section')!.parentElement!).opacity);
    expect(opacity).toBe('1');
    await pauseClock(page);
    await page.clock.fastForward(5_500);
    await expect(page.locator('[data-testid="hero-slide"][data-active="true"]')).toHaveAttribute('aria-label', '1 of 6: Goa');
  });
});
