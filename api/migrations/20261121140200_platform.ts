/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Shared state that must survive restarts and work across several processes:
// idempotency keys of write requests, rate-limit counters, cached itinerary PDFs.
import type { Kysely } from 'kysely';
import { binaryType, notNull, notNullText } from './lib/columns';
import { dropTables } from './lib/tables';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .$call(notNullText('scope', 'key'))
    .addColumn('status_code', 'integer', notNull)
    .$call(notNullText('response_body', 'created_at'))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', notNull)
    .addColumn('hits', 'integer', notNull)
    .execute();

  await db.schema
    .createTable('itinerary_pdfs')
    .addColumn('package_id', 'integer', (col) => col.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('version', 'text', notNull)
    .addColumn('pdf', binaryType(db), notNull)
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('itinerary_pdfs_pk', ['package_id', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['itinerary_pdfs', 'rate_limits', 'idempotency_keys']);
}
