// Every text column of every table of the database, read from the database itself
// (not from db/schema.ts), so that a table another part of the application adds is
// covered by the erasure's last pass and by its tests without being listed here.
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../db/schema';

export interface TextColumn {
  table: string;
  column: string;
}

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function listTextColumns(db: Kysely<Database>): Promise<TextColumn[]> {
  if (isPostgres(db)) {
    // current_schema(): the first schema of the search path, where the tables are
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying')
      order by table_name, ordinal_position`.execute(db);
    return rows.map((r) => ({ table: r.table_name, column: r.column_name }));
  }
  const { rows } = await sql<{ table_name: string; column_name: string; type: string }>`
    select m.name as table_name, p.name as column_name, p.type as type
    from sqlite_master m join pragma_table_info(m.name) p
    where m.type = 'table' and m.name not like 'sqlite_%'
    order by m.name, p.cid`.execute(db);
  return rows.filter((r) => /char|text|clob|^$/i.test(r.type)).map((r) => ({ table: r.table_name, column: r.column_name }));
}

/** A LIKE pattern that matches `text` anywhere, with LIKE's own characters taken literally (ESCAPE '!'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** The columns of one table, or none when the table does not exist. */
export async function columnsOf(db: Kysely<Database>, table: string): Promise<string[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`.execute(db);
    return rows.map((r) => r.column_name);
  }
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return rows.map((r) => r.name);
}
