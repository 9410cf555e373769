/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// How operators work a lead: its status and owner (lead_work) and their notes
// (lead_notes). A lead is named by kind and id, since the leads live in several
// tables; a lead nobody has touched has no lead_work row and counts as 'new' with
// no owner, so that storing a lead stays the public routes' business alone.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('lead_work')
    .addColumn('lead_kind', 'text', (col) => col.notNull())
    .addColumn('lead_id', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .addColumn('owner_id', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('lead_work_pkey', ['lead_kind', 'lead_id'])
    .execute();
  // the inbox's filters: by status, by owner ('mine', 'nobody's')
  await db.schema.createIndex('lead_work_status_idx').on('lead_work').column('status').execute();
  await db.schema.createIndex('lead_work_owner_idx').on('lead_work').column('owner_id').execute();

  await db.schema
    .createTable('lead_notes')
    .addColumn('id', postgres ? 'serial' : 'integer', (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('lead_kind', 'text', (col) => col.notNull())
    .addColumn('lead_id', 'integer', (col) => col.notNull())
    .addColumn('operator_id', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // a lead's notes in the order they were written
  await db.schema.createIndex('lead_notes_lead_idx').on('lead_notes').columns(['lead_kind', 'lead_id', 'id']).execute();
  // the quotes are the enquiries with a chat session: the inbox tells them apart
  await db.schema.createIndex('enquiries_chat_session_idx').on('enquiries').columns(['chat_session_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('enquiries_chat_session_idx').ifExists().execute();
  await db.schema.dropTable('lead_notes').ifExists().execute();
  await db.schema.dropTable('lead_work').ifExists().execute();
}
