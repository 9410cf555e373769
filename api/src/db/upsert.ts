// Upserts that rewrite a row from the values it was inserted with: the row built
// for the insert is the one list of columns, whatever the table.
import { type Expression, type Insertable, type Kysely, type OnConflictTables, type OnConflictUpdateDatabase, sql, type SqlBool, type UpdateObject } from 'kysely';
import type { Database } from './schema';

/** What `doUpdateSet` takes in an upsert into table T. */
type ConflictUpdate<T extends keyof Database> = UpdateObject<OnConflictUpdateDatabase<Database, T>, OnConflictTables<T>, OnConflictTables<T>>;

/** The columns of an inserted row other than its conflict key: the ones a conflict rewrites. */
function updatedColumns(row: object, key: string): string[] {
  return Object.keys(row).filter((column) => column !== key);
}

/** The SET list: each column of `row` but the key takes the conflicting row's value (`excluded.<column>`). */
export function setFromExcluded<T extends keyof Database>(row: object, key: string): ConflictUpdate<T> {
  return Object.fromEntries(updatedColumns(row, key).map((column) => [column, sql.ref(`excluded.${column}`)])) as ConflictUpdate<T>;
}

/** True when the conflicting row differs from the stored one in any column of `row` but the key. */
function differsFromExcluded(table: keyof Database, row: object, key: string): Expression<SqlBool> {
  const changes = updatedColumns(row, key).map((column) => sql<SqlBool>`${sql.ref(`${table}.${column}`)} <> ${sql.ref(`excluded.${column}`)}`);
  return sql<SqlBool>`(${sql.join(changes, sql` or `)})`;
}

/** Inserts `row`; on a conflict on `key`, rewrites the stored row only when a column differs, so a rerun writes nothing. */
export async function upsertIfChanged<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  key: keyof Database[T] & string,
  row: Insertable<Database[T]>,
): Promise<void> {
  await db
    .insertInto(table)
    .values(row)
    .onConflict((oc) => oc.column(key).doUpdateSet(setFromExcluded<T>(row, key)).where(differsFromExcluded(table, row, key)))
    .execute();
}
