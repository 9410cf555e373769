// All SQL for spent proof-of-work challenges (the lead forms' bot check).
import type { Kysely } from 'kysely';
import { insertUnlessStored } from '../db/insert-unless-stored';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Records the challenge as spent; false when it already was (also when spent concurrently). */
export function spend(db: Db, row: { signature: string; expires_at: string; spent_at: string }): Promise<boolean> {
  return insertUnlessStored(db, 'bot_checks_spent', 'signature', row);
}

/** Forgets spent challenges that expired before `before`: they are refused as expired anyway. */
export async function deleteExpired(db: Db, before: string): Promise<void> {
  await db.deleteFrom('bot_checks_spent').where('expires_at', '<', before).execute();
}
