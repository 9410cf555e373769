/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// The contact form's captcha is issued and checked by the server: one row per
// challenge (an unguessable id and the code shown), spent by its first answer
// (used_at) and worthless ten minutes after created_at. The created_at index keeps
// the sweep of old challenges cheap.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('captcha_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('captcha_challenges_created_idx').on('captcha_challenges').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('captcha_challenges').ifExists().execute();
}
