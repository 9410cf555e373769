// Bundle budget: the JavaScript a phone downloads for the home page's first render
// (shell, shared dependencies, catalogue home), measured in the browser and
// gzip-compressed as the server would send it. Fails above 200 KB.
//
// "First render" is the moment the catalogue's heading is in the page: scripts
// requested after it (chat, the Enquiry Now button, lower sections, which load once
// the page has rendered) are listed but not counted.
import zlib from 'node:zlib';
import { expect, test } from '../support/fixtures';

const BUDGET_BYTES = 200 * 1024;
const MARK_FIRST_RENDER = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-remote="catalogue"] h1')) {
      window.__firstRenderAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;
// measured on a phone's screen; the desktop project runs it with a phone viewport too
test.use({ viewport: { width: 390, height: 844 } });

test('the home page first render loads at most 200 KB of gzip JavaScript', async ({ page, context }) => {
  await context.addInitScript(MARK_FIRST_RENDER);
  const gzipBytes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.body().catch(() => null);
    if (body) gzipBytes.set(response.url(), zlib.gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/');
  await expect(page.locator('[data-remote="catalogue"]').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const requested = await page.evaluate(() => {
    const firstRenderAt = (window as unknown as { __firstRenderAt: number }).__firstRenderAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => ({ url: entry.name, beforeFirstRender: entry.startTime <= firstRenderAt }));
  });
  const rows = requested
    .filter((r) => gzipBytes.has(r.url))
    .map((r) => ({ ...r, bytes: gzipBytes.get(r.url)!, path: new URL(r.url).pathname }))
    .sort((a, b) => Number(b.beforeFirstRender) - Number(a.beforeFirstRender) || b.bytes - a.bytes);
  const counted = rows.filter((r) => r.beforeFirstRender);
  const total = counted.reduce((sum, r) => sum + r.bytes, 0);
  const later = rows.filter((r) => !r.beforeFirstRender).reduce((sum, r) => sum + r.bytes, 0);
  const table = rows
    .map((r) => `  ${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${r.beforeFirstRender ? 'first render' : 'after      '}  ${r.path}`)
    .join('\n');
  console.log(
    `home page first render: ${(total / 1024).toFixed(1)} KB gzip JavaScript in ${counted.length} files (budget 200 KB); ` +
      `${(later / 1024).toFixed(1)} KB more after it\n${table}`,
  );
  expect(counted.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
