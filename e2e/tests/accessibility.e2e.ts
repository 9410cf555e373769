// In Chromium at 1280x800 and 390x844: axe-core finds no serious or critical WCAG
// 2.2 AA violation on any route of the shell's and the remotes' route tables, nor
// with any dialog open; while a modal dialog is open the page behind it is inert (no
// focus, no clicks, nothing for a screen reader) and Tab stays in the dialog; closing
// it gives focus back to its opener; and on a phone the floating buttons (Enquiry
// Now, Luna's) never cover what has focus.
import AxeBuilder from '@axe-core/playwright';
import { expect, onlyAt, test, type Locator, type Page } from '../support/fixtures';
import { packageDetail, packagesOf, sampleRoutes } from '../support/seeded-content';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical violations on the page as it is now, one readable line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    );
}

const chatButton = (page: Page) => page.getByRole('button', { name: 'Chat with Luna' }).last();

/** Opens a route and waits for what a visitor sees: its heading, the footer and the floating chat button. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(chatButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // colours are judged once fades have ended: mid-fade, a text's colour is blended with its background
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

// The shell's routes and the remotes' (shell/src/app/router.tsx), with real seeded addresses below.
const ROUTES = [
  '/',
  '/goa-tour-packages',
  '/themes/wildlife',
  '/darshan',
  '/details-dev-darshan',
  '/no-result-found',
  '/sitemap',
  '/blogs',
  '/blog-not-found',
  '/reviews',
  '/enquiry',
  '/thank-you',
  '/about-us',
  '/contact-us',
  '/disclaimer',
  '/terms&conditions',
  '/privacy-policy',
  '/customer-support',
  '/error',
  '/no-such-page-xyz',
];

test.describe('axe on every route', () => {
  for (const path of ROUTES) {
    test(path, async ({ page }) => {
      await openSettled(page, path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a package (both addresses), a blog category, an article', async ({ page, apiGet }) => {
    const { packageName, blogSlug, blogCategory } = await sampleRoutes(apiGet);
    for (const path of [`/goa-tour-packages-details/${packageName}`, `/packages-details/${packageName}`, `/category/${blogCategory}/blog`, `/blog-details/${blogSlug}`]) {
      await openSettled(page, path);
      expect.soft(await seriousViolations(page), path).toEqual([]);
    }
  });
});

/** The page around an open dialog, as the inert attribute leaves it: [header, main, footer, dialog] inert? */
async function inertState(dialog: Locator): Promise<boolean[]> {
  return dialog.evaluate((element) =>
    [document.querySelector('header'), document.querySelector('main'), document.querySelector('footer'), element].map((node) => !!node?.closest('[inert]')),
  );
}

/**
 * An open modal dialog: axe finds nothing serious, the page behind is inert, Tab
 * stays inside; Escape closes it and focus goes back to `opener`.
 */
async function expectModal(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  expect(await seriousViolations(page)).toEqual([]);
  expect(await inertState(dialog)).toEqual([true, true, true, false]);
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.locator('[inert]').count()).toBe(0);
}

test.describe('dialogs', () => {
  test('the enquiry popup', async ({ page }) => {
    await openSettled(page, '/about-us');
    const opener = page.getByRole('button', { name: 'Enquiry Now' });
    await opener.click();
    await expectModal(page, page.getByRole('dialog', { name: 'Please share your details to get a custom quote' }), opener);
  });

  test("the share panel of a listing's package", async ({ page, apiGet }) => {
    const [cheapest] = [...(await packagesOf(apiGet, 'goa'))].sort((a, b) => a.price - b.price);
    await openSettled(page, '/goa-tour-packages');
    const opener = page.getByRole('button', { name: `Share ${cheapest!.name}` });
    await opener.click();
    await expectModal(page, page.getByRole('dialog', { name: `Share ${cheapest!.name}` }), opener);
  });

  test("the themes page's quote popup, which opens by itself: focus goes back where it was", async ({ page }) => {
    await page.goto('/themes/wildlife');
    const dialog = page.getByRole('dialog', { name: /^Get a custom .*quote$/ });
    // the popup comes 2 s after the page: focus something on the page before it does
    const budget = page.getByRole('radio', { name: 'All budgets' });
    await budget.waitFor();
    expect(await budget.evaluate((radio: HTMLElement) => (radio.focus(), document.querySelector('[role="dialog"]') === null))).toBe(true);
    await expectModal(page, dialog, budget);
  });

  test('the booking dialog on a phone', async ({ page, apiGet }) => {
    onlyAt('mobile');
    const { pkg, packageName } = await sampleRoutes(apiGet);
    await openSettled(page, `/packages-details/${packageName}`);
    const opener = page.getByRole('button', { name: 'Book Now' });
    await opener.click();
    const details = await packageDetail(apiGet, pkg.name);
    await expectModal(page, page.getByRole('dialog', { name: `Book ${details.body.data.packageDetailResponse.name}` }), opener);
  });

  test('the filters dialog on a phone', async ({ page }) => {
    onlyAt('mobile');
    await openSettled(page, '/goa-tour-packages');
    const opener = page.getByRole('button', { name: /^Filters/ });
    await opener.click();
    await expectModal(page, page.getByRole('dialog', { name: 'Filters' }), opener);
  });

  test("Luna's chat: a modal on a phone, a panel beside the page on a desktop", async ({ page, viewportName }) => {
    await openSettled(page, '/about-us');
    const opener = chatButton(page);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Chat with Luna' });
    if (viewportName === 'mobile') {
      await expect(dialog.getByRole('log').getByText('Typing...')).toHaveCount(0);
      await expectModal(page, dialog, opener);
      return;
    }
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('log').getByText('Typing...')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    // not modal: the page stays usable beside it
    expect(await inertState(dialog)).toEqual([false, false, false, false]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

/**
 * Focuses every control of the page in turn, each first brought to the bottom edge
 * of the screen (the worst place for it: where the floating buttons are), and
 * returns those that then still overlap a floating button, with their labels.
 */
async function coveredWhenFocused(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const floating = () =>
      [...document.querySelectorAll<HTMLElement>('button')]
        .filter((button) => /^(Enquiry Now|Chat with Luna)$/.test((button.getAttribute('aria-label') ?? button.textContent ?? '').trim()))
        .filter((button) => getComputedStyle(button).position === 'fixed' && getComputedStyle(button).visibility !== 'hidden');
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
    const buttons = floating();
    if (buttons.length !== 2) return [`${buttons.length} floating buttons on the page`];
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) => !buttons.includes(el) && !el.closest('[inert], [hidden], [aria-hidden="true"]') && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
    );
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const covered: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      window.scrollBy(0, box.bottom - window.innerHeight);
      control.focus();
      await frame();
      if (document.activeElement !== control) continue;
      const boxes = [control.getBoundingClientRect(), ...[...((control as HTMLInputElement).labels ?? [])].map((label) => label.getBoundingClientRect())];
      for (const button of floating()) {
        const buttonBox = button.getBoundingClientRect();
        if (boxes.some((b) => overlaps(b, buttonBox))) {
          const name = control.getAttribute('aria-label') || control.textContent?.trim() || (control as HTMLInputElement).labels?.[0]?.textContent || control.tagName;
          covered.push(`${name.slice(0, 60)} under ${button.textContent?.trim() || button.getAttribute('aria-label')}`);
        }
      }
    }
    return covered.length ? covered : [`checked ${controls.length}`];
  });
}

test.describe('the floating buttons on a phone', () => {
  for (const path of ['/', '/contact-us']) {
    test(`never cover a focused control or its label on ${path}`, async ({ page }) => {
      onlyAt('mobile');
      // instant scrolling, so each control is measured where focus left it
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openSettled(page, path);
      await expect(page.getByRole('button', { name: 'Enquiry Now' })).toBeVisible();
      if (path === '/') {
        // the first screen, before any scrolling: the search card's Search button is clear of both
        const search = await page.locator('[data-remote="catalogue"]').getByRole('button', { name: 'Search', exact: true }).boundingBox();
        for (const name of ['Enquiry Now', 'Chat with Luna']) {
          const button = await page.getByRole('button', { name }).last().boundingBox();
          expect(search && button && search.y + search.height <= button.y, `Search above ${name}`).toBe(true);
        }
      }
      const result = await coveredWhenFocused(page);
      expect(result).toHaveLength(1);
      expect(result[0]).toMatch(/^checked \d{2,}$/);
    });
  }
});
