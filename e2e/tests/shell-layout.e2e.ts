// Issue 4, the shell's frame in Chromium at 1280x800 and 390x844: navbar links and
// highlighting, the hamburger, the themes panel/list reaching a themes page, the
// TFN number, the footer's destinations, categories and newsletter, and where the
// floating 'Enquiry Now' button shows.
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, openPage, screenshot } from '../support/browser';
import { queryRows } from '../support/database';

const DEFAULT_PHONE = '9311223344';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const banner = (page: Page) => page.getByRole('banner').first();
const footer = (page: Page) => page.getByRole('contentinfo');

/** The seeded TFN number (the server's, deliberately not the site's default). */
function seededTfn(): string {
  const [row] = queryRows<{ tfn_number: string }>('SELECT tfn_number FROM tfn_numbers WHERE website_id = 1');
  return row.tfn_number;
}

async function openMenu(page: Page) {
  const menu = banner(page).getByRole('button', { name: 'Menu' });
  await menu.click();
  await expectAttribute(page, menu, 'aria-expanded', 'true');
  return menu;
}

async function expectAttribute(page: Page, locator: ReturnType<Page['locator']>, name: string, value: string | null) {
  await page.waitForFunction(
    ([el, attr, expected]) => (el as Element).getAttribute(attr as string) === expected,
    [await locator.elementHandle(), name, value] as const,
  );
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('navbar (%s)', (name, viewport) => {
  const isMobile = name === 'mobile';

  test('links go to their pages and the current one is highlighted', async () => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto('/about-us');
    await page.getByRole('heading', { level: 1, name: 'About Safarnama Holidays' }).waitFor();

    if (isMobile) await openMenu(page);
    await banner(page).getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL('**/blogs');
    if (isMobile) {
      // choosing a link closed the menu
      await banner(page).getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
      await openMenu(page);
    }
    expect(await banner(page).getByRole('link', { name: 'Blog', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await banner(page).getByRole('link', { name: 'Contact Us' }).getAttribute('aria-current')).toBeNull();

    await banner(page).getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL('**/contact-us');
    await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
    if (isMobile) await openMenu(page);
    expect(await banner(page).getByRole('link', { name: 'Contact Us' }).getAttribute('aria-current')).toBe('page');
    expect(await banner(page).getByRole('link', { name: 'Blog', exact: true }).getAttribute('aria-current')).toBeNull();
    await screenshot(page, `shell-navbar-${name}`);

    // the logo goes home
    if (isMobile) await page.keyboard.press('Escape');
    await banner(page).getByRole('link', { name: /Safarnama Holidays/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  test('the phone number from the TFN call replaces the default', async () => {
    const tfn = seededTfn();
    expect(tfn).not.toBe(DEFAULT_PHONE);
    const { page, context } = await openPage(browser, viewport);
    await page.goto('/about-us');
    const phoneLink = isMobile
      ? banner(page).getByRole('link', { name: `Call us 24/7 on +91 ${tfn}` })
      : banner(page).getByRole('link', { name: `+91 ${tfn}` });
    await phoneLink.waitFor();
    expect(await phoneLink.getAttribute('href')).toBe(`tel:+91${tfn}`);
    if (!isMobile) await banner(page).getByText('Book Online or Call Us 24/7').waitFor();
    await footer(page).getByRole('link', { name: new RegExp(`\\+91 ${tfn}`) }).waitFor();
    expect(await page.getByText(`+91 ${DEFAULT_PHONE}`).count()).toBe(0);
    await context.close();
  });

  if (isMobile) {
    test('the hamburger opens the menu and an outside click closes it', async () => {
      const { page, context } = await openPage(browser, viewport);
      await page.goto('/about-us');
      const menu = await openMenu(page);
      const nav = banner(page).getByRole('navigation', { name: 'Main' });
      await nav.waitFor({ state: 'visible' });
      expect(await menu.getAttribute('aria-controls')).toBeTruthy();
      await screenshot(page, 'shell-menu-mobile');
      // a tap below the menu, on the page
      await page.mouse.click(195, 800);
      await nav.waitFor({ state: 'hidden' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await context.close();
    });
  }

  test('a theme from the navbar reaches its themes page, which lists packages', async () => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto('/about-us');
    let themeLink;
    if (isMobile) {
      await openMenu(page);
      await banner(page).getByRole('button', { name: 'Themes' }).click();
      themeLink = banner(page).getByRole('list', { name: 'Holiday themes' }).getByRole('link', { name: 'Wildlife' });
    } else {
      await banner(page).getByRole('button', { name: 'Themes' }).hover();
      const tiles = banner(page).getByRole('list', { name: 'Holiday themes' });
      await tiles.waitFor();
      expect(await tiles.getByRole('link').count()).toBeGreaterThanOrEqual(6);
      await screenshot(page, 'shell-themes-panel-desktop');
      themeLink = tiles.getByRole('link', { name: 'Wildlife' });
    }
    await themeLink.click();
    await page.waitForURL('**/themes/wildlife');
    const area = page.locator('[data-remote="catalogue"]');
    await area.getByRole('heading', { level: 1 }).waitFor();
    // destination cards with prices
    await area.getByText(/₹/).first().waitFor();
    // Themes is highlighted on a themes page (read from the DOM: the themes page may
    // have opened its quote popup over the header by now)
    expect(await banner(page).locator('button[aria-controls][data-current="true"]').count()).toBe(1);
    await context.close();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('footer (%s)', (name, viewport) => {
  test('a top destination opens its listing in a new tab after about a second', async () => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto('/about-us');
    const kerala = footer(page).getByRole('navigation', { name: 'Top Destinations' }).getByRole('link', { name: /Kerala/ });
    await kerala.scrollIntoViewIfNeeded();
    const started = Date.now();
    const popup = context.waitForEvent('page');
    await kerala.click();
    await page.getByTestId('loading-overlay').getByText('Loading Kerala tour packages...').waitFor();
    const tab = await popup;
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(4000);
    await tab.waitForURL('**/kerala-tour-packages');
    await tab.locator('[data-remote="catalogue"]').getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about-us');
    await context.close();
  });

  test('a top category shows the overlay, then its themes page', async () => {
    const { page, context } = await openPage(browser, viewport);
    // slow the call down a little so the loading state can be seen
    await page.route('**/api/package/search-by-category**', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto('/about-us');
    const family = footer(page).getByRole('navigation', { name: 'Top Categories' }).getByRole('link', { name: 'Family' });
    await family.scrollIntoViewIfNeeded();
    await family.click();
    const overlay = page.getByTestId('loading-overlay');
    await overlay.getByText('Loading Family packages...').waitFor();
    await overlay.getByText('Please wait while we prepare your experience...').waitFor();
    expect(await family.getAttribute('aria-disabled')).toBe('true');
    await screenshot(page, `shell-category-overlay-${name}`);
    await page.waitForURL('**/themes/family');
    await overlay.waitFor({ state: 'detached' });
    await page.locator('[data-remote="catalogue"]').getByText(/₹/).first().waitFor();
    await context.close();
  });

  test('the newsletter refuses a bad address, thanks for a good one for 5 s, and stores it', async () => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto('/about-us');
    const form = footer(page).getByRole('form', { name: 'Newsletter sign-up' });
    await form.scrollIntoViewIfNeeded();
    const email = form.getByRole('textbox', { name: 'Email address' });
    await email.fill('meera@invalid');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Valid email is required *').waitFor();
    const border = await email.evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(border).toBe('rgb(198, 40, 40)');
    await screenshot(page, `shell-newsletter-invalid-${name}`);

    const address = `e2e.${name}.${Date.now()}@example.in`;
    await email.fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const thanks = form.getByText('Thank you for subscribing!');
    await thanks.waitFor();
    const shownAt = Date.now();
    expect(await form.getByText('Valid email is required *').count()).toBe(0);
    expect(queryRows('SELECT email FROM newsletter_subscriptions WHERE email = ?', address)).toHaveLength(1);
    await thanks.waitFor({ state: 'detached', timeout: 8000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThanOrEqual(4500);
    expect(shownFor).toBeLessThan(6500);
    await context.close();
  });

  test('quick links, connect details and the legal line', async () => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto('/about-us');
    const quick = footer(page).getByRole('navigation', { name: 'Quick Links' });
    expect(await quick.getByRole('link', { name: /Sitemap/ }).getAttribute('target')).toBe('_blank');
    await quick.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const socials = footer(page).getByRole('list', { name: 'Follow us' }).getByRole('link');
    expect(await socials.count()).toBe(5);
    for (let i = 0; i < 5; i += 1) {
      expect(await socials.nth(i).getAttribute('target')).toBe('_blank');
      expect(await socials.nth(i).getAttribute('rel')).toBe('noopener noreferrer');
    }
    await footer(page).getByText(`© ${new Date().getFullYear()} Safarnama Holidays`).waitFor();
    await footer(page).getByText(/company number U\w+/).waitFor();
    await footer(page).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await screenshot(page, `shell-footer-${name}`);
    await context.close();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('Enquiry Now (%s)', (_name, viewport) => {
  test('is hidden exactly on the routes the spec lists', async () => {
    const { page, context } = await openPage(browser, viewport);
    const hidden = [
      '/no-result-found',
      '/goa-tour-packages-details/4days-3nights-goa-beach-escape',
      '/packages-details/4days-3nights-goa-beach-escape',
      '/blog-details/best-time-to-visit-ladakh',
      '/category/Adventure/blog',
      '/enquiry',
    ];
    const shown = ['/', '/about-us', '/contact-us', '/goa-tour-packages', '/themes/wildlife', '/blogs', '/thank-you', '/terms&conditions', '/no-such-page'];
    const button = page.getByRole('button', { name: 'Enquiry Now' });
    for (const path of shown) {
      await page.goto(path);
      await button.waitFor({ state: 'visible' });
    }
    for (const path of hidden) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, count: await button.count() }).toEqual({ path, count: 0 });
    }
    await context.close();
  });
});
