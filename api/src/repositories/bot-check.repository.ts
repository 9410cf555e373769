// All SQL for spent proof-of-work challenges (the lead forms' bot check).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/**
 * Records the challenge as spent; false when it already was. ON CONFLICT DO
 * NOTHING: of two concurrent spends of one challenge, the second waits for the
 * first to commit and then adds nothing, so it is told without an aborted
 * transaction (PostgreSQL) or a constraint error.
 */
export async function spend(db: Db, row: { signature: string; expires_at: string; spent_at: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('bot_checks_spent')
    .values(row)
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Forgets spent challenges that expired before `before`: they are refused as expired anyway. */
export async function deleteExpired(db: Db, before: string): Promise<void> {
  await db.deleteFrom('bot_checks_spent').where('expires_at', '<', before).execute();
}
