/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Remote releases move from deploy/remotes.json into the database, so that every
// server process sees one state and the server itself can end a failing canary:
// - remote_versions: each published version, with the SHA-384 of its entry files
//   (taken when it was published: a file changed later no longer matches) and the
//   shared singletons it was built against (for the compatibility check);
// - remote_pins: per remote the pinned version, the versions pinned before it (for
//   rollback, newest last) and the running canary, if any;
// - release_events: the audit log (who did what, from which version to which, why);
// - remote_health: load outcomes counted per remote version and minute (no visitor data).
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

type IdColumn = [name: string, type: 'serial' | 'integer', build: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

function idColumn(db: Kysely<any>): IdColumn {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? ['id', 'serial', (col) => col.primaryKey()]
    : ['id', 'integer', (col) => col.primaryKey().autoIncrement()];
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('remote_versions')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('integrity', 'text', (col) => col.notNull())
    .addColumn('build_info', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('published_by', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('remote_versions_pk', ['remote', 'version'])
    .execute();
  await db.schema
    .createTable('remote_pins')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('previous', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('canary_version', 'text')
    .addColumn('canary_percent', 'integer')
    .addColumn('canary_started_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('release_events')
    .addColumn(...idColumn(db))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('from_version', 'text')
    .addColumn('to_version', 'text')
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('release_events_remote_idx').on('release_events').columns(['remote', 'id']).execute();
  await db.schema
    .createTable('remote_health')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('minute', 'integer', (col) => col.notNull())
    .addColumn('loads', 'integer', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('remote_health_pk', ['remote', 'version', 'minute'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['remote_health', 'release_events', 'remote_pins', 'remote_versions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
