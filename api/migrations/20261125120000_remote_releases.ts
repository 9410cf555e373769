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
import type { Kysely } from 'kysely';
import { columns, emptyByDefault, idColumn, notNull, notNullInteger, notNullText } from './lib/columns';
import { createIndexes, dropTables } from './lib/tables';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('remote_versions')
    .$call(notNullText('remote', 'version', 'integrity', 'build_info', 'published_at', 'published_by'))
    .addPrimaryKeyConstraint('remote_versions_pk', ['remote', 'version'])
    .execute();
  await db.schema
    .createTable('remote_pins')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    .addColumn('version', 'text', notNull)
    .addColumn('previous', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('canary_version', 'text')
    .addColumn('canary_percent', 'integer')
    .addColumn('canary_started_at', 'text')
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createTable('release_events')
    .addColumn(...idColumn(db))
    .$call(notNullText('at', 'actor', 'action', 'remote'))
    .addColumn('from_version', 'text')
    .addColumn('to_version', 'text')
    .$call(columns('text', emptyByDefault, 'detail', 'reason'))
    .execute();
  await createIndexes(db, 'release_events', { release_events_remote_idx: ['remote', 'id'] });
  await db.schema
    .createTable('remote_health')
    .$call(notNullText('remote', 'version'))
    .$call(notNullInteger('minute', 'loads', 'failures'))
    .addPrimaryKeyConstraint('remote_health_pk', ['remote', 'version', 'minute'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['remote_health', 'release_events', 'remote_pins', 'remote_versions']);
}
