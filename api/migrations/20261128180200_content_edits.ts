/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Operator edits of the catalogue. A row an operator edited carries when and by whom
// (edited_at, edited_by), which is how db:seed knows to leave it alone. A package can
// be taken off the site without deleting it (active 0), so bookings and the audit log
// still name it. A blog keeps the Markdown it is written in: the editor edits that,
// and the HTML the site serves is rendered from it.
import type { Kysely } from 'kysely';

const EDITABLE = ['packages', 'blogs', 'destinations', 'tfn_numbers'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of EDITABLE) {
    await db.schema.alterTable(table).addColumn('edited_at', 'text').execute();
    // no foreign key to operators: like the audit log, an edit outlives the account
    await db.schema.alterTable(table).addColumn('edited_by', 'integer').execute();
  }
  await db.schema.alterTable('packages').addColumn('active', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('blogs').addColumn('body_markdown', 'text', (col) => col.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blogs').dropColumn('body_markdown').execute();
  await db.schema.alterTable('packages').dropColumn('active').execute();
  for (const table of [...EDITABLE].reverse()) {
    await db.schema.alterTable(table).dropColumn('edited_by').execute();
    await db.schema.alterTable(table).dropColumn('edited_at').execute();
  }
}
