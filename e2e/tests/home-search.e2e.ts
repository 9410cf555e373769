// The home page's search bar in Chromium at 1280x800 and 390x844: a picked
// city and a typed one land on their listing, an unknown one on /no-result-found
// with the server's message, an empty one toasts and sends nothing, and the month
// list runs from this month to December.
import type { Request } from '@playwright/test';
import { expect, test, type Page } from '../support/fixtures';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

async function openHome(page: Page) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Find your perfect holiday' });
  await expect(form).toBeVisible();
  return form;
}

const isSearchPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/package/search';

function searchPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (isSearchPost(request)) posts.push(request.postData() ?? '');
  });
  return posts;
}

test.describe('home search bar', () => {
  test('a picked city lands on its listing, and the request carries its id', async ({ page, errors }) => {
    const posts = searchPosts(page);
    const form = await openHome(page);
    const destination = form.getByRole('combobox', { name: 'Destination' });
    await destination.click();
    await destination.pressSequentially('goa');
    const listbox = form.getByRole('listbox', { name: 'Destinations' });
    await listbox.getByRole('option', { name: 'Goa', exact: true }).click();
    await listbox.waitFor({ state: 'hidden' });
    await expect(destination).toHaveValue('Goa');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/goa-tour-packages');
    await expect(page.getByRole('heading', { level: 1, name: 'Goa Tour Packages' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^View details of / }).first()).toBeVisible();
    const body = JSON.parse(posts[0]);
    expect(typeof body.destinationId).toBe('number');
    expect(body).toMatchObject({ destinationName: 'Goa', date: MONTHS[new Date().getMonth()], pageName: 'HOMEPAGE', source: 'online', websiteId: 1 });
    expect(errors).toEqual([]);
  });

  test('a typed city that exists lands on its listing, with a null id and the UTM values of the page', async ({ page, viewportName }) => {
    const posts = searchPosts(page);
    await page.goto('/?utm_source=instagram&utm_medium=social&utm_campaign=monsoon&utm_content=reel');
    const form = page.getByRole('form', { name: 'Find your perfect holiday' });
    await form.getByRole('combobox', { name: 'Destination' }).fill('kerala');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/kerala-tour-packages');
    await expect(page.getByRole('heading', { level: 1, name: 'Kerala Tour Packages' })).toBeVisible();
    expect(JSON.parse(posts[0])).toMatchObject({
      destinationId: null,
      destinationName: 'kerala',
      utmSource: 'instagram',
      utmMedium: 'social',
      utmCampaign: 'monsoon',
      utmContent: 'reel',
      deviceType: viewportName === 'mobile' ? expect.any(String) : 'desktop',
      browser: 'Chrome',
    });
  });

  test('an unknown destination lands on /no-result-found with the message', async ({ page }) => {
    const form = await openHome(page);
    await form.getByRole('combobox', { name: 'Destination' }).fill('Atlantis');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/no-result-found');
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry, nothing matched your search' })).toBeVisible();
    await expect(page.getByText('No packages found for this destination.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  });

  test("an empty destination shows 'All fields are required!' and makes no request", async ({ page }) => {
    const posts = searchPosts(page);
    const form = await openHome(page);
    const destination = form.getByRole('combobox', { name: 'Destination' });
    await destination.fill('   ');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('All fields are required!')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    // The page's searches leave in the order they were asked for, through its one API
    // client: once a search asked for after the toast has left, any the empty one had
    // asked for would have been seen before it.
    await destination.fill('goa');
    const after = page.waitForRequest(isSearchPost);
    await form.getByRole('button', { name: 'Search' }).click();
    await after;
    expect(posts.map((body) => JSON.parse(body).destinationName)).toEqual(['goa']);
  });

  test('the month list runs from the current month to December, the current month chosen', async ({ page }) => {
    const form = await openHome(page);
    const month = form.getByRole('combobox', { name: 'Month of travel' });
    const options = await month.locator('option').allTextContents();
    const now = new Date();
    expect(options).toEqual(MONTHS.slice(now.getMonth()));
    await expect(month).toHaveValue(MONTHS[now.getMonth()]);
  });
});
