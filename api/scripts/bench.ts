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
// Targets (issue 9): the POST destination search reaches at least 60% of
// health's requests/s with a p99 of at most 20 ms, the package detail at least 80%.
// The search's tracking rows are written behind the answers, so they are counted
// after the server has stopped (SIGTERM writes the queued rows): nothing may be lost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { DEFAULT_AUTH_CODE } from '../src/config';
import { startServerProcess } from '../test/helpers/server-process';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const DESTINATION = process.env.BENCH_DESTINATION ?? 'Goa';
const SEARCH_MIN_RATIO = 0.6;
const SEARCH_MAX_P99_MS = 20;
const DETAIL_MIN_RATIO = 0.8;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Send a fresh Idempotency-Key with every request, as the site's API client does for lead writes. */
  idempotencyKey?: boolean;
}

interface Measured {
  target: Target;
  rps: number;
  p99: number;
  p50: number;
  total: number;
  non2xx: number;
  errors: number;
}

interface RoundResult {
  latencies: number[];
  non2xx: number;
  errors: number;
}

/** One autocannon run; keeps every response's latency for exact percentiles. */
function run(base: string, target: Target, seconds: number): Promise<RoundResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${target.path}`,
        method: target.method,
        connections: CONNECTIONS,
        duration: seconds,
        // Every request of every target carries a unique id, so the load generator (on the
        // same 2 cores) does the same work for each row: rewriting each request to insert
        // an id costs autocannon 20-25% of its rate, which would otherwise be charged
        // to the Idempotency-Key row alone. The server ignores x-request-id.
        headers: {
          'x-request-id': 'bench-[<id>]',
          // as every browser asks (Chromium's header): the answers the site really sends
          'accept-encoding': 'gzip, deflate, br, zstd',
          ...(target.body ? { 'content-type': 'application/json' } : {}),
          ...(target.idempotencyKey ? { 'idempotency-key': 'bench-[<id>]' } : {}),
        },
        body: target.body,
        // autocannon puts a unique id in place of [<id>] in every request.
        idReplacement: true,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({ latencies, non2xx: result.non2xx, errors: result.errors + result.timeouts });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safarnama-bench-'));
  const dbFile = path.join(dir, 'bench.db');
  const auth = `authCode=${encodeURIComponent(process.env.AUTH_CODE ?? DEFAULT_AUTH_CODE)}`;
  console.log('Starting the server with a fresh SQLite database (migrate + seed)...');
  const server = await startServerProcess(
    { DATABASE_URL: `sqlite:${dbFile}`, RATE_LIMIT_WRITE_MAX: '100000000', NODE_ENV: 'production' },
    120_000,
  );
  const base = server.baseUrl;
  console.log(`The server listens on ${base}.`);
  let searchAnswers = 0;
  let report: (() => void) | undefined;
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
    ];

    process.stdout.write(`Warm-up ${WARMUP_S}s per target... `);
    const isSearch = (target: Target) => target.path === searchPath;
    if (WARMUP_S > 0) {
      for (const target of targets) {
        const warm = await run(base, target, WARMUP_S);
        if (isSearch(target)) searchAnswers += warm.latencies.length - warm.non2xx;
      }
    }
    console.log('done');
    const roundSeconds = DURATION_S / ROUNDS;
    const rounds = targets.map(() => [] as RoundResult[]);
    for (let r = 0; r < ROUNDS; r++) {
      process.stdout.write(`Round ${r + 1}/${ROUNDS}: ${roundSeconds}s per target at ${CONNECTIONS} connections... `);
      for (const [i, target] of targets.entries()) rounds[i].push(await run(base, target, roundSeconds));
      console.log('done');
    }
    const results: Measured[] = targets.map((target, i) => {
      const latencies = rounds[i].flatMap((x) => x.latencies).sort((a, b) => a - b);
      return {
        target,
        rps: latencies.length / DURATION_S,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        total: latencies.length,
        non2xx: rounds[i].reduce((n, x) => n + x.non2xx, 0),
        errors: rounds[i].reduce((n, x) => n + x.errors, 0),
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
      fmt(m.non2xx + m.errors),
    ]);
    const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs health', 'p99 vs health', 'non-2xx/errors'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
    console.log(
      `\nautocannon, ${CONNECTIONS} connections, ${DURATION_S}s per target in ${ROUNDS} interleaved rounds, one bench run (${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}, Node ${process.version})\n`,
    );
    console.log(line(header));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const r of rows) console.log(line(r));

    const met = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
    const pct = (m: Measured) => `${fmt((m.rps / health.rps) * 100)}% of health`;
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
      if (process.env.BENCH_STRICT === '1' && !allMet) process.exitCode = 1;
    };
  } finally {
    // SIGTERM: a clean stop, which writes the tracking rows still queued.
    server.child.kill('SIGTERM');
    await server.exited;
    report?.();
    fs.rmSync(dir, { recursive: true, force: true });
  }
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
