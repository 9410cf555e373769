// Test harness: a fresh migrated and seeded database per suite (SQLite in memory
// or a temp file, or a uniquely named PostgreSQL schema) and the real app on it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { type AppConfig, type DatabaseConfig, testConfig } from '../../src/config';
import * as content from '../../src/content/index';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDatabase } from '../../src/db/seed';
import { isLeadWrite, mintedBotCheck } from './bot-check';
import { withClient } from './postgres';

export type Dialect = 'sqlite' | 'postgres';

export const AUTH = testConfig().authCode;
/** What the operators' scraper sends for /metrics and /api/ready's details (createTestApp's apps accept it). */
export const METRICS_TOKEN = 'test-metrics-token-0123456789abcdef';
export const METRICS_AUTH = { authorization: `Bearer ${METRICS_TOKEN}` };

/** The dialects to run: SQLite always, PostgreSQL when the global setup reached it. */
export function dialects(): Dialect[] {
  return process.env.API_TEST_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export function pgUrl(): string {
  return process.env.API_TEST_PG_URL ?? '';
}

/** Calls describe for each dialect; notes a skipped PostgreSQL variant visibly. */
export function describeEachDialect(name: string, fn: (dialect: Dialect) => void): void {
  for (const dialect of dialects()) describe(`${name} [${dialect}]`, () => fn(dialect));
  if (!pgUrl()) describe.skip(`${name} [postgres: unreachable, skipped]`, () => it('needs PostgreSQL', () => undefined));
}

/**
 * Kysely's migrator looks up the migration table among every schema's tables, asking
 * PostgreSQL for each column's sequence by schema name: a schema another test worker
 * drops meanwhile fails that lookup ("schema ... does not exist"). Migrations and
 * drops of the test schemas take turns through one advisory lock, held on a
 * connection of its own.
 */
const SCHEMA_LOCK = 815_001;
export async function withSchemaLock<T>(work: () => Promise<T>): Promise<T> {
  return withClient(pgUrl(), async (lock) => {
    await lock.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    try {
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]);
    }
  });
}

export interface TestDatabase {
  config: DatabaseConfig;
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** A fresh, migrated and seeded database. `file` makes SQLite use a temp file instead of memory. */
export async function createTestDatabase(dialect: Dialect, opts: { file?: boolean; seed?: boolean } = {}): Promise<TestDatabase> {
  let config: DatabaseConfig;
  let cleanup: () => Promise<void>;
  if (dialect === 'postgres') {
    const schema = `api_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    await withClient(pgUrl(), (c) => c.query(`create schema ${schema}`));
    config = { dialect: 'postgres', connectionString: pgUrl(), schema, poolSize: 10 };
    cleanup = () => withSchemaLock(() => withClient(pgUrl(), (c) => c.query(`drop schema if exists ${schema} cascade`))).then(() => undefined);
  } else if (opts.file) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safarnama-api-'));
    config = { dialect: 'sqlite', filename: path.join(dir, 'test.db') };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    config = { dialect: 'sqlite', filename: ':memory:' };
    cleanup = async () => undefined;
  }
  const handle = openDatabase(config);
  const migrate = () => migrateToLatest(handle.db, handle.schema);
  await (dialect === 'postgres' ? withSchemaLock(migrate) : migrate());
  if (opts.seed !== false) await seedDatabase(handle.db, content);
  return {
    config,
    handle,
    async drop() {
      await handle.close();
      await cleanup();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /**
   * inject with ?authCode added (unless the URL already has one or auth is false).
   * A lead write also gets an unused X-Bot-Check signed with the app's key (minted,
   * not searched for: routes/bot-check.test.ts does what a browser does), unless it
   * names its own or botCheck is false.
   */
  request(opts: InjectOptions & { auth?: boolean; botCheck?: boolean }): Promise<LightMyRequestResponse>;
  /** Rows stored in a table, once the search-tracking writer has written the rows it queued. */
  count(table: 'enquiries' | 'booking_requests' | 'newsletter_subscriptions' | 'contact_messages' | 'search_events' | 'chat_messages'): Promise<number>;
  /** Writes the queued search-tracking rows now (they are written behind the answers). */
  flushTracking(): Promise<void>;
  /** The id of the first seeded package, for booking requests. */
  firstPackageId(): Promise<number>;
  close(): Promise<void>;
}

export function withAuth(url: string, auth = true): string {
  if (!auth || /[?&]authCode=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}authCode=${encodeURIComponent(AUTH)}`;
}

export async function createTestApp(dialect: Dialect, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const config = testConfig({ database: database.config, metricsToken: METRICS_TOKEN, rateLimitWriteMax: 100_000, chatRateLimitMax: 100_000, captchaRateLimitMax: 100_000, ...overrides });
  const app = await buildApp({ config, database: database.handle, logger: false });
  return {
    app,
    database,
    config,
    async request({ auth = true, botCheck = true, url, ...rest }) {
      const headers = { ...(rest.headers as Record<string, string> | undefined) };
      if (botCheck && isLeadWrite(rest.method, String(url)) && !Object.keys(headers).some((h) => h.toLowerCase() === 'x-bot-check')) {
        headers['x-bot-check'] = await mintedBotCheck(app.config.previewSecret);
      }
      return app.inject({ ...rest, headers, url: withAuth(String(url), auth) } as InjectOptions);
    },
    async count(table) {
      await app.services.searchTracking.flush();
      const row = await database.handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    flushTracking: () => app.services.searchTracking.flush(),
    async firstPackageId() {
      return (await database.handle.db.selectFrom('packages').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * The TestApp of the enclosing describe: built before its tests, closed after them.
 * Its members are there from its first beforeAll on, not when this returns.
 * Overrides given as a function are read then (after the beforeAll hooks above it).
 */
export function useTestApp(dialect: Dialect, overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(dialect, typeof overrides === 'function' ? overrides() : overrides));
  });
  afterAll(() => t.close());
  return t;
}

/** A date n days from today in India, as the forms send it. */
export function futureDate(days = 30): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);
}

export function validEnquiry(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Priya Sharma',
    phone: '9876543210',
    email: 'priya@example.in',
    destination: 'Goa',
    departureCity: 'Delhi',
    noOfPeople: 2,
    date: futureDate(),
    websiteName: 'Safarnama Holidays',
    source: 'WEBSITE',
    deviceType: 'desktop',
    browser: 'Chrome',
    utm_source: 'direct',
    utm_medium: 'website',
    utm_campaign: 'enquiry_form',
    utm_content: '',
    ...overrides,
  };
}

export function validBooking(packageDetailId: number, overrides: Record<string, unknown> = {}) {
  return {
    duration: '4 Days / 3 Nights',
    leadName: 'Rahul Verma',
    noOfPerson: 2,
    packageDetailId,
    departureCity: 'Mumbai',
    date: futureDate(45),
    email: 'rahul@example.in',
    phone: '9123456780',
    productId: 1,
    websiteId: 1,
    ...overrides,
  };
}
