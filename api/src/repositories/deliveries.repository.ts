// All SQL of the leads' outbox (lead_deliveries): queued in the lead's transaction,
// claimed by a worker under a lease, settled by the worker that holds the lease.
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database, LeadDelivery, LeadDeliveryTable, NewLeadDelivery } from '../db/schema';

type Db = Kysely<Database>;
export type DeliveryChannel = LeadDeliveryTable['channel'];
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export async function insertDeliveries(db: Db, rows: NewLeadDelivery[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('lead_deliveries').values(rows).execute();
}

/**
 * Leases up to `limit` due deliveries to `worker` until `until` and answers them.
 * A row is due when it is pending, its time has come and nobody holds a live lease
 * on it (a worker that died leaves a lease that runs out). The conditions stand in
 * the UPDATE itself as well as in the choice of rows: on PostgreSQL, a row another
 * process has just claimed is skipped (SKIP LOCKED) or, if it was read before that
 * claim committed, fails the UPDATE's own check. SQLite runs one writer at a time.
 */
export async function claimDueDeliveries(db: Db, worker: string, now: string, until: string, limit: number): Promise<LeadDelivery[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const due = (qb: Db) =>
    qb
      .selectFrom('lead_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit);
  const chosen = postgres ? due(db).forUpdate().skipLocked() : due(db);
  return db
    .updateTable('lead_deliveries')
    .set({ claimed_by: worker, claimed_until: until })
    .where('id', 'in', chosen)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .returningAll()
    .execute();
}

/** Settles a delivery this worker still holds; false when its lease was lost (another worker has it now). */
async function settle(
  db: Db,
  id: number,
  worker: string,
  changes: { status: DeliveryStatus; next_attempt_at?: string; last_error?: string; delivered_at?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('lead_deliveries')
    .set({ ...changes, attempts: sql<number>`attempts + 1`, claimed_by: null, claimed_until: null })
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function markDelivered(db: Db, id: number, worker: string, at: string): Promise<boolean> {
  return settle(db, id, worker, { status: 'delivered', delivered_at: at, last_error: '' });
}

export function markRetry(db: Db, id: number, worker: string, nextAttemptAt: string, error: string): Promise<boolean> {
  return settle(db, id, worker, { status: 'pending', next_attempt_at: nextAttemptAt, last_error: error });
}

export function markFailed(db: Db, id: number, worker: string, error: string): Promise<boolean> {
  return settle(db, id, worker, { status: 'failed', last_error: error });
}

export interface DeliveryCount {
  channel: DeliveryChannel;
  status: DeliveryStatus;
  count: number;
}

export async function countDeliveries(db: Db): Promise<DeliveryCount[]> {
  const rows = await db
    .selectFrom('lead_deliveries')
    .select(['channel', 'status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy(['channel', 'status'])
    .orderBy('channel')
    .orderBy('status')
    .execute();
  return rows.map((r) => ({ channel: r.channel, status: r.status as DeliveryStatus, count: Number(r.count) }));
}

/**
 * Makes deliveries due now: the pending ones (their back-off is cut short) and, with
 * `failed`, the failed ones too, which try again until `giveUpAt`. Answers how many
 * rows it changed.
 */
export async function retryDeliveries(db: Db, now: string, options: { failed: boolean; giveUpAt: string; id?: number }): Promise<number> {
  const only = options.id;
  let changed = 0;
  const pending = await db
    .updateTable('lead_deliveries')
    .set({ next_attempt_at: now })
    .where('status', '=', 'pending')
    .$if(only !== undefined, (qb) => qb.where('id', '=', only!))
    .executeTakeFirst();
  changed += Number(pending.numUpdatedRows);
  if (options.failed) {
    const failed = await db
      .updateTable('lead_deliveries')
      .set({ status: 'pending', next_attempt_at: now, give_up_at: options.giveUpAt, claimed_by: null, claimed_until: null })
      .where('status', '=', 'failed')
      .$if(only !== undefined, (qb) => qb.where('id', '=', only!))
      .executeTakeFirst();
    changed += Number(failed.numUpdatedRows);
  }
  return changed;
}

/** Each lead's delivery state, 'webhook:delivered business_email:pending', keyed by lead id, for the export. */
export async function deliveryStates(db: Db, kind: LeadDeliveryTable['lead_kind'], leadIds: number[]): Promise<Map<number, string>> {
  const states = new Map<number, string>();
  if (leadIds.length === 0) return states;
  const rows = await db
    .selectFrom('lead_deliveries')
    .select(['lead_id', 'channel', 'status'])
    .where('lead_kind', '=', kind)
    .where('lead_id', 'in', leadIds)
    .orderBy('lead_id')
    .orderBy('channel')
    .execute();
  for (const row of rows) {
    const entry = `${row.channel}:${row.status}`;
    states.set(row.lead_id, states.has(row.lead_id) ? `${states.get(row.lead_id)} ${entry}` : entry);
  }
  return states;
}
