// Issue 4: every route of both route tables renders a heading, an unknown path shows
// the 404 page, /error is a real page; the shell's own pages at 1280x800 and 390x844
// (screenshots in e2e/artifacts for a look), with their titles.
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, apiGet, launchBrowser, openPage, screenshot } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Envelope<T> {
  code: number;
  data: T;
}

/** Real addresses for the parameterised routes, from the seeded API. */
async function sampleRoutes() {
  const goa = await apiGet<Envelope<{ packageResponse: { slug: string; durationDay: number }[] }>>(
    '/api/package/search-main-package-and-sub-package?websiteId=1&destinationName=goa',
  );
  const pkg = goa.body.data.packageResponse[0];
  const packageName = `${pkg.durationDay}days-${pkg.durationDay - 1}nights-${pkg.slug}`;
  const blogs = await apiGet<Envelope<{ slug: string; categoryName: string }[]>>('/api/blog/get-all');
  const blog = blogs.body.data[0];
  return {
    packageName,
    blogSlug: blog.slug,
    blogCategory: blog.categoryName,
  };
}

async function expectHeading(page: Page, path: string) {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor({ timeout: 15_000 });
  return (await heading.textContent())?.trim();
}

test('every route in both route tables renders a heading', async () => {
  const { packageName, blogSlug, blogCategory } = await sampleRoutes();
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
  const { page, context } = await openPage(browser, DESKTOP);
  const seen: Record<string, string | undefined> = {};
  for (const path of routes) seen[path] = await expectHeading(page, path);
  for (const path of routes) expect({ path, heading: seen[path] }).toEqual({ path, heading: expect.any(String) });
  expect(seen['/error']).toBe('Something went wrong');
  await context.close();
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('shell pages (%s)', (name, viewport) => {
  test('an unknown path shows the 404 page with the phone number and Go Home', async () => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto('/this-page-does-not-exist');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: /^\+91 \d{10}$/ }).waitFor();
    expect(await page.title()).toBe('Page not found | Safarnama Holidays');
    await screenshot(page, `shell-404-${name}`);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  test.each([
    ['about-us', 'About Safarnama Holidays', 'About Us'],
    ['disclaimer', 'Disclaimer', 'Disclaimer'],
    ['terms&conditions', 'Terms & Conditions', 'Terms & Conditions'],
    ['privacy-policy', 'Privacy Policy', 'Privacy Policy'],
    ['customer-support', 'Customer Support', 'Customer Support'],
    ['contact-us', 'Get in Touch', 'Contact Us'],
    ['error', 'Something went wrong', 'Something went wrong'],
  ])('/%s has its heading, title and description', async (path, heading, title) => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto(`/${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.title()).toBe(`${title} | Safarnama Holidays`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(40);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `shell-page-${path.replace(/[^a-z]+/g, '-')}-${name}`);
    // nothing overflows sideways
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors.filter((e) => !e.includes('/media/'))).toEqual([]);
    await context.close();
  });
});
