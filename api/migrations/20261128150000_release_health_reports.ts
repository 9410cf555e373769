/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Release health counts visitors, not beacons: one row per remote version, window
// and visitor (a keyed hash of their id), holding that visitor's outcome. The
// primary key makes a replayed report a no-op on both databases (insert ... on
// conflict do nothing). `run` names the window: a running canary's start (its pin's
// reports share it), or the clock hour for a pin without a canary. `minute` (when it
// arrived, minutes since the epoch) lets old rows be dropped. remote_health's
// per-minute counters are no longer written.
import type { Kysely } from 'kysely';
import { notNullInteger, notNullText } from './lib/columns';
import { createIndexes, dropTables } from './lib/tables';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('release_health_reports')
    .$call(notNullText('remote', 'version', 'run', 'visitor'))
    .$call(notNullInteger('ok', 'minute'))
    .addPrimaryKeyConstraint('release_health_reports_pk', ['remote', 'run', 'version', 'visitor'])
    .execute();
  await createIndexes(db, 'release_health_reports', { release_health_reports_minute_idx: ['minute'] });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['release_health_reports']);
}
