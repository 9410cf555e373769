// All SQL for captcha challenges (the contact and support forms).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export async function insertChallenge(db: Db, row: { id: string; code: string; created_at: string }): Promise<void> {
  await db.insertInto('captcha_challenges').values(row).execute();
}

/**
 * Spends the challenge if it is unused and was issued after `issuedAfter`, and
 * returns its code; undefined when it is unknown, spent or too old. One UPDATE:
 * of two concurrent answers only one sees `used_at is null`.
 */
export async function spendChallenge(db: Db, id: string, usedAt: string, issuedAfter: string): Promise<string | undefined> {
  const row = await db
    .updateTable('captcha_challenges')
    .set({ used_at: usedAt })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('created_at', '>', issuedAfter)
    .returning('code')
    .executeTakeFirst();
  return row?.code;
}

/**
 * Gives a live (unspent, issued after `issuedAfter`) challenge a new answer (the
 * accessible alternative's sum); false when it is unknown, spent or too old.
 */
export async function replaceCode(db: Db, id: string, code: string, issuedAfter: string): Promise<boolean> {
  const result = await db
    .updateTable('captcha_challenges')
    .set({ code })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('created_at', '>', issuedAfter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Forgets challenges issued before `before`: spent or not, they can no longer be answered. */
export async function deleteChallengesIssuedBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('captcha_challenges').where('created_at', '<', before).execute();
}
