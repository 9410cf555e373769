/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Luna: the chat transcripts (one row per message, phone numbers and email
// addresses masked before they are stored), and the chat session an enquiry
// came from ('Get a custom quote' in the chat), so an agent can read the
// conversation that led to the lead.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

type IdColumn = [name: string, type: 'serial' | 'integer', build: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

function idColumn(db: Kysely<any>): IdColumn {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? ['id', 'serial', (col) => col.primaryKey()]
    : ['id', 'integer', (col) => col.primaryKey().autoIncrement()];
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn(...idColumn(db))
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('sender', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('client_ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_session_idx').on('chat_messages').columns(['session_id', 'id']).execute();
  await db.schema.alterTable('enquiries').addColumn('chat_session_id', 'text', (col) => col.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enquiries').dropColumn('chat_session_id').execute();
  await db.schema.dropTable('chat_messages').execute();
}
