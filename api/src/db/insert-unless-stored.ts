// Inserts that leave a stored row of the same key alone.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Inserts `row` unless a row with its `key` is stored; true when it was added.
 * ON CONFLICT DO NOTHING: of two concurrent inserts of one key, the second waits
 * for the first to commit and then adds nothing, so it is told without an aborted
 * transaction (PostgreSQL) or a constraint error.
 */
export async function insertUnlessStored<T extends keyof Database & string>(db: Kysely<Database>, table: T, key: keyof Database[T] & string, row: Insertable<Database[T]>): Promise<boolean> {
  const inserted = await db.insertInto(table).values(row).onConflict((oc) => oc.column(key).doNothing()).returning(key).executeTakeFirst();
  return inserted !== undefined;
}
