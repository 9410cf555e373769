/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Every lead write carries a solved proof-of-work challenge, and a challenge buys
// one lead: its signature is recorded here, in the lead's own transaction, and the
// primary key refuses a second use. A row is worthless once its challenge has
// expired (expires_at), so the expires_at index keeps the sweep cheap.
import type { Kysely } from 'kysely';
import { notNullText } from './lib/columns';
import { createIndexes, dropTables } from './lib/tables';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bot_checks_spent')
    .addColumn('signature', 'text', (col) => col.primaryKey())
    .$call(notNullText('expires_at', 'spent_at'))
    .execute();
  await createIndexes(db, 'bot_checks_spent', { bot_checks_spent_expires_idx: ['expires_at'] });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['bot_checks_spent']);
}
