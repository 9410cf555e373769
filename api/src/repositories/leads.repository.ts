// All SQL for stored leads and marketing events. Callers pass a transaction when
// a write spans several tables.
import { type Kysely, sql } from 'kysely';
import { insertUnlessStored } from '../db/insert-unless-stored';
import { type QueryTemplate, queryTemplate, runRepeatedWrite } from '../db/repeated-statements';
import type {
  Database,
  NewBookingRequest,
  NewContactMessage,
  NewEnquiry,
  NewSearchEvent,
} from '../db/schema';

type Db = Kysely<Database>;

export async function insertEnquiry(db: Db, row: NewEnquiry): Promise<number> {
  const { id } = await db.insertInto('enquiries').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Booking requests with the names of their package and its destination, which the
 * business reads first. Left joins: no booking is left out for its package (which
 * its foreign key keeps stored anyway).
 */
export function bookingsWithPackageNames(db: Db) {
  return db
    .selectFrom('booking_requests')
    .leftJoin('packages', 'packages.id', 'booking_requests.package_id')
    .leftJoin('destinations', 'destinations.id', 'packages.destination_id')
    .selectAll('booking_requests')
    .select(['packages.name as package_name', 'destinations.name as destination']);
}

export async function insertBookingRequest(db: Db, row: NewBookingRequest): Promise<number> {
  const { id } = await db.insertInto('booking_requests').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Inserts the subscription unless the email is known; true when a row was added. */
export function insertNewsletterSubscription(db: Db, row: { email: string; access_key: string; server_ip: string; created_at: string }): Promise<boolean> {
  return insertUnlessStored(db, 'newsletter_subscriptions', 'email', row);
}

export async function insertContactMessage(db: Db, row: NewContactMessage): Promise<number> {
  const { id } = await db.insertInto('contact_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

const SEARCH_EVENT_COLUMNS = [
  'page_name', 'destination_query', 'destination_id', 'found', 'month', 'device_type', 'browser', 'user_ip',
  'server_ip', 'source', 'source_media', 'website_id', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'created_at',
  'idempotency_key',
] as const satisfies readonly (keyof NewSearchEvent)[];

// The multi-row INSERT text per batch size, compiled by Kysely once per database
// (the statement is the hottest write; building it again for every batch showed
// up in profiles).
const searchEventInserts = new WeakMap<Db, Map<number, string>>();

function searchEventInsertSql(db: Db, count: number): string {
  let bySize = searchEventInserts.get(db);
  if (!bySize) searchEventInserts.set(db, (bySize = new Map()));
  let text = bySize.get(count);
  if (!text) {
    const placeholderRow = Object.fromEntries(SEARCH_EVENT_COLUMNS.map((c) => [c, ''])) as unknown as NewSearchEvent;
    text = db
      .insertInto('search_events')
      .values(Array.from({ length: count }, () => placeholderRow))
      .onConflict((oc) => oc.column('idempotency_key').where('idempotency_key', 'is not', null).doNothing())
      .compile().sql;
    bySize.set(count, text);
  }
  return text;
}

/**
 * Writes a row's values at `at` in SEARCH_EVENT_COLUMNS' order and answers where the
 * next row starts. Spelled out rather than looped over the column names: a read by
 * a varying key (row[column]) is a megamorphic lookup, 18 of them per row in the
 * search's profile. test/services/search-tracking.test.ts reads every column back.
 */
export function putSearchEventValues(values: unknown[], at: number, row: NewSearchEvent): number {
  values[at] = row.page_name;
  values[at + 1] = row.destination_query;
  values[at + 2] = row.destination_id ?? null;
  values[at + 3] = row.found;
  values[at + 4] = row.month ?? null;
  values[at + 5] = row.device_type ?? null;
  values[at + 6] = row.browser ?? null;
  values[at + 7] = row.user_ip ?? null;
  values[at + 8] = row.server_ip ?? null;
  values[at + 9] = row.source ?? null;
  values[at + 10] = row.source_media ?? null;
  values[at + 11] = row.website_id ?? null;
  values[at + 12] = row.utm_source ?? null;
  values[at + 13] = row.utm_medium ?? null;
  values[at + 14] = row.utm_campaign ?? null;
  values[at + 15] = row.utm_content ?? null;
  values[at + 16] = row.created_at;
  values[at + 17] = row.idempotency_key ?? null;
  return at + 18;
}

/** Many rows in one statement (one commit); rows with an already stored idempotency key are skipped. */
export async function insertSearchEvents(db: Db, rows: NewSearchEvent[]): Promise<void> {
  if (rows.length === 0) return;
  // One array filled in order: flatMap built an array per row and cost half as much
  // as SQLite's own insert (measured: 1.4 against 2.5 µs a row). Filled from empty
  // rather than preallocated: `new Array(n)` is holey, and the structured clone to
  // the writer thread copies a holey array key by key (0.92 against 0.36 µs a row).
  const parameters: unknown[] = [];
  let p = 0;
  for (const row of rows) p = putSearchEventValues(parameters, p, row);
  await runRepeatedWrite(db, searchEventInsertSql(db, rows.length), parameters);
}

type HitCount = { key: string; hits: number; now: number; windowMs: number };

// Compiled once per database: the count runs once per batch of tracking rows.
const hitCountQueries = new WeakMap<Db, QueryTemplate<HitCount>>();

function hitCountQuery(db: Db): QueryTemplate<HitCount> {
  let template = hitCountQueries.get(db);
  if (!template) {
    template = queryTemplate<HitCount>({ key: '\u0000key', hits: -101, now: -102, windowMs: -103 }, ({ key, hits, now, windowMs }) => {
      const expired = sql<boolean>`rate_limits.window_start + ${windowMs} <= ${now}`;
      return db
        .insertInto('rate_limits')
        .values({ key, window_start: now, hits })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when ${expired} then ${hits} else rate_limits.hits + ${hits} end`,
            window_start: sql<number>`case when ${expired} then ${now} else rate_limits.window_start end`,
          }),
        )
        .returning('hits');
    });
    hitCountQueries.set(db, template);
  }
  return template;
}

/**
 * Counts a client's tracking rows in its fixed window of the rate_limits table
 * (the table the request limits count in, so every server process shares the
 * budget): `hits` at once, a window that has ended restarting at `hits`. Answers
 * the count after this batch.
 */
export async function countSearchEventHits(db: Db, key: string, hits: number, now: number, windowMs: number): Promise<number> {
  const query = hitCountQuery(db);
  const [row] = await runRepeatedWrite<{ hits: number | string }>(db, query.text, query.parameters({ key, hits, now, windowMs }));
  if (!row) throw new Error('countSearchEventHits: the upsert returned no row');
  return Number(row.hits);
}

export type LeadTable = 'enquiries' | 'booking_requests' | 'newsletter_subscriptions' | 'contact_messages' | 'search_events';

export async function countRows(db: Db, table: LeadTable): Promise<number> {
  const row = await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rows for the lead export, oldest first, optionally from a date (yyyy-mm-dd, UTC) on. */
export function listForExport(db: Db, table: LeadTable, since?: string) {
  let query = db.selectFrom(table).selectAll();
  if (since) query = query.where('created_at', '>=', since);
  return query.orderBy('id').execute() as Promise<Record<string, unknown>[]>;
}
