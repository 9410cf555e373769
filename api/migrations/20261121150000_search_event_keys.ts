/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Search-tracking rows carry the request's Idempotency-Key themselves (unique), so
// a retried search records nothing new without a separate idempotency record and
// the rows can still be inserted many at a time.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('search_events').addColumn('idempotency_key', 'text').execute();
  await db.schema.createIndex('search_events_idempotency_key_uq').on('search_events').column('idempotency_key').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('search_events_idempotency_key_uq').execute();
  await db.schema.alterTable('search_events').dropColumn('idempotency_key').execute();
}
