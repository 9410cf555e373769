/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Operator accounts, their sessions and the audit log. A session's id is the SHA-256
// of its cookie's token, so a copy of the table signs nobody in. Audit rows keep no
// foreign key to operators: the log outlives any account and is never rewritten.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

type IdColumn = [name: string, type: 'serial' | 'integer', build: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

function idColumn(db: Kysely<any>): IdColumn {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? ['id', 'serial', (col) => col.primaryKey()]
    : ['id', 'integer', (col) => col.primaryKey().autoIncrement()];
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn(...idColumn(db))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_sign_in_at', 'text')
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('operator_sessions_operator_idx').on('operator_sessions').column('operator_id').execute();
  await db.schema.createIndex('operator_sessions_expires_idx').on('operator_sessions').column('expires_at').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn(...idColumn(db))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('operator_id', 'integer')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['audit_log', 'operator_sessions', 'operators']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
