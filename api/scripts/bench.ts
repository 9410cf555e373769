// npm run bench: starts the real server (its own process, a fresh migrated and
// seeded SQLite file, logging at warn, the write rate limit raised), then runs
// autocannon against each target at 50 connections and prints requests/s and p99
// latency, each also as a ratio to GET /api/health measured on the same server.
//
// Each target gets 10 s of load, taken as interleaved rounds (health, search,
// detail, health, search, ...) so that background load on a shared machine
// falls on every target alike; the percentiles are computed from every
// response's latency, not averaged across rounds.
//
// Targets: the POST destination search reaches at least 60% of
// health's requests/s with a p99 of at most 20 ms, the package detail at least 80%.
// Each target also shows the server's CPU time per answer and how busy the server
// was: the load generator shares the machine, and a rate is the server's only when
// the server was the limit (scripts/bench-load.ts, which also says why autocannon
// keeps no response bodies).
// The search's tracking rows are written behind the answers, so they are counted
// after the server has stopped (SIGTERM writes the queued rows): nothing may be lost.
//
// Pages (when the site is built, published into the bench's own folder): a package page
// and a listing as a returning visitor gets them, answered from the page cache, against
// the target of at least 50% of health's requests/s for the package page; then the
// render itself, uncached: each of 100 package pages and every listing fetched once,
// one at a time, with its latency's p50 and p99.
//
// Then Luna, the chat assistant, over its evaluation set (test/assistant/evaluation-set.ts):
// in process (built from the bench's seeded file, every message timed over
// BENCH_LUNA_ROUNDS rounds) and over HTTP (POST /api/chatbot/tour_ai, one request at
// a time, a new session each round, the chat rate limit raised). Target: p95 over
// HTTP of at most 50 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { LunaAssistant } from '../src/assistant/luna-assistant';
import { DEFAULT_AUTH_CODE, DEFAULT_CHAT_API_KEY } from '../src/config';
import { openDatabase } from '../src/db/database';
import { EVALUATION_SET } from '../test/assistant/evaluation-set';
import { startServerProcess } from '../test/helpers/server-process';
import { benchServerEnv } from './bench-env';
import { answerHelp } from './cli';
import { type RoundResult, runLoad, type Target } from './bench-load';
import { prepareBenchSite, sitePages } from './bench-site';

answerHelp(`
Usage: npm run bench

Starts the real server on a fresh SQLite file, loads GET /api/health, the POST destination
search (with and without an Idempotency-Key), the package detail and, when the site is
built, a package page and a listing (cached) at 50 connections, and prints requests/s,
latency and the server's CPU per answer against their targets; then uncached page renders
one at a time (p50, p99) and Luna's answer times. BENCH_CONNECTIONS, BENCH_DURATION, BENCH_ROUNDS,
BENCH_WARMUP, BENCH_DESTINATION, BENCH_LUNA_ROUNDS, BENCH_LUNA_HTTP_ROUNDS adjust it;
BENCH_STRICT=1 exits 1 when a target is missed.
`);

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const DESTINATION = process.env.BENCH_DESTINATION ?? 'Goa';
const SEARCH_MIN_RATIO = 0.6;
const SEARCH_MAX_P99_MS = 20;
const DETAIL_MIN_RATIO = 0.8;
const LUNA_ROUNDS = Math.max(1, Number(process.env.BENCH_LUNA_ROUNDS ?? 20));
const LUNA_HTTP_ROUNDS = Math.max(1, Number(process.env.BENCH_LUNA_HTTP_ROUNDS ?? 5));
const LUNA_HTTP_MAX_P95_MS = 50;
const PAGE_MIN_RATIO = 0.5;
const UNCACHED_PAGES = 100;
// a returning visitor: the same canary buckets, no new visitor cookie to set
const VISITOR = { cookie: 'sf_vid=0123456789abcdef0123456789abcdef' };

interface Measured {
  target: Target;
  rps: number;
  p99: number;
  p50: number;
  total: number;
  non2xx: number;
  errors: number;
  /** The server's CPU time per answer (µs) and its share of the run's wall time; null where it cannot be read. */
  serverUsPerAnswer: number | null;
  serverBusy: number | null;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/**
 * Waits until /api/health answers quickly again: the warm-up's searches leave tens of
 * thousands of tracking rows to write, and health (a database ping) measured while they
 * are written made its first round a near-zero rate, flattering every ratio to it.
 */
async function settle(base: string): Promise<void> {
  let quick = 0;
  const deadline = Date.now() + 60_000;
  while (quick < 5 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    quick = performance.now() - started < 20 ? quick + 1 : 0;
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safarnama-bench-'));
  const dbFile = path.join(dir, 'bench.db');
  const auth = `authCode=${encodeURIComponent(process.env.AUTH_CODE ?? DEFAULT_AUTH_CODE)}`;
  const site = prepareBenchSite(dir, dbFile);
  if ('skipped' in site) console.log(`Page targets skipped: ${site.skipped}.`);
  console.log('Starting the server with a fresh SQLite database (migrate + seed)...');
  const server = await startServerProcess({ ...benchServerEnv(dbFile), ...('env' in site ? site.env : {}) }, 120_000);
  const base = server.baseUrl;
  const load = { base, connections: CONNECTIONS, serverPid: server.child.pid };
  console.log(`The server listens on ${base}.`);
  let searchAnswers = 0;
  let report: (() => void) | undefined;
  let luna: LunaBench | undefined;
  try {
    const tracking = JSON.stringify({
      id: 0, date: '', deviceType: 'desktop', browser: 'Chrome', userIp: '203.0.113.10', source: 'online',
      websiteId: 1, sourceMedia: 'web', utmSource: 'bench', utmMedium: 'load', utmCampaign: 'autocannon', utmContent: '', pageName: 'LISTING_PAGE',
    });
    const searchPath = `/api/package/search-main-package-and-sub-package?destinationName=${encodeURIComponent(DESTINATION)}&${auth}`;
    const probe = await fetch(`${base}${searchPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: tracking });
    if (probe.status !== 200) throw new Error(`search for ${DESTINATION} answered ${probe.status}`);
    searchAnswers++;
    const found = (await probe.json()) as { data: { packageResponse: { name: string }[] } };
    const packageName = found.data.packageResponse[0].name;

    const listed = 'env' in site ? await sitePages(base) : null;
    const pages = listed && listed.packages.length > 0 && listed.listings.length > 0 ? listed : null;
    if (listed && !pages) console.log('Page targets skipped: the sitemap names no package page or listing.');
    const pageTargets: Target[] = pages
      ? [
          { name: `GET ${pages.packages[0]} (package page, cached)`, method: 'GET', path: pages.packages[0]!, headers: VISITOR },
          { name: `GET ${pages.listings[0]} (listing, cached)`, method: 'GET', path: pages.listings[0]!, headers: VISITOR },
        ]
      : [];
    const targets: Target[] = [
      { name: 'GET /api/health', method: 'GET', path: '/api/health' },
      // as the site's client sends it (shared sendSearch: no Idempotency-Key)
      { name: `POST search-main-package-and-sub-package (${DESTINATION})`, method: 'POST', path: searchPath, body: tracking },
      { name: `  same, with an Idempotency-Key`, method: 'POST', path: searchPath, body: tracking, idempotencyKey: true },
      {
        name: `GET get-package-detail-and-itinerary (${packageName})`,
        method: 'GET',
        path: `/api/package/get-package-detail-and-itinerary?packageName=${encodeURIComponent(packageName)}&${auth}`,
      },
      ...pageTargets,
    ];

    process.stdout.write(`Warm-up ${WARMUP_S}s per target... `);
    const isSearch = (target: Target) => target.path === searchPath;
    if (WARMUP_S > 0) {
      for (const target of targets) {
        const warm = await runLoad(load, target, WARMUP_S);
        if (isSearch(target)) searchAnswers += warm.latencies.length - warm.non2xx;
      }
    }
    console.log('done');
    await settle(base);
    const roundSeconds = DURATION_S / ROUNDS;
    const rounds = targets.map(() => [] as RoundResult[]);
    for (let r = 0; r < ROUNDS; r++) {
      process.stdout.write(`Round ${r + 1}/${ROUNDS}: ${roundSeconds}s per target at ${CONNECTIONS} connections... `);
      for (const [i, target] of targets.entries()) rounds[i].push(await runLoad(load, target, roundSeconds));
      console.log('done');
    }
    const results: Measured[] = targets.map((target, i) => {
      const latencies = rounds[i].flatMap((x) => x.latencies).sort((a, b) => a - b);
      const cpu = rounds[i].every((x) => x.serverCpuMs !== null) ? rounds[i].reduce((ms, x) => ms + (x.serverCpuMs as number), 0) : null;
      return {
        target,
        rps: latencies.length / DURATION_S,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        total: latencies.length,
        non2xx: rounds[i].reduce((n, x) => n + x.non2xx, 0),
        errors: rounds[i].reduce((n, x) => n + x.errors, 0),
        serverUsPerAnswer: cpu === null || latencies.length === 0 ? null : (cpu * 1000) / latencies.length,
        serverBusy: cpu === null ? null : cpu / (DURATION_S * 1000),
      };
    });
    for (const [i, target] of targets.entries()) if (isSearch(target)) searchAnswers += results[i].total - results[i].non2xx;

    const health = results[0];
    const rows = results.map((m) => [
      m.target.name,
      fmt(m.rps),
      fmt(m.p50, 1),
      fmt(m.p99, 1),
      `${fmt((m.rps / health.rps) * 100)}%`,
      `${fmt(m.p99 / Math.max(health.p99, 0.001), 2)}x`,
      m.serverUsPerAnswer === null ? 'n/a' : fmt(m.serverUsPerAnswer, 1),
      m.serverBusy === null ? 'n/a' : `${fmt(m.serverBusy * 100)}%`,
      fmt(m.non2xx + m.errors),
    ]);
    const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs health', 'p99 vs health', 'server CPU µs/answer', 'server busy', 'non-2xx/errors'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
    console.log(
      `\nautocannon, ${CONNECTIONS} connections, ${DURATION_S}s per target in ${ROUNDS} interleaved rounds, one bench run (${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}, Node ${process.version})\n`,
    );
    console.log(line(header));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const r of rows) console.log(line(r));
    // A rate is the server's only when the server was the limit: below about 90% of a
    // core, the load generator (sharing the machine) held the target back.
    const generatorBound = results.filter((m) => m.serverBusy !== null && m.serverBusy < 0.9);
    if (generatorBound.length > 0) {
      console.log(
        `\nThe server was busy less than 90% of the time on: ${generatorBound.map((m) => m.target.name.trim()).join('; ')}. ` +
          'There the load generator, not the server, limited the rate; compare the CPU per answer.',
      );
    }

    const met = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
    // Each round against the health round just before it: how much of a run's figure is
    // the machine's noise (a shared VM moves single rounds by 10 points and more).
    const byRound = (m: Measured) => {
      const i = results.indexOf(m);
      return rounds[i].map((round, r) => fmt((round.latencies.length / Math.max(rounds[0][r].latencies.length, 1)) * 100)).join(' ');
    };
    const pct = (m: Measured) => `${fmt((m.rps / health.rps) * 100)}% of health (rounds: ${byRound(m)})`;
    console.log(
      `\nTargets: the POST destination search >= ${SEARCH_MIN_RATIO * 100}% of health's requests/s with p99 <= ${SEARCH_MAX_P99_MS} ms; the package detail >= ${DETAIL_MIN_RATIO * 100}% of health's requests/s.`,
    );
    let allMet = true;
    for (const search of [results[1], results[2]]) {
      const ratioOk = search.rps >= SEARCH_MIN_RATIO * health.rps;
      const p99Ok = search.p99 <= SEARCH_MAX_P99_MS;
      allMet &&= ratioOk && p99Ok;
      console.log(`  ${search.target.name.trim()}: ${pct(search)} -> ${met(ratioOk)}; p99 ${fmt(search.p99, 1)} ms -> ${met(p99Ok)}`);
    }
    const detail = results[3];
    const detailOk = detail.rps >= DETAIL_MIN_RATIO * health.rps;
    allMet &&= detailOk;
    console.log(`  ${detail.target.name.trim()}: ${pct(detail)} -> ${met(detailOk)}`);
    if (pages) {
      const packagePage = results[4]!;
      const pageOk = packagePage.rps >= PAGE_MIN_RATIO * health.rps && packagePage.non2xx + packagePage.errors === 0;
      allMet &&= pageOk;
      console.log(`  the package page, cached, >= ${PAGE_MIN_RATIO * 100}% of health's requests/s: ${pct(packagePage)} -> ${met(pageOk)}`);
      console.log(`  the listing, cached: ${pct(results[5]!)}`);
      for (const [kind, paths] of [
        ['package pages', pages.packages.slice(1, UNCACHED_PAGES + 1)],
        ['listings', pages.listings.slice(1)],
      ] as const) {
        const times = await uncachedRenders(base, paths);
        console.log(`  uncached render of ${times.length} ${kind}, one at a time: p50 ${fmt(percentile(times, 50), 1)} ms, p99 ${fmt(percentile(times, 99), 1)} ms, max ${fmt(times.at(-1) ?? NaN, 1)} ms`);
      }
    }
    report = () => {
      // A few more rows than answers is expected: autocannon stops each run with up
      // to CONNECTIONS requests in flight, which the server answers (and records)
      // but autocannon does not count. Fewer rows than answers means lost rows.
      const stored = countSearchEvents(dbFile);
      const lost = Math.max(0, searchAnswers - stored);
      console.log(
        `\nSearch tracking rows stored once the server had stopped (SIGTERM): ${fmt(stored)} for ${fmt(searchAnswers)} counted search answers -> ${lost === 0 ? 'none lost' : `${fmt(lost)} LOST`}.`,
      );
      allMet &&= lost === 0;
      if (luna) {
        console.log(`\n${luna.lines.join('\n')}`);
        allMet &&= luna.met;
      }
      if (process.env.BENCH_STRICT === '1' && !allMet) process.exitCode = 1;
    };
    luna = await benchLuna(base, dbFile).catch((error: unknown) => ({ lines: [`Luna: not measured (${String(error)})`], met: false }));
  } finally {
    // SIGTERM: a clean stop, which writes the tracking rows still queued.
    server.child.kill('SIGTERM');
    await server.exited;
    report?.();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Each page fetched once (so rendered, not served from a cache), one at a time: its latencies, sorted. */
async function uncachedRenders(base: string, paths: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const pagePath of paths) {
    const start = performance.now();
    const response = await fetch(`${base}${pagePath}`, { headers: VISITOR });
    await response.arrayBuffer();
    times.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
  }
  return times.sort((a, b) => a - b);
}

interface LunaBench {
  lines: string[];
  met: boolean;
}

/** Luna's answer times: in process, then over HTTP one request at a time. */
async function benchLuna(base: string, dbFile: string): Promise<LunaBench> {
  const messages = EVALUATION_SET.length;
  process.stdout.write(`Luna: ${messages} evaluation messages, ${LUNA_ROUNDS} rounds in process... `);
  const database = openDatabase({ dialect: 'sqlite', filename: dbFile });
  const inProcess: number[] = [];
  let buildMs: number;
  try {
    const buildStart = performance.now();
    const warm = await LunaAssistant.fromDatabase(database.db);
    buildMs = performance.now() - buildStart;
    for (const c of EVALUATION_SET) warm.answer(c.message, c.earlier ?? []); // warm-up (JIT)
    for (let r = 0; r < LUNA_ROUNDS; r++) {
      // a fresh assistant each round: it keeps the messages it has read, and a
      // visitor's new message is one it has not
      const assistant = await LunaAssistant.fromDatabase(database.db);
      for (const c of EVALUATION_SET) {
        const start = performance.now();
        assistant.answer(c.message, c.earlier ?? []);
        inProcess.push(performance.now() - start);
      }
    }
  } finally {
    await database.close();
  }
  console.log('done');
  inProcess.sort((a, b) => a - b);
  const lines = [
    `Luna (chat assistant), ${messages} evaluation messages (${EVALUATION_SET.filter((c) => c.earlier?.length).length} with earlier messages):`,
    `  in process: ${fmt(inProcess.length)} answers in ${LUNA_ROUNDS} rounds: p50 ${fmt(percentile(inProcess, 50), 3)} ms, p95 ${fmt(percentile(inProcess, 95), 3)} ms (built from the database in ${fmt(buildMs)} ms)`,
  ];

  // Over HTTP: the route reads the session's earlier messages from its transcript,
  // so a case's earlier messages are sent first, in the round's session.
  const chat = (session: string, human: string) =>
    fetch(`${base}/api/chatbot/tour_ai?session_id=${session}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': process.env.CHAT_API_KEY ?? DEFAULT_CHAT_API_KEY },
      body: JSON.stringify({ human }),
    });
  const probe = await chat(`bench-luna-probe-${process.pid}`, 'Hey');
  await probe.arrayBuffer();
  if (probe.status === 404) {
    lines.push('  over HTTP: POST /api/chatbot/tour_ai answered 404 (the route is not in this server): not measured.');
    return { lines, met: false };
  }
  process.stdout.write(`Luna: ${LUNA_HTTP_ROUNDS} rounds over HTTP, one request at a time... `);
  const overHttp: number[] = [];
  let failures = 0;
  for (let r = 0; r < LUNA_HTTP_ROUNDS; r++) {
    const session = `bench-luna-${process.pid}-${r}-${Date.now()}`;
    for (const c of EVALUATION_SET) {
      for (const human of [...(c.earlier ?? []), c.message]) {
        const start = performance.now();
        const res = await chat(session, human);
        await res.arrayBuffer();
        overHttp.push(performance.now() - start);
        if (res.status !== 200) failures++;
      }
    }
  }
  console.log('done');
  overHttp.sort((a, b) => a - b);
  const p95 = percentile(overHttp, 95);
  const met = p95 <= LUNA_HTTP_MAX_P95_MS && failures === 0;
  lines.push(
    `  over HTTP: ${fmt(overHttp.length)} POST /api/chatbot/tour_ai, one at a time, ${LUNA_HTTP_ROUNDS} rounds (a session each): p50 ${fmt(percentile(overHttp, 50), 1)} ms, p95 ${fmt(p95, 1)} ms, non-200: ${fmt(failures)}`,
    `Target: Luna over HTTP p95 <= ${LUNA_HTTP_MAX_P95_MS} ms, every answer 200 -> ${met ? 'MET' : 'NOT MET'}`,
  );
  return { lines, met };
}

function countSearchEvents(dbFile: string): number {
  const db = new SQLite(dbFile, { readonly: true });
  try {
    return (db.prepare('select count(*) as n from search_events').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
