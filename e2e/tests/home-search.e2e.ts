// Issue 5, the home page's search bar in Chromium at 1280x800 and 390x844: a picked
// city and a typed one land on their listing, an unknown one on /no-result-found
// with the server's message, an empty one toasts and sends nothing, and the month
// list runs from this month to December.
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, openPage } from '../support/browser';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openHome(page: Page) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Find your perfect holiday' });
  await form.waitFor();
  return form;
}

function searchPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/package/search') posts.push(request.postData() ?? '');
  });
  return posts;
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('home search bar (%s)', (_name, viewport) => {
  test('a picked city lands on its listing, and the request carries its id', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    const posts = searchPosts(page);
    const form = await openHome(page);
    const destination = form.getByRole('combobox', { name: 'Destination' });
    await destination.click();
    await destination.pressSequentially('goa');
    const listbox = form.getByRole('listbox', { name: 'Destinations' });
    await listbox.getByRole('option', { name: 'Goa', exact: true }).click();
    await listbox.waitFor({ state: 'hidden' });
    await expect(destination.inputValue()).resolves.toBe('Goa');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/goa-tour-packages');
    await page.getByRole('heading', { level: 1, name: 'Goa Tour Packages' }).waitFor();
    expect(await page.getByRole('link', { name: /^View details of / }).count()).toBeGreaterThan(0);
    const body = JSON.parse(posts[0]);
    expect(typeof body.destinationId).toBe('number');
    expect(body).toMatchObject({ destinationName: 'Goa', date: MONTHS[new Date().getMonth()], pageName: 'HOMEPAGE', source: 'online', websiteId: 1 });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a typed city that exists lands on its listing, with a null id and the UTM values of the page', async () => {
    const { page, context } = await openPage(browser, viewport);
    const posts = searchPosts(page);
    await page.goto('/?utm_source=instagram&utm_medium=social&utm_campaign=monsoon&utm_content=reel');
    const form = page.getByRole('form', { name: 'Find your perfect holiday' });
    await form.getByRole('combobox', { name: 'Destination' }).fill('kerala');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/kerala-tour-packages');
    await page.getByRole('heading', { level: 1, name: 'Kerala Tour Packages' }).waitFor();
    expect(JSON.parse(posts[0])).toMatchObject({
      destinationId: null,
      destinationName: 'kerala',
      utmSource: 'instagram',
      utmMedium: 'social',
      utmCampaign: 'monsoon',
      utmContent: 'reel',
      deviceType: viewport === MOBILE ? expect.any(String) : 'desktop',
      browser: 'Chrome',
    });
    await context.close();
  });

  test('an unknown destination lands on /no-result-found with the message', async () => {
    const { page, context } = await openPage(browser, viewport);
    const form = await openHome(page);
    await form.getByRole('combobox', { name: 'Destination' }).fill('Atlantis');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/no-result-found');
    await page.getByRole('heading', { level: 1, name: 'Sorry, nothing matched your search' }).waitFor();
    await page.getByText('No packages found for this destination.').waitFor();
    await page.getByRole('link', { name: 'Go Home' }).waitFor();
    await context.close();
  });

  test("an empty destination shows 'All fields are required!' and makes no request", async () => {
    const { page, context } = await openPage(browser, viewport);
    const posts = searchPosts(page);
    const form = await openHome(page);
    await form.getByRole('combobox', { name: 'Destination' }).fill('   ');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.getByText('All fields are required!').waitFor();
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  test('the month list runs from the current month to December, the current month chosen', async () => {
    const { page, context } = await openPage(browser, viewport);
    const form = await openHome(page);
    const month = form.getByRole('combobox', { name: 'Month of travel' });
    const options = await month.locator('option').allTextContents();
    const now = new Date();
    expect(options).toEqual(MONTHS.slice(now.getMonth()));
    await expect(month.inputValue()).resolves.toBe(MONTHS[now.getMonth()]);
    await context.close();
  });
});
