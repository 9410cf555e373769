// The loading overlay that a link to a listing raises before it opens the listing in
// a new tab (the store's overlay, which the shell draws over the page), timed on the
// page's own clock.
import { expect, pauseClock, type Locator, type Page } from './fixtures';

/**
 * Clicks `target` with the page's clock stopped: the overlay shows `text` and stays
 * for `ms` (the test moves the clock), and only then does the new tab open. Returns
 * the tab, with the clock running again: the clock is the whole context's, and the
 * tab's page runs on it. `whileShown` checks the page while the overlay is up.
 */
export async function newTabAfterOverlay(page: Page, target: Locator, text: string, ms: number, whileShown?: () => Promise<void>): Promise<Page> {
  await page.clock.install();
  await pauseClock(page);
  let opened = false;
  const newTab = page.context().waitForEvent('page').then((tab) => ((opened = true), tab));
  await target.click();
  await expect(page.getByTestId('loading-overlay').getByText(text)).toBeVisible();
  await whileShown?.();
  await page.clock.fastForward(ms - 100);
  await expect(page.getByTestId('loading-overlay')).toBeVisible();
  expect(opened).toBe(false);
  await page.clock.fastForward(100);
  const tab = await newTab;
  await page.clock.resume();
  return tab;
}
