/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Release health counts visitors, not beacons: one row per remote version, window
// and visitor (a keyed hash of their id), holding that visitor's outcome. The
// primary key makes a replayed report a no-op on both databases (insert ... on
// conflict do nothing). `run` names the window: a running canary's start (its pin's
// reports share it), or the clock hour for a pin without a canary. `minute` (when it
// arrived, minutes since the epoch) lets old rows be dropped. remote_health's
// per-minute counters are no longer written.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('release_health_reports')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('run', 'text', (col) => col.notNull())
    .addColumn('visitor', 'text', (col) => col.notNull())
    .addColumn('ok', 'integer', (col) => col.notNull())
    .addColumn('minute', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('release_health_reports_pk', ['remote', 'run', 'version', 'visitor'])
    .execute();
  await db.schema.createIndex('release_health_reports_minute_idx').on('release_health_reports').column('minute').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('release_health_reports').ifExists().execute();
}
