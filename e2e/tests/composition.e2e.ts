// The platform as a visitor meets it: one seamless site from four remotes, with one
// React and one store. (A remote that is down: platform.e2e.ts.) Viewport-independent,
// so the desktop project runs it.
import { expect, expectShellChrome, test } from '../support/fixtures';

test('the home page renders the shell and the catalogue remote with one React, no console errors', async ({ page, errors }) => {
  await page.goto('/');
  await expectShellChrome(page);
  const catalogue = page.locator('[data-remote="catalogue"]');
  await expect(catalogue.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __REACT_RENDERERS__: number }).__REACT_RENDERERS__)).toBe(1);
  // Module Federation loaded exactly one version of each singleton
  const loaded = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown }>>>> } }).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const scope of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded || info.loading) result[pkg] = [...new Set([...(result[pkg] ?? []), version])];
        }
      }
    }
    return result;
  });
  for (const pkg of ['react', 'react-dom', 'zustand', '@safarnama/shared']) {
    expect(loaded[pkg]).toHaveLength(1);
  }
  expect(errors).toEqual([]);
});

test('a store change made in the catalogue remote is seen by the shell and by the enquiry remote', async ({ page, context }) => {
  await page.goto('/');
  const enquiryButton = page.getByRole('button', { name: 'Enquiry Now' });
  await enquiryButton.waitFor();
  // Book Now on a trending card (catalogue) raises the store's overlay for 1.5 s.
  const bookNow = page.locator('[data-remote="catalogue"]').getByRole('button', { name: /Book Now/i }).first();
  await bookNow.scrollIntoViewIfNeeded();
  const newTab = context.waitForEvent('page');
  await bookNow.click();
  // The shell renders the overlay from the store...
  await page.getByTestId('loading-overlay').waitFor({ state: 'visible' });
  // ...and the enquiry remote hides its floating button while it shows.
  await enquiryButton.waitFor({ state: 'hidden' });
  await (await newTab).close();
  await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
  await enquiryButton.waitFor({ state: 'visible' });
});
