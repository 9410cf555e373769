// Search-tracking rows are written behind the answer (SearchEventWriter): what an
// operator would notice is that every answered search ends up stored exactly once,
// that a clean stop writes what was still queued, that one bad row costs only
// itself (and hostile text never makes a bad row), that a database outage neither
// blocks nor grows memory without bound, and that one client cannot store more
// than its budget of rows while its searches are still answered.
import SQLite from 'better-sqlite3';
import { type Dialect as KyselyDialect, type Driver, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import * as content from '../../src/content/index';
import type { Database, NewSearchEvent } from '../../src/db/schema';
import { SearchTrackingBudget } from '../../src/plugins/app/rate-limit';
import { SearchEventWriter, type TrackingLog } from '../../src/services/search-tracking';
import { AUTH, createTestDatabase, describeEachDialect, type Dialect, type TestDatabase } from '../helpers/app';
import { exampleTrackingPayload } from '@safarnama/contracts/examples';

function row(utmContent: string, overrides: Partial<NewSearchEvent> = {}): NewSearchEvent {
  return {
    page_name: 'LISTING_PAGE',
    destination_query: 'goa',
    destination_id: null,
    found: 1,
    month: '',
    device_type: 'desktop',
    browser: 'Chrome',
    user_ip: '127.0.0.1',
    server_ip: '127.0.0.1',
    source: 'online',
    source_media: 'web',
    website_id: 1,
    utm_source: 'test',
    utm_medium: 'test',
    utm_campaign: 'test',
    utm_content: utmContent,
    created_at: new Date().toISOString(),
    idempotency_key: null,
    ...overrides,
  };
}

function capturingLog() {
  const entries: { level: 'warn' | 'error'; details: Record<string, unknown>; message: string }[] = [];
  const log: TrackingLog = {
    warn: (details, message) => entries.push({ level: 'warn', details: details as Record<string, unknown>, message }),
    error: (details, message) => entries.push({ level: 'error', details: details as Record<string, unknown>, message }),
  };
  return { log, entries };
}

/** The database's own connection with an outage switch: while `down`, every query fails to connect. */
class OutageDialect implements KyselyDialect {
  down = false;
  constructor(private readonly inner: KyselyDialect) {}
  createDriver(): Driver {
    const driver = this.inner.createDriver();
    return {
      init: () => driver.init(),
      acquireConnection: async () => {
        if (this.down) throw Object.assign(new Error('connect ECONNREFUSED (test outage)'), { code: 'ECONNREFUSED' });
        return driver.acquireConnection();
      },
      beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
      commitTransaction: (connection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      releaseConnection: (connection) => driver.releaseConnection(connection),
      destroy: () => driver.destroy(),
    };
  }
  createQueryCompiler = () => this.inner.createQueryCompiler();
  createAdapter = () => this.inner.createAdapter();
  createIntrospector = (db: Kysely<unknown>) => this.inner.createIntrospector(db);
}

function outageDatabase(database: TestDatabase): { db: Kysely<Database>; dialect: OutageDialect } {
  const { config } = database;
  const inner =
    config.dialect === 'postgres'
      ? new PostgresDialect({ pool: new Pool({ connectionString: config.connectionString, max: 2, options: `-c search_path=${config.schema},public` }) })
      : new SqliteDialect({ database: new SQLite(config.filename, { timeout: 5000 }) });
  const dialect = new OutageDialect(inner);
  return { db: new Kysely<Database>({ dialect }), dialect };
}

async function storedContents(database: TestDatabase, prefix: string): Promise<string[]> {
  const rows = await database.handle.db.selectFrom('search_events').select('utm_content').where('utm_content', 'like', `${prefix}%`).execute();
  return rows.map((r) => r.utm_content).sort();
}

describeEachDialect('search tracking behind the answer', (dialect: Dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, { file: true });
  });
  afterAll(() => database.drop());

  const searchUrl = (name: string) => `/api/package/search-main-package-and-sub-package?destinationName=${encodeURIComponent(name)}&authCode=${AUTH}`;

  it('an answered search is stored once the writer flushes; closing the app writes every queued row', async () => {
    const app = await buildApp({ config: testConfig({ database: database.config, rateLimitWriteMax: 100_000 }), database: database.handle, logger: false });
    const name = content.destinations[0].name;
    let closed = false;
    try {
      const first = await app.inject({ method: 'POST', url: searchUrl(name), payload: exampleTrackingPayload('LISTING_PAGE', { utmContent: 'app-first' }) });
      expect(first.statusCode).toBe(200);
      await app.services.searchTracking.flush();
      expect(await storedContents(database, 'app-first')).toEqual(['app-first']);

      // Answered searches whose rows are still queued when the app closes.
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          app.inject({ method: 'POST', url: searchUrl(name), payload: exampleTrackingPayload('LISTING_PAGE', { utmContent: `app-close-${String(i).padStart(2, '0')}` }) }),
        ),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      await app.close();
      closed = true;
      const stored = await storedContents(database, 'app-close-');
      expect(stored).toEqual(Array.from({ length: 40 }, (_, i) => `app-close-${String(i).padStart(2, '0')}`));
    } finally {
      if (!closed) await app.close();
    }
  });

  it('close() writes every queued row, none twice, across batches and concurrent flushes', async () => {
    const { log, entries } = capturingLog();
    const writer = new SearchEventWriter(database.handle.db, log, { intervalMs: 60_000, maxBatch: 25 });
    for (let i = 0; i < 130; i++) writer.write(row(`once-${String(i).padStart(3, '0')}`));
    // A retried search (same Idempotency-Key) is stored once.
    for (let i = 0; i < 3; i++) writer.write(row('once-keyed', { idempotency_key: 'tracking-test-key' }));
    await Promise.all([writer.flush(), writer.flush(), writer.close()]);
    const stored = await storedContents(database, 'once-');
    expect(stored).toHaveLength(131);
    expect(new Set(stored).size).toBe(131);
    expect(writer.pending).toBe(0);
    expect(entries).toEqual([]);
  });

  it('each value is stored in its own column, in a full batch as in a single row', async () => {
    const writer = new SearchEventWriter(database.handle.db, capturingLog().log, { intervalMs: 60_000, maxBatch: 3 });
    // a different value in every column, so that two columns swapped cannot go unseen
    const distinct = (n: number): NewSearchEvent => ({
      page_name: `page-${n}`, destination_query: `query-${n}`, destination_id: 700 + n, found: n % 2, month: `month-${n}`,
      device_type: `device-${n}`, browser: `browser-${n}`, user_ip: `10.0.0.${n}`, server_ip: `10.9.9.${n}`, source: `source-${n}`,
      source_media: `media-${n}`, website_id: 40 + n, utm_source: `usource-${n}`, utm_medium: `umedium-${n}`, utm_campaign: `ucampaign-${n}`,
      utm_content: `columns-${n}`, created_at: `2026-11-2${n}T10:00:00.000Z`, idempotency_key: `columns-key-${n}`,
    });
    const written = [1, 2, 3, 4].map(distinct);
    for (const r of written) writer.write({ ...r });
    await writer.close();
    const stored = await database.handle.db.selectFrom('search_events').selectAll().where('utm_content', 'like', 'columns-%').orderBy('utm_content').execute();
    expect(stored.map(({ id: _id, ...columns }) => ({ ...columns, destination_id: Number(columns.destination_id), found: Number(columns.found), website_id: Number(columns.website_id) }))).toEqual(written);
  });

  it('a row the database refuses is logged and dropped; the rest of its batch is stored', async () => {
    const { log, entries } = capturingLog();
    const writer = new SearchEventWriter(database.handle.db, log, { intervalMs: 60_000 });
    writer.write(row('refused-good-1'));
    writer.write(row('refused-bad', { page_name: null as unknown as string }));
    writer.write(row('refused-good-2'));
    await writer.close();
    expect(await storedContents(database, 'refused-')).toEqual(['refused-good-1', 'refused-good-2']);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: 'error', details: { row: { utm_content: 'refused-bad' } } });
  });

  it('while the database is down: rows stay queued up to the bound (the rest dropped and counted), then are written once', async () => {
    const { db, dialect: outage } = outageDatabase(database);
    const { log, entries } = capturingLog();
    const writer = new SearchEventWriter(db, log, { intervalMs: 5, retryMs: 10, maxBatch: 20, maxQueued: 50 });
    try {
      outage.down = true;
      for (let i = 0; i < 60; i++) writer.write(row(`outage-${String(i).padStart(2, '0')}`));
      await expect(writer.flush()).rejects.toThrow(/ECONNREFUSED/);
      await new Promise((resolve) => setTimeout(resolve, 50)); // a few timed retries
      expect(writer.pending).toBe(50);
      expect(entries.filter((e) => /cannot be reached/.test(e.message))).toHaveLength(1);
      expect(entries.filter((e) => /queue is full/.test(e.message))).toHaveLength(1);

      outage.down = false;
      await writer.flush();
      expect(await storedContents(database, 'outage-')).toEqual(Array.from({ length: 50 }, (_, i) => `outage-${String(i).padStart(2, '0')}`));
      expect(entries.find((e) => /dropped while the queue was full/.test(e.message))?.details).toEqual({ dropped: 10 });

      // Down at shutdown: close() does not hang; it logs how many rows are lost.
      outage.down = true;
      for (let i = 0; i < 5; i++) writer.write(row(`outage-late-${i}`));
      await writer.close();
      expect(entries.at(-1)).toMatchObject({ level: 'error', details: { lost: 5 } });
    } finally {
      outage.down = false;
      await db.destroy();
    }
  });

  it('a batch whose budget was counted and that went back to the queue in an outage is not counted again', async () => {
    const { db, dialect: outage } = outageDatabase(database);
    const counted: string[] = [];
    // A budget that admits every row and remembers which it counted (the database's budget would fail in the outage before the insert does).
    const budget = { admit: async (rows: NewSearchEvent[]) => (counted.push(...rows.map((r) => r.utm_content as string)), rows) };
    const writer = new SearchEventWriter(db, capturingLog().log, { intervalMs: 60_000, retryMs: 10, maxBatch: 10 });
    writer.limitRows(budget);
    try {
      outage.down = true;
      for (let i = 0; i < 15; i++) writer.write(row(`recount-${String(i).padStart(2, '0')}`));
      await expect(writer.flush()).rejects.toThrow(/ECONNREFUSED/);
      outage.down = false;
      await writer.flush();
      const all = Array.from({ length: 15 }, (_, i) => `recount-${String(i).padStart(2, '0')}`);
      expect(await storedContents(database, 'recount-')).toEqual(all);
      expect(counted.sort()).toEqual(all);
    } finally {
      outage.down = false;
      await writer.close();
      await db.destroy();
    }
  });

  it('hostile text and numbers never make a row the database refuses: cleaned by the tracking rule, written in one batch', async () => {
    const { log, entries } = capturingLog();
    const writer = new SearchEventWriter(database.handle.db, log, { intervalMs: 60_000 });
    const dirty = 'go\u0000a\u202E\u200B\u3164\u0085\u2028\uD800';
    writer.write(row('hostile-1', { destination_query: dirty, browser: dirty, page_name: dirty, month: dirty, device_type: dirty }));
    writer.write(row('hostile-2', { destination_id: 2 ** 31, website_id: 1e308, utm_source: dirty, source: dirty, source_media: dirty }));
    writer.write(row('hostile-3'));
    await writer.close();
    const stored = await database.handle.db
      .selectFrom('search_events')
      .select(['utm_content', 'destination_query', 'browser', 'page_name', 'month', 'device_type', 'destination_id', 'website_id', 'utm_source', 'source', 'source_media'])
      .where('utm_content', 'like', 'hostile-%')
      .orderBy('utm_content')
      .execute();
    expect(stored).toEqual([
      { utm_content: 'hostile-1', destination_query: 'goa', browser: 'goa', page_name: 'goa', month: 'goa', device_type: 'goa', destination_id: null, website_id: 1, utm_source: 'test', source: 'online', source_media: 'web' },
      { utm_content: 'hostile-2', destination_query: 'goa', browser: 'Chrome', page_name: 'LISTING_PAGE', month: '', device_type: 'desktop', destination_id: null, website_id: 1, utm_source: 'goa', source: 'goa', source_media: 'goa' },
      { utm_content: 'hostile-3', destination_query: 'goa', browser: 'Chrome', page_name: 'LISTING_PAGE', month: '', device_type: 'desktop', destination_id: null, website_id: 1, utm_source: 'test', source: 'online', source_media: 'web' },
    ]);
    expect(entries).toEqual([]);
  });

  it('a refused row in a full batch is found by halving: the other 199 rows are stored, one error is logged', async () => {
    const { log, entries } = capturingLog();
    const writer = new SearchEventWriter(database.handle.db, log, { intervalMs: 60_000, maxBatch: 200 });
    for (let i = 0; i < 200; i++) {
      const content = `halving-${String(i).padStart(3, '0')}`;
      writer.write(row(content, i === 137 ? { created_at: null as unknown as string } : {}));
    }
    await writer.close();
    const stored = await storedContents(database, 'halving-');
    expect(stored).toHaveLength(199);
    expect(stored).not.toContain('halving-137');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: 'error', details: { row: { utm_content: 'halving-137' } } });
  });

  it("over a client's budget its rows are not stored, other clients' are; a new window stores again", async () => {
    const { log, entries } = capturingLog();
    const warnings: object[] = [];
    const budget = new SearchTrackingBudget(database.handle.db, 3, 400, { warn: (details: object) => warnings.push(details) });
    const writer = new SearchEventWriter(database.handle.db, log, { intervalMs: 60_000, maxBatch: 4 });
    writer.limitRows(budget);
    // Batches of four, the budget crossed inside the first: the order of arrival decides.
    for (let i = 0; i < 6; i++) writer.write(row(`budget-a-${i}`, { user_ip: '203.0.113.7' }));
    writer.write(row('budget-b-0', { user_ip: '198.51.100.9' }));
    await writer.flush();
    expect(await storedContents(database, 'budget-')).toEqual(['budget-a-0', 'budget-a-1', 'budget-a-2', 'budget-b-0']);
    expect(warnings).toEqual([{ clientIp: '203.0.113.7', max: 3, windowMs: 400 }]);
    expect(writer.pending).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 450));
    writer.write(row('budget-a-later', { user_ip: '203.0.113.7' }));
    await writer.close();
    expect(await storedContents(database, 'budget-a-later')).toEqual(['budget-a-later']);
    expect(entries).toEqual([]);
  });

  it('a search over the budget is still answered with its results; only its row is not stored (the count is in the database)', async () => {
    const app = await buildApp({
      config: testConfig({ database: database.config, searchTrackingRateLimitMax: 5 }),
      database: database.handle,
      logger: false,
    });
    try {
      const name = content.destinations[0].name;
      const stored = async () => (await storedContents(database, 'limited-')).length;
      const answers = [];
      for (let i = 0; i < 9; i++) {
        const search =
          i % 3 === 2
            ? app.inject({ method: 'POST', url: `/api/package/search?authCode=${AUTH}`, remoteAddress: '192.0.2.44', payload: { ...exampleTrackingPayload('HOMEPAGE', { utmContent: `limited-${i}` }), destinationId: null, destinationName: name } })
            : app.inject({ method: 'POST', url: searchUrl(name), remoteAddress: '192.0.2.44', payload: exampleTrackingPayload('LISTING_PAGE', { utmContent: `limited-${i}` }) });
        answers.push(await search);
        await app.services.searchTracking.flush();
      }
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        const body = JSON.parse(answer.body);
        expect(body.data.mainPackageResponse.name).toBe(name);
        expect(body.data.packageResponse.length).toBeGreaterThan(0);
      }
      expect(await stored()).toBe(5);
      const counter = await database.handle.db.selectFrom('rate_limits').select('hits').where('key', '=', 'search-tracking:192.0.2.44').executeTakeFirstOrThrow();
      expect(Number(counter.hits)).toBe(9);

      // Another visitor is recorded as usual.
      const other = await app.inject({ method: 'POST', url: searchUrl(name), remoteAddress: '192.0.2.45', payload: exampleTrackingPayload('LISTING_PAGE', { utmContent: 'limited-other' }) });
      expect(other.statusCode).toBe(200);
      await app.services.searchTracking.flush();
      expect(await storedContents(database, 'limited-other')).toEqual(['limited-other']);
    } finally {
      await app.close();
    }
  });
});

describe('search tracking on a SQLite file: the rows are written off the event loop', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite', { file: true });
  });
  afterAll(() => database.drop());

  it('while another connection holds the write lock (the release CLI, a second server), searches keep being answered and the rows are written after it lets go', async () => {
    if (database.config.dialect !== 'sqlite') throw new Error('a SQLite file was asked for');
    const other = new SQLite(database.config.filename);
    const writer = new SearchEventWriter(database.handle.db, capturingLog().log, { intervalMs: 60_000, maxBatch: 20 });
    try {
      other.exec('BEGIN IMMEDIATE');
      for (let i = 0; i < 20; i++) writer.write(row(`locked-${String(i).padStart(2, '0')}`));
      const flushed = writer.flush();
      // On the main connection the INSERT would wait here for the lock, and the whole event loop with it.
      const started = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const tick = Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await storedContents(database, 'locked-')).toEqual([]);
      other.exec('COMMIT');
      await flushed;
      expect(tick).toBeLessThan(250);
      expect(await storedContents(database, 'locked-')).toHaveLength(20);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
      await writer.close();
    }
  });
});
