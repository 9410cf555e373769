// Statements the server runs over and over with new values (the search's tracking
// rows and their per-client count, once per batch): built and compiled by Kysely
// once, then run with each call's values. Kysely's SQLite driver prepares every
// query anew, and building, compiling and preparing these showed in the search's
// profile more than running them.
import type SQLite from 'better-sqlite3';
import { CompiledQuery, type Kysely } from 'kysely';
import { sqliteConnectionOf, sqliteWriterThreadOf } from './database';
import type { Database } from './schema';

type Db = Kysely<Database>;

const prepared = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();

/**
 * Runs SQL text compiled for this database with `parameters` and answers the rows
 * it returns. On SQLite through a statement prepared once per connection, inside
 * Kysely's connection lock (so never in the middle of another caller's
 * transaction); on PostgreSQL as Kysely runs any query.
 */
export async function runRepeated<Row>(db: Db, text: string, parameters: unknown[]): Promise<Row[]> {
  const sqlite = sqliteConnectionOf(db);
  if (!sqlite) return (await db.executeQuery<Row>(CompiledQuery.raw(text, parameters))).rows;
  let byText = prepared.get(sqlite);
  if (!byText) prepared.set(sqlite, (byText = new Map()));
  let statement = byText.get(text);
  if (!statement) byText.set(text, (statement = sqlite.prepare(text)));
  const ready = statement;
  return db.connection().execute(async () => {
    if (ready.reader) return ready.all(parameters) as Row[];
    ready.run(parameters);
    return [];
  });
}

/**
 * runRepeated for a write the server makes many times a second (the tracking rows
 * and their count): on a SQLite file it runs on the writer thread, off the event
 * loop (sqlite-writer-thread.ts); elsewhere as runRepeated.
 */
export function runRepeatedWrite<Row>(db: Db, text: string, parameters: unknown[]): Promise<Row[]> {
  const thread = sqliteWriterThreadOf(db);
  return thread ? thread.run<Row>(text, parameters) : runRepeated<Row>(db, text, parameters);
}

/** A query compiled once, whose values are filled in by name on each run. */
export interface QueryTemplate<Values> {
  text: string;
  parameters(values: Values): unknown[];
}

/**
 * Compiles `build` once with a stand-in for each value and records where each
 * stand-in landed among the parameters, so that a run only puts the values in
 * place. The stand-ins must be values no query would carry otherwise.
 */
export function queryTemplate<Values extends Record<string, unknown>>(
  standIns: Values,
  build: (values: Values) => { compile(): CompiledQuery },
): QueryTemplate<Values> {
  const compiled = build(standIns).compile();
  const names = Object.keys(standIns) as (keyof Values)[];
  const order = compiled.parameters.map((parameter) => {
    const name = names.find((n) => Object.is(standIns[n], parameter));
    if (name === undefined) throw new Error(`queryTemplate: the parameter ${String(parameter)} is not one of the stand-ins`);
    return name;
  });
  return {
    text: compiled.sql,
    parameters: (values) => order.map((name) => values[name]),
  };
}
