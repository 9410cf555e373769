// Speed budgets, measured in Chromium against the real server on a phone's screen
// (390x844), each printed with its figure; crossing one fails the run:
//   - gzip JavaScript transferred before the page's first contentful render (its
//     remote's heading is in the page) of /, a listing and a package detail page:
//     at most 150 KB each;
//   - all JavaScript transferred for / by network idle: at most 250 KB;
//   - layout shift on / and on a listing: at most 0.05.
// JavaScript is counted gzip-compressed (level 9) from the bodies the browser
// received, so the figure does not depend on the server's compression settings.
import zlib from 'node:zlib';
import { expect, test, type Page } from '../support/fixtures';

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
  const listingSearches = () => rows<{ n: number }>("SELECT COUNT(*) AS n FROM search_events WHERE page_name = 'LISTING_PAGE' AND destination_query = 'goa'")[0]!.n;
  // the banner, its largest paint, is named in the HTML itself
  const html = await (await page.request.get('/goa-tour-packages')).text();
  expect(html).toContain('<link rel="preload" as="image" href="/media/art/banner/goa.svg" fetchpriority="high">');
  const before = listingSearches();
  const load = await loadAndMeasure(page, '/goa-tour-packages');
  // index.html carried the result; the visit is still recorded as a search once the page has rendered
  await expect.poll(listingSearches).toBe(before + 1);
  await expect(page.locator('[data-remote="catalogue"]').getByRole('heading', { level: 1, name: /goa/i })).toBeVisible();
  const { firstRender } = report('/goa-tour-packages', load);
  expect(firstRender, 'JavaScript before the first render of a listing').toBeLessThanOrEqual(FIRST_RENDER_BUDGET);
  expect(load.layoutShift, 'layout shift on a listing').toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
});

test('a package detail page: JavaScript before its first render within budget', async ({ page, apiGet }) => {
  const { body } = await apiGet<{ data: { packageResponse: { slug: string; durationDay: number }[] } }>('/api/package/search-main-package-and-sub-package?websiteId=1&destinationName=goa');
  const pkg = body.data.packageResponse[0]!;
  const detailCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/package/get-package-detail-and-itinerary')) detailCalls.push(request.url());
  });
  const load = await loadAndMeasure(page, `/packages-details/${pkg.durationDay}days-${pkg.durationDay - 1}nights-${pkg.slug}`);
  // index.html carried the package (call 3's answer): the page painted without asking for it
  expect(detailCalls).toEqual([]);
  const { firstRender } = report('package detail', load);
  expect(firstRender, 'JavaScript before the first render of a package detail page').toBeLessThanOrEqual(FIRST_RENDER_BUDGET);
});
