/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Releases by teams over HTTP, and published files every server can read:
// - release_tokens: the credentials of the release API, each for one owner (a team's
//   CI or a release manager), scoped to remotes and actions, kept as a SHA-256 hash
//   (a token is 32 random bytes, so a fast hash is enough: nothing to guess from it),
//   with an expiry and a revocation time;
// - release_files: the files of each published version when RELEASE_FILES=database
//   (several servers on one PostgreSQL database then serve the same files); rows are
//   only ever inserted, as published versions never change;
// - remote_versions.origin: where browsers load a version from when it is not this
//   server (a CDN in front of it, recorded at publish); null for this server.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

function idColumn(db: Kysely<any>): [string, 'serial' | 'integer', (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return isPostgres(db) ? ['id', 'serial', (col) => col.primaryKey()] : ['id', 'integer', (col) => col.primaryKey().autoIncrement()];
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('remote_versions').addColumn('origin', 'text').execute();
  await db.schema
    .createTable('release_tokens')
    .addColumn(...idColumn(db))
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('remotes', 'text', (col) => col.notNull())
    .addColumn('actions', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createTable('release_files')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addPrimaryKeyConstraint('release_files_pk', ['remote', 'version', 'path'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('release_files').ifExists().execute();
  await db.schema.dropTable('release_tokens').ifExists().execute();
  await db.schema.alterTable('remote_versions').dropColumn('origin').execute();
}
