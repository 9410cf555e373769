// All SQL for remote releases: published versions, pins and canaries, the audit
// log and the load outcomes the shell reports (see migration 20261125120000).
import type { Kysely, Transaction } from 'kysely';
import type { Database, ReleaseEventTable, RemotePinTable, RemoteVersionTable } from '../db/schema';
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

export interface HealthIncrement {
  remote: string;
  version: string;
  minute: number;
  loads: number;
  failures: number;
}

/** Adds load outcomes to their minute's counters (one statement per remote version). */
export async function addHealth(db: Db, rows: HealthIncrement[]): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('remote_health')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['remote', 'version', 'minute']).doUpdateSet((eb) => ({
          loads: eb('remote_health.loads', '+', eb.ref('excluded.loads')),
          failures: eb('remote_health.failures', '+', eb.ref('excluded.failures')),
        })),
      )
      .execute();
  }
}

export interface HealthTotals {
  remote: string;
  version: string;
  loads: number;
  failures: number;
}

/** Loads and failures per remote version from `sinceMinute` on (optionally one remote). */
export async function healthSince(db: Db, sinceMinute: number, remote?: string): Promise<HealthTotals[]> {
  let query = db
    .selectFrom('remote_health')
    .select((eb) => ['remote', 'version', eb.fn.sum<number | string>('loads').as('loads'), eb.fn.sum<number | string>('failures').as('failures')])
    .where('minute', '>=', sinceMinute);
  if (remote) query = query.where('remote', '=', remote);
  const rows = await query.groupBy(['remote', 'version']).execute();
  // PostgreSQL sums integers as bigint, which pg returns as a string
  return rows.map((row) => ({ remote: row.remote, version: row.version, loads: Number(row.loads), failures: Number(row.failures) }));
}

/** Counters older than `beforeMinute` are no longer read by anything. */
export async function deleteHealthBefore(db: Db, beforeMinute: number): Promise<void> {
  await db.deleteFrom('remote_health').where('minute', '<', beforeMinute).execute();
}
