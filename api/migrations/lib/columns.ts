/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Columns the migrations share. Migrations that have already run in the field call
// these, so what each one writes must never change: a fresh database has to get the
// schema the older ones got. A migration that needs another column shape writes it
// itself or adds a new helper here.
import { type ColumnDataType, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

type BuildColumn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
type AddColumns = (table: CreateTableBuilder<any, any>) => CreateTableBuilder<any, any>;

const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** `id`, numbered by the database: serial on PostgreSQL, integer autoincrement on SQLite. For `.addColumn(...idColumn(db))`. */
export function idColumn(db: Kysely<any>): [name: 'id', type: 'serial' | 'integer', build: BuildColumn] {
  return isPostgres(db) ? ['id', 'serial', (col) => col.primaryKey()] : ['id', 'integer', (col) => col.primaryKey().autoIncrement()];
}

/** Binary data: bytea on PostgreSQL, blob on SQLite. */
export const binaryType = (db: Kysely<any>): 'bytea' | 'blob' => (isPostgres(db) ? 'bytea' : 'blob');

export const notNull: BuildColumn = (col) => col.notNull();

/** Text that is never null: '' where nothing was given. */
export const emptyByDefault: BuildColumn = (col) => col.notNull().defaultTo('');

/** Adds the columns `names` in this order, each of `type` and built by `build`. For `.$call(...)`. */
export function columns(type: ColumnDataType, build: BuildColumn, ...names: string[]): AddColumns {
  return (table) => names.reduce((built, name) => built.addColumn(name, type, build), table);
}

export const notNullText = (...names: string[]): AddColumns => columns('text', notNull, ...names);

export const notNullInteger = (...names: string[]): AddColumns => columns('integer', notNull, ...names);
