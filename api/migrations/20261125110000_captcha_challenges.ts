/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// The contact form's captcha is issued and checked by the server: one row per
// challenge (an unguessable id and the code shown), spent by its first answer
// (used_at) and worthless ten minutes after created_at. The created_at index keeps
// the sweep of old challenges cheap.
import type { Kysely } from 'kysely';
import { notNullText } from './lib/columns';
import { createIndexes, dropTables } from './lib/tables';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('captcha_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .$call(notNullText('code', 'created_at'))
    .addColumn('used_at', 'text')
    .execute();
  await createIndexes(db, 'captcha_challenges', { captcha_challenges_created_idx: ['created_at'] });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['captcha_challenges']);
}
