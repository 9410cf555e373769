#!/usr/bin/env node
// npm run lighthouse: Lighthouse (pinned in package.json) drives Debian's Chromium
// against the real server, started exactly as `npm start` starts it (on a free port,
// with a fresh SQLite database in a temporary folder), mobile preset with its default
// simulated throttling, N runs per page (3 by default). The median run of each page
// is printed as a table and saved, with the summary, under .lighthouse/ (git-ignored).
//
//   npm run lighthouse                         every page, 3 runs each
//   npm run lighthouse -- --runs 1 --page /    one page, one run
//   npm run lighthouse -- --url http://127.0.0.1:8080   an already running server
//
// A page whose remote still renders a frame (data-page-frame) is skipped with a note;
// it joins the run the day its real page lands.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';
import { repoRoot } from './lib/apps.mjs';
import { answerHelp } from './lib/usage.mjs';
import { benchmarkRange, chainDepthBeforeLcp, summarise, TARGETS, targetMisses } from './lib/lighthouse-summary.mjs';

const SETTLE_MS = 2000;
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

answerHelp(`
Usage: npm run lighthouse [-- --runs N] [--page PATH ...] [--url BASE] [--cpu-slowdown 8]

Lighthouse (mobile preset) against the real server as npm start runs it: N runs per page
(3), the median run's figures as a table, saved as JSON under .lighthouse/.
--page measures only the given paths; --url measures a server already running there;
--cpu-slowdown slows the simulated CPU by that factor instead of the preset's 4 (8: a low-end phone).
`);

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    page: { type: 'string', multiple: true },
    // a low-end phone: the CPU slowed 8x instead of the preset's 4x
    'cpu-slowdown': { type: 'string' },
  },
});
const cpuSlowdown = args['cpu-slowdown'] === undefined ? undefined : Number(args['cpu-slowdown']);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error(`--cpu-slowdown must be a number of at least 1, got "${args['cpu-slowdown']}"`);
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got "${args.runs}"`);

/** Seven pages: /, a listing, a package detail page, a themes page, /blogs, a blog article and the contact form. */
async function pagesToMeasure(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const detail = firstPath(sitemap, 'packages-details');
  const all = [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/goa-tour-packages' },
    { name: 'package detail', path: detail },
    { name: 'themes', path: '/themes/honeymoon' },
    { name: 'blogs', path: '/blogs' },
    { name: 'blog article', path: firstPath(sitemap, 'blog-details') },
    { name: 'contact', path: '/contact-us' },
  ];
  return args.page ? all.filter((p) => args.page.includes(p.path) || args.page.includes(p.name)) : all;
}

/** A real page of the seed (a package, an article), from the sitemap the server publishes. */
function firstPath(sitemapXml, section) {
  const match = sitemapXml.match(new RegExp(`<loc>[^<]*?(/${section}/[^<]+)</loc>`));
  if (!match) throw new Error(`/sitemap.xml lists no /${section}/ page`);
  return decodeURI(match[1]);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `npm start` on a free port, with a throwaway database and release folder (so the
 * current builds are published and pinned, as on a fresh clone); resolves once
 * /api/health answers.
 */
async function startSite() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safarnama-lighthouse-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${path.join(dataDir, 'site.db')}`, DEPLOY_DIR: path.join(dataDir, 'deploy'), LOG_LEVEL: 'warn' },
  });
  child.stdout.on('data', (chunk) => process.stdout.write(chunk));
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 300_000; // a fresh clone builds the five apps first
  while (Date.now() < deadline) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 500))]);
    if (code !== undefined) throw new Error(`npm start exited with ${code} before the site answered`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

/** True while the page's remote renders only its frame (the page has not landed yet). */
async function isFrame(browser, url) {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    return (await page.locator('[data-page-frame]').count()) > 0;
  } finally {
    await page.close();
  }
}

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    // Lighthouse's default config is the mobile preset with simulated throttling.
    const throttling = cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } };
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...throttling });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function printTable(rows, skipped) {
  const columns = [
    ['page', (r) => r.path],
    ['perf', (r) => r.performance],
    ['a11y', (r) => r.accessibility],
    ['best pr.', (r) => r.bestPractices],
    ['SEO', (r) => r.seo],
    ['LCP s', (r) => (r.lcpMs / 1000).toFixed(2)],
    ['TBT ms', (r) => Math.round(r.tbtMs)],
    ['CLS', (r) => r.cls.toFixed(3)],
    ['total KB', (r) => (r.totalBytes / 1024).toFixed(0)],
    ['JS KB', (r) => (r.jsBytes / 1024).toFixed(0)],
    ['chain', (r) => r.chainDepth],
  ];
  const cells = rows.map((r) => columns.map(([, get]) => String(get(r))));
  const widths = columns.map(([title], i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values) => `| ${values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(columns.map(([title]) => title)));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const c of cells) console.log(line(c));
  for (const s of skipped) console.log(`${s.path}: skipped, ${s.reason}`);
}

async function main() {
  ensureChromium();
  const site = args.url ? { base: args.url.replace(/\/$/, ''), stop: async () => {} } : await startSite();
  const outDir = path.join(repoRoot, '.lighthouse', new Date().toISOString().replace(/[:.]/g, '-'));
  fs.mkdirSync(outDir, { recursive: true });
  const rows = [];
  const skipped = [];
  try {
    // Which pages are still frames, asked first: the browser that looks is closed
    // before Lighthouse starts, so no second Chromium shares the CPU with the runs.
    const pages = [];
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
    try {
      for (const page of await pagesToMeasure(site.base)) {
        if (await isFrame(browser, site.base + encodeURI(page.path))) {
          skipped.push({ ...page, reason: 'the page is still a frame (not built yet); it joins the run the day it lands' });
        } else pages.push(page);
      }
    } finally {
      await browser.close();
    }
    for (const page of pages) {
      const url = site.base + encodeURI(page.path);
      const lhrs = [];
      for (let i = 1; i <= runs; i++) {
        process.stdout.write(`lighthouse ${page.path} run ${i}/${runs}\n`);
        // a moment for the previous run's browser to finish exiting: it is not part of this page's load
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const lhr = await runLighthouse(url);
        fs.writeFileSync(path.join(outDir, `${page.name.replace(/\s+/g, '-')}.run-${i}.json`), JSON.stringify(lhr));
        // a run Chromium could not finish (no paint seen, a crash) is reported, and not a median candidate
        if (lhr.runtimeError) console.log(`  run ${i} failed: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        else lhrs.push(lhr);
      }
      if (lhrs.length === 0) throw new Error(`${page.path}: every Lighthouse run failed`);
      const median = computeMedianRun(lhrs);
      const row = { ...page, ...summarise(median), chainDepth: chainDepthBeforeLcp(median), runs: lhrs.map(summarise) };
      rows.push(row);
      fs.writeFileSync(path.join(outDir, `${page.name.replace(/\s+/g, '-')}.median.json`), JSON.stringify(median));
    }
  } finally {
    await site.stop();
  }
  const summary = {
    measuredAt: new Date().toISOString(),
    cores: os.cpus().length,
    benchmarkIndex: benchmarkRange(rows),
    lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
    runsPerPage: runs,
    targets: TARGETS,
    pages: rows,
    skipped,
  };
  fs.writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify(summary, null, 2));
  console.log(`\nLighthouse ${summary.lighthouse}, mobile preset (simulated throttling), median of ${runs} run(s), ${summary.cores} cores, benchmarkIndex ${summary.benchmarkIndex}, ${summary.measuredAt.slice(0, 10)}`);
  printTable(rows, skipped);
  const misses = rows.flatMap((r) => targetMisses(r).map((m) => `${r.path}: ${m}`));
  console.log(misses.length ? `\nBelow target:\n  ${misses.join('\n  ')}` : '\nEvery measured page meets the targets.');
  console.log(`Saved: ${path.relative(repoRoot, outDir)}/`);
  if (misses.length && process.env.LIGHTHOUSE_STRICT === '1') process.exitCode = 1;
}

await main();
