/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// How operators work a lead: its status and owner (lead_work) and their notes
// (lead_notes). A lead is named by kind and id, since the leads live in several
// tables; a lead nobody has touched has no lead_work row and counts as 'new' with
// no owner, so that storing a lead stays the public routes' business alone.
import type { Kysely } from 'kysely';
import { idColumn, notNull, notNullInteger } from './lib/columns';
import { createIndexes, dropTables } from './lib/tables';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lead_work')
    .addColumn('lead_kind', 'text', notNull)
    .addColumn('lead_id', 'integer', notNull)
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .addColumn('owner_id', 'integer')
    .addColumn('updated_at', 'text', notNull)
    .addPrimaryKeyConstraint('lead_work_pkey', ['lead_kind', 'lead_id'])
    .execute();
  // the inbox's filters: by status, by owner ('mine', 'nobody's')
  await createIndexes(db, 'lead_work', { lead_work_status_idx: ['status'], lead_work_owner_idx: ['owner_id'] });

  await db.schema
    .createTable('lead_notes')
    .addColumn(...idColumn(db))
    .addColumn('lead_kind', 'text', notNull)
    .$call(notNullInteger('lead_id', 'operator_id'))
    .addColumn('text', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  // a lead's notes in the order they were written
  await createIndexes(db, 'lead_notes', { lead_notes_lead_idx: ['lead_kind', 'lead_id', 'id'] });
  // the quotes are the enquiries with a chat session: the inbox tells them apart
  await createIndexes(db, 'enquiries', { enquiries_chat_session_idx: ['chat_session_id', 'created_at'] });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('enquiries_chat_session_idx').ifExists().execute();
  await dropTables(db, ['lead_notes', 'lead_work']);
}
