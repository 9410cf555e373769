// Every route of both route tables renders a heading, an unknown path shows
// the 404 page, /error is a real page; the shell's own pages at 1280x800 and 390x844
// (screenshots in e2e/artifacts for a look), with their titles.
import { artifact, expect, onlyAt, test, type Page } from '../support/fixtures';
import { sampleRoutes } from '../support/seeded-content';

async function expectHeading(page: Page, path: string) {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, path).toBeVisible({ timeout: 15_000 });
  return (await heading.textContent())?.trim();
}

test('every route in both route tables renders a heading', async ({ page, apiGet }) => {
  onlyAt('desktop');
  test.slow(); // twenty-four pages
  const { packageName, blogSlug, blogCategory } = await sampleRoutes(apiGet);
  const routes = [
    '/',
    '/about-us',
    '/contact-us',
    '/blogs',
    '/themes/wildlife',
    '/themes/water-activities',
    '/goa-tour-packages',
    '/no-result-found',
    '/enquiry',
    '/thank-you',
    '/darshan',
    '/details-dev-darshan',
    '/reviews',
    '/disclaimer',
    '/terms&conditions',
    '/privacy-policy',
    '/customer-support',
    '/sitemap',
    `/category/${blogCategory}/blog`,
    `/blog-details/${blogSlug}`,
    `/goa-tour-packages-details/${packageName}`,
    `/packages-details/${packageName}`,
    '/blog-not-found',
    '/error',
  ];
  const seen: Record<string, string | undefined> = {};
  for (const path of routes) seen[path] = await expectHeading(page, path);
  for (const path of routes) expect({ path, heading: seen[path] }).toEqual({ path, heading: expect.any(String) });
  expect(seen['/error']).toBe('Something went wrong');
});

test.describe('shell pages', () => {
  test('an unknown path shows the 404 page with the phone number and Go Home', async ({ page, viewportName: name }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^\+91 \d{10}$/ })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Safarnama Holidays');
    await artifact(page, `shell-404-${name}`);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  for (const [path, heading, title] of [
    ['about-us', 'About Safarnama Holidays', 'About Us'],
    ['disclaimer', 'Disclaimer', 'Disclaimer'],
    ['terms&conditions', 'Terms & Conditions', 'Terms & Conditions'],
    ['privacy-policy', 'Privacy Policy', 'Privacy Policy'],
    ['customer-support', 'Customer Support', 'Customer Support'],
    ['contact-us', 'Get in Touch', 'Contact Us'],
    ['error', 'Something went wrong', 'Something went wrong'],
  ]) {
    test(`/${path} has its heading, title and description`, async ({ page, errors, viewportName: name }) => {
    await page.goto(`/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Safarnama Holidays`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(40);
    await page.waitForLoadState('networkidle');
    await artifact(page, `shell-page-${path.replace(/[^a-z]+/g, '-')}-${name}`);
    // nothing overflows sideways
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors.filter((e) => !e.includes('/media/'))).toEqual([]);
    });
  }
});
