/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Luna: the chat transcripts (one row per message, phone numbers and email
// addresses masked before they are stored), and the chat session an enquiry
// came from ('Get a custom quote' in the chat), so an agent can read the
// conversation that led to the lead.
import type { Kysely } from 'kysely';
import { emptyByDefault, idColumn, notNull, notNullText } from './lib/columns';
import { createIndexes } from './lib/tables';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn(...idColumn(db))
    .$call(notNullText('session_id', 'sender', 'text'))
    .addColumn('client_ip', 'text', emptyByDefault)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndexes(db, 'chat_messages', { chat_messages_session_idx: ['session_id', 'id'] });
  await db.schema.alterTable('enquiries').addColumn('chat_session_id', 'text', emptyByDefault).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enquiries').dropColumn('chat_session_id').execute();
  await db.schema.dropTable('chat_messages').execute();
}
