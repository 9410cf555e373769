// What `npm run lighthouse` reports from one Lighthouse result (an LHR), kept apart
// from the runner so that node:test can check it against a saved report.

/** The targets every page in the run must meet (docs/performance.md). */
export const TARGETS = { performance: 90, accessibility: 95, bestPractices: 95, seo: 95, lcpMs: 2500, tbtMs: 200, cls: 0.1 };

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

export function summarise(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    totalBytes: lhr.audits['total-byte-weight'].numericValue,
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * The range of Lighthouse's host CPU benchmark over every run, printed with the table:
 * the simulation multiplies the observed CPU time by a fixed 4, so the same page
 * scores lower on a slower (or busier) host, and the figure says which host this was.
 */
export function benchmarkRange(rows) {
  const values = rows.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter((v) => typeof v === 'number');
  if (values.length === 0) return 'unknown';
  const [low, high] = [Math.min(...values), Math.max(...values)].map((v) => Math.round(v).toLocaleString('en-US'));
  return low === high ? low : `${low}-${high}`;
}

// Requests that can start others: the page, its scripts, its stylesheets (fonts,
// images) and the JSON the scripts read to decide what to load next.
const CAN_START_OTHERS = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR']);

/**
 * The longest chain of round trips before the largest contentful paint: a request's
 * depth is one more than the deepest request that had finished before it started
 * (in the unthrottled load Lighthouse observed). The critical-request-chains audit is
 * gone from newer Lighthouse versions, and initiators cannot see data dependencies (the
 * manifest URL read from /remotes.json), so timing is the honest measure: a chain
 * of 2 means everything the first view needs was requested from the HTML.
 */
export function chainDepthBeforeLcp(lhr) {
  const lcp = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const requests = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((r) => r.networkRequestTime <= lcp && !r.url.startsWith('data:'))
    .sort((a, b) => a.networkRequestTime - b.networkRequestTime);
  const depth = new Map();
  for (const r of requests) {
    let parent = 0;
    for (const p of requests) {
      if (p === r || !CAN_START_OTHERS.has(p.resourceType)) continue;
      if (p.networkEndTime <= r.networkRequestTime) parent = Math.max(parent, depth.get(p) ?? 0);
    }
    depth.set(r, parent + 1);
  }
  return Math.max(0, ...depth.values());
}

export function targetMisses(row) {
  const misses = [];
  if (row.performance < TARGETS.performance) misses.push(`performance ${row.performance} < ${TARGETS.performance}`);
  if (row.accessibility < TARGETS.accessibility) misses.push(`accessibility ${row.accessibility} < ${TARGETS.accessibility}`);
  if (row.bestPractices < TARGETS.bestPractices) misses.push(`best practices ${row.bestPractices} < ${TARGETS.bestPractices}`);
  if (row.seo < TARGETS.seo) misses.push(`SEO ${row.seo} < ${TARGETS.seo}`);
  if (row.lcpMs > TARGETS.lcpMs) misses.push(`LCP ${(row.lcpMs / 1000).toFixed(2)} s > ${TARGETS.lcpMs / 1000} s`);
  if (row.tbtMs > TARGETS.tbtMs) misses.push(`TBT ${Math.round(row.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  if (row.cls > TARGETS.cls) misses.push(`CLS ${row.cls.toFixed(3)} > ${TARGETS.cls}`);
  return misses;
}
