// All SQL for the release API's credentials (release_tokens, migration 20261128090000).
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ReleaseTokenTable } from '../db/schema';

export type ReleaseTokenRow = Selectable<ReleaseTokenTable>;

export async function insertToken(db: Kysely<Database>, row: Insertable<ReleaseTokenTable>): Promise<number> {
  const inserted = await db.insertInto('release_tokens').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function findTokenByHash(db: Kysely<Database>, hash: string): Promise<ReleaseTokenRow | undefined> {
  return db.selectFrom('release_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
}

export async function listTokens(db: Kysely<Database>): Promise<ReleaseTokenRow[]> {
  return db.selectFrom('release_tokens').selectAll().orderBy('id').execute();
}

/** Revokes a token that is not revoked yet; false when there is no such token or it was revoked before. */
export async function revokeToken(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('release_tokens').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touchToken(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('release_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
}
