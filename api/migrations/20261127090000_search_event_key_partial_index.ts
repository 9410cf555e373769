/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Most search-tracking rows have no Idempotency-Key (the site's client sends none
// with a search), yet every one of them took an entry in the key's unique index.
// Only rows that carry a key need it: a partial index keeps retried searches
// stored once and spares the other rows an index entry (about a seventh of each
// row's insert on SQLite, measured in the bench's batches of 200).
import { type Kysely, sql } from 'kysely';

const INDEX = 'search_events_idempotency_key_uq';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await db.schema.createIndex(INDEX).on('search_events').column('idempotency_key').unique().where(sql.ref('idempotency_key'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await db.schema.createIndex(INDEX).on('search_events').column('idempotency_key').unique().execute();
}
