// Bundle budget: the JavaScript a phone downloads before the home page's first
// render (shell, shared dependencies, catalogue home), measured in the browser and
// gzip-compressed as the server would send it. Fails above 200 KB.
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { MOBILE, launchBrowser, openPage } from '../support/browser';

const BUDGET_BYTES = 200 * 1024;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the home page first render loads at most 200 KB of gzip JavaScript', async () => {
  const { page, context } = await openPage(browser, MOBILE);
  const scripts: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.body().catch(() => null);
    if (body) scripts.push({ url: new URL(response.url()).pathname, bytes: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto('/');
  await page.locator('[data-remote="catalogue"]').getByRole('heading', { level: 1 }).waitFor();
  // everything that executed before the first render has been received by now
  await new Promise((resolve) => setTimeout(resolve, 100));
  const firstRender = scripts.slice();
  await page.waitForLoadState('networkidle');
  const afterIdle = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const total = firstRender.reduce((sum, s) => sum + s.bytes, 0);
  const rows = firstRender
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `  ${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${s.url}`)
    .join('\n');
  console.log(`home page first render: ${(total / 1024).toFixed(1)} KB gzip JavaScript in ${firstRender.length} files (budget 200 KB); ${(afterIdle / 1024).toFixed(1)} KB once the network is idle\n${rows}`);
  expect(firstRender.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  await context.close();
});
