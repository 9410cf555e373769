// Idempotency keys, rate-limit counters and cached PDFs: state that several
// server processes share through the database.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export function findIdempotencyRecord(db: Db, scope: string, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['status_code', 'response_body', 'request_hash', 'created_at'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function insertIdempotencyRecord(
  db: Db,
  row: { scope: string; key: string; status_code: number; response_body: string; request_hash: string; created_at: string },
): Promise<void> {
  await db.insertInto('idempotency_keys').values(row).execute();
}

/** Forgets keys stored before `before` (ISO time); with `scope` and `key`, only that one. */
export async function deleteExpiredIdempotencyRecords(db: Db, before: string, only?: { scope: string; key: string }): Promise<void> {
  let query = db.deleteFrom('idempotency_keys').where('created_at', '<', before);
  if (only) query = query.where('scope', '=', only.scope).where('key', '=', only.key);
  await query.execute();
}

/** Counts one hit in the key's fixed window; a window that has ended restarts at 1. */
export async function incrementRateLimit(
  db: Db,
  key: string,
  now: number,
  windowMs: number,
): Promise<{ hits: number; windowStart: number }> {
  const expired = sql<boolean>`rate_limits.window_start + ${windowMs} <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
        window_start: sql<number>`case when ${expired} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowStart: Number(row.window_start) };
}

export async function deleteExpiredRateLimits(db: Db, before: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
}

export function findPdf(db: Db, packageId: number, version: string) {
  return db
    .selectFrom('itinerary_pdfs')
    .select('pdf')
    .where('package_id', '=', packageId)
    .where('version', '=', version)
    .executeTakeFirst();
}

export async function savePdf(db: Db, packageId: number, version: string, pdf: Buffer, createdAt: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('itinerary_pdfs')
      .values({ package_id: packageId, version, pdf, created_at: createdAt })
      .onConflict((oc) => oc.columns(['package_id', 'version']).doNothing())
      .execute();
    await trx.deleteFrom('itinerary_pdfs').where('package_id', '=', packageId).where('version', '<>', version).execute();
  });
}
