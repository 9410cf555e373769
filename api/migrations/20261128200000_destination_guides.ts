/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// A destination's travel guide (best months, seasons, how to get there): one JSON
// document per destination, written by db:seed from content/guides/*.yaml. It is a
// table of its own, not columns of destinations, because operators edit destinations
// in the back office and db:seed leaves an edited row alone, while the guide is
// content-only and must follow the content folder.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('destination_guides')
    .addColumn('destination_id', 'integer', (c) => c.primaryKey().references('destinations.id').onDelete('cascade'))
    .addColumn('guide', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('destination_guides').execute();
}
