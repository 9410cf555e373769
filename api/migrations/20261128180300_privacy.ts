/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Data protection: the addresses that asked for no further mail. Kept as a SHA-256 of
// the email, so that the list can be checked before a mail goes without holding the
// address itself.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_opt_outs')
    .addColumn('email_sha256', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_opt_outs').execute();
}
