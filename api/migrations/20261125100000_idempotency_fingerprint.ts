/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// An Idempotency-Key remembers what it was used for: a hash of the validated
// request, so the same key sent with a different body is refused (422) instead
// of answering with the first lead and silently dropping the second. Keys are
// forgotten after 24 hours; the created_at index keeps that sweep cheap.
import type { Kysely } from 'kysely';
import { emptyByDefault } from './lib/columns';
import { createIndexes } from './lib/tables';

export async function up(db: Kysely<any>): Promise<void> {
  // '' for keys stored before this migration: they replay as before until they expire.
  await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'text', emptyByDefault).execute();
  await createIndexes(db, 'idempotency_keys', { idempotency_keys_created_idx: ['created_at'] });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_created_idx').ifExists().execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('request_hash').execute();
}
