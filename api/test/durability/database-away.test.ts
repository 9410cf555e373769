// The database goes away under a running server: stopped (connections refused),
// then frozen (SIGSTOP: connections accepted, never answered). Writes must answer
// 503 with Retry-After within the configured timeouts, never hang and never 500;
// /api/ready must say 503 within a second; catalogue reads keep answering from
// their cache; once the database is back, every acknowledged lead is stored once
// and a visitor's retry (same Idempotency-Key) stores the others once.
// PostgreSQL runs as a private server of this file (helpers/private-postgres.ts).
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { type DatabaseConfig, type DatabaseTimeouts, testConfig } from '../../src/config';
import * as content from '../../src/content/index';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDatabase } from '../../src/db/seed';
import { validEnquiry, withAuth } from '../helpers/app';
import { postgresBinaries, type PrivatePostgres, startPrivatePostgres } from '../helpers/private-postgres';

const ENQUIRY = '/api/request-book/add-direct';
const CATALOGUE_READS = ['/api/package/get-all-category', '/api/package/get-all-cities', '/api/blog/get-all', '/api/tfn/get-by-website-id/1'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Lead {
  email: string;
  key: string;
  headers: Record<string, string>;
  /** Every status this lead was answered with, in order. */
  answers: number[];
}

/**
 * A solved bot check for one lead write, when the server asks for one (X-Bot-Check:
 * an ALTCHA challenge, sha256(salt + number) = challenge). Fetched while the database
 * is up; a write that was not stored has not spent it, so its retry sends it again.
 */
async function botCheckHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const issued = await app.inject({ method: 'GET', url: withAuth('/api/bot-check/challenge') });
  if (issued.statusCode === 404) return {};
  const { algorithm, challenge, maxnumber, salt, signature } = issued.json().data as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
  for (let number = 0; number <= maxnumber; number += 1) {
    if (createHash('sha256').update(`${salt}${number}`).digest('hex') === challenge) {
      return { 'x-bot-check': Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString('base64') };
    }
  }
  throw new Error('bot check: no solution found');
}

function harness(app: FastifyInstance) {
  let count = 0;
  return {
    async newLead(): Promise<Lead> {
      count += 1;
      return { email: `away-${count}-${randomUUID().slice(0, 8)}@example.in`, key: randomUUID(), headers: await botCheckHeaders(app), answers: [] };
    },
    async write(lead: Lead): Promise<{ response: LightMyRequestResponse; ms: number }> {
      const started = Date.now();
      const response = await app.inject({ method: 'POST', url: withAuth(ENQUIRY), payload: validEnquiry({ email: lead.email }), headers: { 'idempotency-key': lead.key, ...lead.headers } });
      lead.answers.push(response.statusCode);
      return { response, ms: Date.now() - started };
    },
    async get(url: string): Promise<{ response: LightMyRequestResponse; ms: number }> {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: url.startsWith('/api/ready') ? url : withAuth(url) });
      return { response, ms: Date.now() - started };
    },
  };
}

function expectUnavailable(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(30);
  expect(response.json()).toEqual({ code: 0, message: 'Our database is not answering just now; please try again in a moment.' });
}

async function openApp(database: DatabaseConfig, timeouts: DatabaseTimeouts): Promise<{ handle: DatabaseHandle; app: FastifyInstance }> {
  const handle = openDatabase(database, timeouts);
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, content);
  // a short cache period, so that the reads below outlive their entries' two periods
  const config = testConfig({ database, databaseTimeouts: timeouts, catalogueCacheTtlMs: 200, rateLimitWriteMax: 100_000, captchaRateLimitMax: 100_000 });
  const app = await buildApp({ config, database: handle, logger: false });
  return { handle, app };
}

const bin = postgresBinaries();
const describePostgres = bin ? describe : describe.skip;
if (!bin) {
  describe.skip('PostgreSQL goes away [skipped: no PostgreSQL binaries (initdb, pg_ctl) in /usr/lib/postgresql/*/bin; set PG_BIN]', () => {
    it('needs initdb and pg_ctl', () => undefined);
  });
}

describePostgres('PostgreSQL goes away under a running server', () => {
  const TIMEOUTS: DatabaseTimeouts = { queryMs: 1500, connectMs: 1000 };
  /** The longest a write may take while the database is frozen: the rate limit's count and the write each wait out one timeout. */
  const FROZEN_WRITE_BOUND_MS = 2 * (TIMEOUTS.queryMs + 500 + TIMEOUTS.connectMs);
  let pg: PrivatePostgres | undefined;
  let opened: { handle: DatabaseHandle; app: FastifyInstance } | undefined;
  let h: ReturnType<typeof harness>;
  const leads: Lead[] = [];

  beforeAll(async () => {
    pg = await startPrivatePostgres(bin!);
    opened = await openApp({ dialect: 'postgres', connectionString: pg.url, poolSize: 4 }, TIMEOUTS);
    h = harness(opened.app);
    for (let i = 0; i < 6; i += 1) leads.push(await h.newLead());
  }, 60_000);

  afterAll(async () => {
    pg?.resume();
    await opened?.app.close();
    await opened?.handle.close();
    await pg?.destroy();
  }, 30_000);

  // each test starts with the server up, whatever the one before left
  let stopped = false;
  beforeEach(async () => {
    pg!.resume();
    if (stopped) await pg!.start();
    stopped = false;
    await untilReady();
  }, 30_000);

  async function untilReady(): Promise<void> {
    const until = Date.now() + 15_000;
    while ((await h.get('/api/ready')).response.statusCode !== 200) {
      if (Date.now() > until) throw new Error('/api/ready did not come back within 15 s');
      await sleep(100);
    }
  }

  it('stopped: writes answer 503 with Retry-After, /api/ready 503 within a second, the catalogue from its cache; back: 201', async () => {
    expect((await h.write(leads[0]!)).response.statusCode).toBe(201);
    const before = new Map<string, unknown>();
    for (const url of CATALOGUE_READS) {
      const { response } = await h.get(url);
      expect(response.statusCode).toBe(200);
      before.set(url, response.json());
    }

    await pg!.stop();
    stopped = true;
    await sleep(500); // past two cache periods: each read below must load, and fails

    const refused = await h.write(leads[1]!);
    expectUnavailable(refused.response);
    const ready = await h.get('/api/ready');
    expect(ready.response.statusCode).toBe(503);
    expect(ready.ms).toBeLessThan(1000);
    for (const url of CATALOGUE_READS) {
      const { response } = await h.get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.json()).toEqual(before.get(url));
    }

    await pg!.start();
    stopped = false;
    await untilReady();
    // the visitor presses Send again: the same key, now stored
    expect((await h.write(leads[1]!)).response.statusCode).toBe(201);
  }, 30_000);

  it('frozen: writes answer 503 within the timeouts, /api/ready 503 within a second, the catalogue from its cache; back: every lead stored once', async () => {
    // a pooled connection to the server that is about to freeze
    expect((await h.write(leads[2]!)).response.statusCode).toBe(201);
    pg!.freeze();
    try {
      const writes = await Promise.all([h.write(leads[3]!), h.write(leads[4]!)]);
      for (const { response, ms } of writes) {
        expectUnavailable(response);
        expect(ms).toBeLessThan(FROZEN_WRITE_BOUND_MS);
      }
      const ready = await h.get('/api/ready');
      expect(ready.response.statusCode).toBe(503);
      expect(ready.ms).toBeLessThan(1000);
      await sleep(500);
      const read = await h.get('/api/package/get-all-category');
      expect(read.response.statusCode).toBe(200);
      expect(read.ms).toBeLessThan(FROZEN_WRITE_BOUND_MS);
    } finally {
      pg!.resume();
    }
    await untilReady();

    // back: every acknowledged lead is stored once, and a retry with its key stores the others once
    for (const lead of leads.slice(0, 5)) {
      if (!lead.answers.includes(201)) expect([200, 201]).toContain((await h.write(lead)).response.statusCode);
    }
    expect((await h.write(leads[5]!)).response.statusCode).toBe(201);
    const rows = await opened!.handle.db
      .selectFrom('enquiries')
      .select('email')
      .where(
        'email',
        'in',
        leads.map((lead) => lead.email),
      )
      .execute();
    const stored = new Map<string, number>();
    for (const row of rows) stored.set(row.email, (stored.get(row.email) ?? 0) + 1);
    expect(leads.map((lead) => [lead.email, stored.get(lead.email) ?? 0])).toEqual(leads.map((lead) => [lead.email, 1]));
  }, 30_000);
});

describe('SQLite: another connection holds the write lock past the busy timeout', () => {
  let dir: string;
  let opened: { handle: DatabaseHandle; app: FastifyInstance };
  let other: SQLite.Database;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-away-'));
    opened = await openApp({ dialect: 'sqlite', filename: path.join(dir, 'test.db') }, { queryMs: 200, connectMs: 200 });
    other = new SQLite(path.join(dir, 'test.db'));
  });

  afterAll(async () => {
    other?.close();
    await opened?.app.close();
    await opened?.handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a write 503 with Retry-After (SQLITE_BUSY), then stores its retry once', async () => {
    const h = harness(opened.app);
    const lead = await h.newLead();
    other.exec('begin immediate');
    try {
      expectUnavailable((await h.write(lead)).response);
    } finally {
      other.exec('rollback');
    }
    expect((await h.write(lead)).response.statusCode).toBe(201);
    const rows = await opened.handle.db.selectFrom('enquiries').select('id').where('email', '=', lead.email).execute();
    expect(rows).toHaveLength(1);
  });
});
