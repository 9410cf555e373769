// What `npm run lighthouse` reports from a Lighthouse result: the figures of the table,
// the request chain before the largest paint, and which targets a page misses.
import assert from 'node:assert/strict';
import test from 'node:test';
import { benchmarkRange, chainDepthBeforeLcp, summarise, targetMisses } from '../lib/lighthouse-summary.mjs';

const request = (url, resourceType, start, end, transferSize = 1000) => ({ url, resourceType, networkRequestTime: start, networkEndTime: end, transferSize });

function lhr(requests, { lcp = 500, perf = 0.96, benchmarkIndex = 1500 } = {}) {
  return {
    environment: { benchmarkIndex },
    categories: { performance: { score: perf }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: 0.92 } },
    audits: {
      'network-requests': { details: { items: requests } },
      metrics: { details: { items: [{ observedLargestContentfulPaint: lcp }] } },
      'largest-contentful-paint': { numericValue: 2600 },
      'total-blocking-time': { numericValue: 120 },
      'cumulative-layout-shift': { numericValue: 0.01 },
      'first-contentful-paint': { numericValue: 2000 },
      'total-byte-weight': { numericValue: 300_000 },
    },
  };
}

test('everything requested from the HTML is a chain of 2; each request that waited for another adds one', () => {
  const fromHtml = [request('/', 'Document', 0, 20), request('/main.js', 'Script', 30, 90), request('/chunk.js', 'Script', 31, 95), request('/hero.svg', 'Image', 32, 60)];
  assert.equal(chainDepthBeforeLcp(lhr(fromHtml)), 2);
  const chained = [...fromHtml, request('/remotes.json', 'Fetch', 100, 120), request('/manifest.json', 'Fetch', 130, 140), request('/late.svg', 'Image', 150, 160)];
  assert.equal(chainDepthBeforeLcp(lhr(chained)), 5);
  // an image cannot start anything; requests after the largest paint do not count
  const afterLcp = [...fromHtml, request('/widget.js', 'Script', 600, 700)];
  assert.equal(chainDepthBeforeLcp(lhr(afterLcp)), 2);
});

test('the table figures come from the median run, and misses name the target crossed', () => {
  const row = summarise(lhr([request('/', 'Document', 0, 20, 5000), request('/main.js', 'Script', 30, 90, 40_000), request('/a.js', 'Script', 31, 95, 10_000)]));
  assert.deepEqual(
    { performance: row.performance, seo: row.seo, jsBytes: row.jsBytes, lcpMs: row.lcpMs },
    { performance: 96, seo: 92, jsBytes: 50_000, lcpMs: 2600 },
  );
  assert.deepEqual(targetMisses(row), ['SEO 92 < 95', 'LCP 2.60 s > 2.5 s']);
});

test("the host's benchmark is reported as the range over every page's runs", () => {
  const page = (...indexes) => ({ runs: indexes.map((benchmarkIndex) => summarise(lhr([], { benchmarkIndex }))) });
  assert.equal(benchmarkRange([page(3641.5, 3792.5), page(1110, 2590.4)]), '1,110-3,793');
  assert.equal(benchmarkRange([page(2000), page(2000)]), '2,000');
  // an older report without the environment block
  assert.equal(benchmarkRange([{ runs: [summarise({ ...lhr([]), environment: undefined })] }]), 'unknown');
});
