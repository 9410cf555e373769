// All SQL for stored leads and marketing events. Callers pass a transaction when
// a write spans several tables.
import { type Kysely, sql } from 'kysely';
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

export async function insertBookingRequest(db: Db, row: NewBookingRequest): Promise<number> {
  const { id } = await db.insertInto('booking_requests').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Inserts the subscription unless the email is known; true when a row was added. */
export async function insertNewsletterSubscription(
  db: Db,
  row: { email: string; access_key: string; server_ip: string; created_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('newsletter_subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function insertContactMessage(db: Db, row: NewContactMessage): Promise<number> {
  const { id } = await db.insertInto('contact_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertSearchEvent(db: Db, row: NewSearchEvent): Promise<void> {
  await db.insertInto('search_events').values(row).execute();
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
