/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Index and table statements the migrations share. Like the columns (columns.ts),
// what each writes must never change: migrations that have already run call them.
import type { Kysely } from 'kysely';

/** Creates the plain indexes of `table`, in order: index name to the columns it holds. */
export async function createIndexes(db: Kysely<any>, table: string, indexes: Record<string, string[]>): Promise<void> {
  for (const [name, indexColumns] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on(table).columns(indexColumns).execute();
  }
}

/** Drops the tables in this order (dependent tables first), each if it exists. */
export async function dropTables(db: Kysely<any>, tables: string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
