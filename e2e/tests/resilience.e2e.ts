// The site when something it starts with fails. /remotes.json failing as a
// page loads leaves every remote area on its fallback, and one Retry, once the file
// is back, brings the areas back in the same document; an unknown address is a real
// 404 (status and page).
import { expect, expectShellChrome, followInApp, test, type Page } from '../support/fixtures';

const UNAVAILABLE = 'This part of the site is temporarily unavailable';

/**
 * index.html as the server sends it when it cannot read its pin file: the boot data
 * carries no pins (and so no manifests and no page module), and the shell has to
 * fetch /remotes.json itself.
 */
async function serveIndexWithoutPins(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script id="site-boot" type="application\/json">)(.*?)(<\/script>)/s,
        (_match, open: string, json: string, close: string) => {
          const { pins: _pins, manifests: _manifests, page: _page, ...rest } = JSON.parse(json) as Record<string, unknown>;
          return `${open}${JSON.stringify({ ...rest, pins: {}, manifests: {} }).replace(/</g, '\\u003c')}${close}`;
        },
      );
      expect(html).toContain('"pins":{}');
      // the body is sent as text: the original's length and compression no longer apply
      const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = response.headers();
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
}

test('/remotes.json failing as the page loads: every area falls back, and once the file is back Retry brings them back without a reload', async ({ page }) => {
  await serveIndexWithoutPins(page);
  let pinRequests = 0;
  await page.route('**/remotes.json', async (route) => {
    pinRequests += 1;
    if (pinRequests === 1) await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    else await route.continue();
  });

  await page.goto('/');
  const home = page.locator('[data-remote="catalogue"]');
  await expect(home.getByText(UNAVAILABLE)).toBeVisible();
  await expectShellChrome(page);
  // the floating widgets' areas (loaded once the page is idle) failed too
  await expect(page.locator('[data-remote="enquiry"]').getByText(UNAVAILABLE)).toBeVisible();
  await expect(page.locator('[data-remote="chat"]').getByText(UNAVAILABLE)).toBeVisible();
  expect(pinRequests).toBe(1);

  // the file is back (the route lets the second request through)
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await home.getByRole('button', { name: 'Retry' }).click();

  await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(home.getByRole('button', { name: /Search/ }).first()).toBeVisible();
  // one Retry: the other areas of the remotes that now have a pin came back by themselves
  await expect(page.getByRole('button', { name: 'Enquiry Now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with Luna' })).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  expect(pinRequests).toBe(2);
  expect(navigations).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // and the site goes on working: another remote's page, followed in the open site
  await followInApp(page, '/blogs');
  await expect(page.locator('[data-remote="blogs"]').getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown address answers HTTP 404 and shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page-xyz');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Safarnama Holidays');
  expect(response?.status()).toBe(404);
});
