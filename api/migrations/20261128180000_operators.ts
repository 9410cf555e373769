/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Operator accounts, their sessions and the audit log. A session's id is the SHA-256
// of its cookie's token, so a copy of the table signs nobody in. Audit rows keep no
// foreign key to operators: the log outlives any account and is never rewritten.
import type { Kysely } from 'kysely';
import { idColumn, notNull, notNullText } from './lib/columns';
import { createIndexes, dropTables } from './lib/tables';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn(...idColumn(db))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .$call(notNullText('role', 'password_hash'))
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_sign_in_at', 'text')
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id').onDelete('cascade'))
    .$call(notNullText('csrf_token', 'created_at', 'last_seen_at', 'expires_at'))
    .execute();
  await createIndexes(db, 'operator_sessions', { operator_sessions_operator_idx: ['operator_id'], operator_sessions_expires_idx: ['expires_at'] });

  await db.schema
    .createTable('audit_log')
    .addColumn(...idColumn(db))
    .addColumn('at', 'text', notNull)
    .addColumn('operator_id', 'integer')
    .$call(notNullText('action', 'target'))
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'text')
    .execute();
  await createIndexes(db, 'audit_log', { audit_log_at_idx: ['at', 'id'] });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['audit_log', 'operator_sessions', 'operators']);
}
