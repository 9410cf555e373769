// Speed budgets, measured in Chromium against the real server at a phone's size
// (390x844); each figure is printed, and crossing a budget fails the run:
//   - the JavaScript a page has requested by the time its remote's heading (the first
//     [data-remote] h1) is in the document: at most 150 KB on /, on a listing and on a
//     package detail page;
//   - all the JavaScript / has requested by network idle: at most 250 KB;
//   - layout shift on / and on a listing: at most 0.05.
// A KB is 1,024 bytes. A script counts at the size of its body, as the browser received
// it, gzip-compressed at level 9: the figure does not depend on how the server compresses.
import zlib from 'node:zlib';
import type { Response } from '@playwright/test';
import { expect, test, type Page } from '../support/fixtures';
import { packageSegment, packagesOf } from '../support/seeded-content';

const KB = 1024;
const FIRST_RENDER_BUDGET = 150 * KB;
const HOME_TOTAL_BUDGET = 250 * KB;
const LAYOUT_SHIFT_BUDGET = 0.05;

// Set up before any script of the page runs: the first moment a remote page's heading
// is in the document, and every layout shift (as CLS counts them: not after input).
const OBSERVE = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-remote] h1')) {
      window.__firstRenderAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface ScriptRow {
  path: string;
  bytes: number;
  beforeFirstRender: boolean;
}

interface PageLoad {
  scripts: ScriptRow[];
  layoutShift: number;
}

test.use({ viewport: { width: 390, height: 844 } });

async function loadAndMeasure(page: Page, path: string): Promise<PageLoad> {
  await page.context().addInitScript(OBSERVE);
  const gzipBytes = new Map<string, number>();
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    bodies.push(
      response.body().then(
        (body) => void gzipBytes.set(response.url(), zlib.gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  await page.goto(path);
  await expect(page.locator('[data-remote] h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  const measured = await page.evaluate(() => {
    const w = window as unknown as { __firstRenderAt: number; __layoutShift: number };
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js(\?|$)/.test(new URL(entry.name).pathname + new URL(entry.name).search))
      .map((entry) => ({ url: entry.name, beforeFirstRender: entry.startTime <= w.__firstRenderAt }));
    return { scripts, layoutShift: w.__layoutShift };
  });
  const scripts = measured.scripts
    .filter((s) => gzipBytes.has(s.url))
    .map((s) => ({ path: new URL(s.url).pathname, bytes: gzipBytes.get(s.url)!, beforeFirstRender: s.beforeFirstRender }))
    .sort((a, b) => Number(b.beforeFirstRender) - Number(a.beforeFirstRender) || b.bytes - a.bytes);
  return { scripts, layoutShift: measured.layoutShift };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const sum = (rows: ScriptRow[]) => rows.reduce((total, r) => total + r.bytes, 0);

function report(label: string, load: PageLoad): { firstRender: number; total: number } {
  const firstRender = sum(load.scripts.filter((s) => s.beforeFirstRender));
  const total = sum(load.scripts);
  const table = load.scripts.map((s) => `  ${kb(s.bytes).padStart(9)}  ${s.beforeFirstRender ? 'first render' : 'after       '}  ${s.path}`).join('\n');
  console.log(
    `${label}: ${kb(firstRender)} gzip JavaScript before the first render (budget ${kb(FIRST_RENDER_BUDGET)}), ${kb(total)} by network idle (home budget ${kb(HOME_TOTAL_BUDGET)}), ` +
      `layout shift ${load.layoutShift.toFixed(3)}\n${table}`,
  );
  return { firstRender, total };
}

test('home page: JavaScript before its first render and in all within budget, layout shift at most 0.05', async ({ page }) => {
  const load = await loadAndMeasure(page, '/');
  const { firstRender, total } = report('/', load);
  expect(load.scripts.some((s) => s.beforeFirstRender)).toBe(true);
  expect(firstRender, 'JavaScript before the first render of /').toBeLessThanOrEqual(FIRST_RENDER_BUDGET);
  expect(total, 'all JavaScript of / by network idle').toBeLessThanOrEqual(HOME_TOTAL_BUDGET);
  expect(load.layoutShift, 'layout shift on /').toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
});

test('a destination listing: JavaScript before its first render within budget, layout shift at most 0.05', async ({ page, rows }) => {
  // this page's searches: other journeys open the same listing on the same server
  const recorded: Response[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const url = new URL(response.url());
    if (request.method() === 'POST' && url.pathname === '/api/package/search-main-package-and-sub-package' && url.searchParams.get('destinationName') === 'goa') {
      recorded.push(response);
    }
  });
  const listingSearches = () => rows<{ n: number }>("SELECT COUNT(*) AS n FROM search_events WHERE page_name = 'LISTING_PAGE' AND destination_query = 'goa'")[0]!.n;
  // the banner, its largest paint, is named in the HTML itself
  const html = await (await page.request.get('/goa-tour-packages')).text();
  expect(html).toContain('<link rel="preload" as="image" href="/media/art/banner/goa.svg" fetchpriority="high">');
  const before = listingSearches();
  const load = await loadAndMeasure(page, '/goa-tour-packages');
  // index.html carried the result; the visit is still recorded as a search once the page has
  // rendered: one search of the listing's, which the server answered and stored
  await expect.poll(() => recorded.length).toBe(1);
  expect(recorded[0]!.status()).toBe(200);
  expect(recorded[0]!.request().postDataJSON()).toMatchObject({ pageName: 'LISTING_PAGE' });
  await expect.poll(listingSearches).toBeGreaterThan(before);
  await expect(page.locator('[data-remote="catalogue"]').getByRole('heading', { level: 1, name: /goa/i })).toBeVisible();
  const { firstRender } = report('/goa-tour-packages', load);
  expect(firstRender, 'JavaScript before the first render of a listing').toBeLessThanOrEqual(FIRST_RENDER_BUDGET);
  expect(load.layoutShift, 'layout shift on a listing').toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
});

test('a package detail page: JavaScript before its first render within budget', async ({ page, apiGet }) => {
  const pkg = (await packagesOf(apiGet, 'goa'))[0]!;
  const detailCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/package/get-package-detail-and-itinerary')) detailCalls.push(request.url());
  });
  const load = await loadAndMeasure(page, `/packages-details/${packageSegment(pkg)}`);
  // index.html carried the package (the detail call's answer): the page painted without asking for it
  expect(detailCalls).toEqual([]);
  const { firstRender } = report('package detail', load);
  expect(firstRender, 'JavaScript before the first render of a package detail page').toBeLessThanOrEqual(FIRST_RENDER_BUDGET);
});
