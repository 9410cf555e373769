// All SQL for remote releases: published versions, pins and canaries, the audit
// log (migration 20261125120000) and the load outcomes the shell reports, one per
// visitor and window (migration 20261128150000).
import type { Kysely, Transaction } from 'kysely';
import type { Database, ReleaseEventTable, ReleaseHealthReportTable, RemotePinTable, RemoteVersionTable } from '../db/schema';
import type { Insertable, Selectable } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

export type RemoteVersionRow = Selectable<RemoteVersionTable>;
export type RemotePinRow = Selectable<RemotePinTable>;
export type ReleaseEventRow = Selectable<ReleaseEventTable>;
export type NewReleaseEvent = Insertable<ReleaseEventTable>;

export async function findVersion(db: Db, remote: string, version: string): Promise<RemoteVersionRow | undefined> {
  return db.selectFrom('remote_versions').selectAll().where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
}

export async function listVersions(db: Db, remote?: string): Promise<RemoteVersionRow[]> {
  let query = db.selectFrom('remote_versions').selectAll();
  if (remote) query = query.where('remote', '=', remote);
  return query.execute();
}

/** Records a published version; false when that remote and version were recorded already (published versions are immutable). */
export async function insertVersion(db: Db, row: Insertable<RemoteVersionTable>): Promise<boolean> {
  const result = await db
    .insertInto('remote_versions')
    .values(row)
    .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function listPins(db: Db): Promise<RemotePinRow[]> {
  return db.selectFrom('remote_pins').selectAll().execute();
}

export async function findPin(db: Db, remote: string): Promise<RemotePinRow | undefined> {
  return db.selectFrom('remote_pins').selectAll().where('remote', '=', remote).executeTakeFirst();
}

/** Writes a remote's whole pin row (insert or replace). */
export async function savePin(db: Db, row: RemotePinRow): Promise<void> {
  const { version, previous, canary_version, canary_percent, canary_started_at, updated_at } = row;
  await db
    .insertInto('remote_pins')
    .values(row)
    .onConflict((oc) => oc.column('remote').doUpdateSet({ version, previous, canary_version, canary_percent, canary_started_at, updated_at }))
    .execute();
}

/**
 * Ends the canary only if it is still the one that was judged (same version, same
 * start): of two server processes judging the same reports, one ends it.
 */
export async function endCanaryIfRunning(db: Db, remote: string, version: string, startedAt: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('remote_pins')
    .set({ canary_version: null, canary_percent: null, canary_started_at: null, updated_at: at })
    .where('remote', '=', remote)
    .where('canary_version', '=', version)
    .where('canary_started_at', '=', startedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertEvent(db: Db, event: NewReleaseEvent): Promise<void> {
  await db.insertInto('release_events').values(event).execute();
}

/** The audit log, oldest first; the newest `limit` events when given. */
export async function listEvents(db: Db, remote?: string, limit = 1000): Promise<ReleaseEventRow[]> {
  let query = db.selectFrom('release_events').selectAll();
  if (remote) query = query.where('remote', '=', remote);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse();
}

export type NewHealthReport = Insertable<ReleaseHealthReportTable>;

/**
 * Stores outcomes, at most one per remote, window, version and visitor: a report
 * already stored (a replay, or the same visitor's next page) changes nothing. Returns
 * the reports that were new.
 */
export async function insertHealthReports(db: Db, rows: NewHealthReport[]): Promise<Pick<NewHealthReport, 'remote' | 'version' | 'ok'>[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('release_health_reports')
    .values(rows)
    .onConflict((oc) => oc.columns(['remote', 'run', 'version', 'visitor']).doNothing())
    .returning(['remote', 'version', 'ok'])
    .execute();
}

export interface HealthTotals {
  version: string;
  /** Visitors who reported the version in the window. */
  loads: number;
  /** Of those, the visitors whose area failed. */
  failures: number;
}

/** Visitors and failed visitors per version of one remote in one window. */
export async function healthOfRun(db: Db, remote: string, run: string): Promise<HealthTotals[]> {
  const rows = await db
    .selectFrom('release_health_reports')
    .select((eb) => ['version', eb.fn.countAll<number | string>().as('loads'), eb.fn.sum<number | string>(eb.case().when('ok', '=', 0).then(1).else(0).end()).as('failures')])
    .where('remote', '=', remote)
    .where('run', '=', run)
    .groupBy('version')
    .execute();
  // PostgreSQL counts and sums as bigint, which pg returns as a string
  return rows.map((row) => ({ version: row.version, loads: Number(row.loads), failures: Number(row.failures ?? 0) }));
}

/** Reports that arrived before `beforeMinute`, except those of the windows still read (`keepRuns`). */
export async function deleteHealthBefore(db: Db, beforeMinute: number, keepRuns: string[]): Promise<void> {
  let query = db.deleteFrom('release_health_reports').where('minute', '<', beforeMinute);
  if (keepRuns.length > 0) query = query.where('run', 'not in', keepRuns);
  await query.execute();
}
