/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Shared state that must survive restarts and work across several processes:
// idempotency keys of write requests, rate-limit counters, cached itinerary PDFs.
import { type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer', (col) => col.notNull())
    .addColumn('response_body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('itinerary_pdfs')
    .addColumn('package_id', 'integer', (col) => col.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('pdf', postgres ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('itinerary_pdfs_pk', ['package_id', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['itinerary_pdfs', 'rate_limits', 'idempotency_keys']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
