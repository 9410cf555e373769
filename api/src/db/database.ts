// Opens the database the configuration names: SQLite through better-sqlite3 (WAL)
// or PostgreSQL through a pg Pool. Everything above this file is dialect-neutral.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import { SqliteWriterThread } from './sqlite-writer-thread';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

const sqliteConnections = new WeakMap<Kysely<Database>, SQLite.Database>();

/**
 * The better-sqlite3 connection behind a Kysely instance (SQLite only), for the one
 * hot statement that keeps its prepared form. Use it only inside
 * `db.connection().execute(...)`, which holds Kysely's connection lock.
 */
export function sqliteConnectionOf(db: Kysely<Database>): SQLite.Database | undefined {
  return sqliteConnections.get(db);
}

const sqliteWriterThreads = new WeakMap<Kysely<Database>, SqliteWriterThread>();

/** The writer thread of a SQLite file behind a Kysely instance (db/sqlite-writer-thread.ts); none for PostgreSQL or an in-memory database. */
export function sqliteWriterThreadOf(db: Kysely<Database>): SqliteWriterThread | undefined {
  return sqliteWriterThreads.get(db);
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema the tables live in, when not the default. */
  schema?: string;
  /** Cheap liveness check used by /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  return config.dialect === 'postgres' ? openPostgres(config) : openSqlite(config.filename);
}

/**
 * Every connection to a SQLite file sets these: the server's own and its writer
 * thread's. NORMAL in WAL mode: a commit survives a crash of the process (SIGKILL);
 * only an operating-system crash can lose the last transactions.
 */
const CONNECTION_PRAGMAS = ['synchronous = NORMAL', 'foreign_keys = ON', 'busy_timeout = 5000'];

function openSqlite(filename: string): DatabaseHandle {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const sqlite = new SQLite(filename);
  sqlite.pragma('journal_mode = WAL');
  for (const pragma of CONNECTION_PRAGMAS) sqlite.pragma(pragma);
  // Checkpoints and the tracking rows' writes happen on a worker thread
  // (sqlite-writer-thread.ts), never in a request. An in-memory database is private
  // to its connection: no other thread can reach it.
  const writerThread = filename === ':memory:' ? null : new SqliteWriterThread(filename, CONNECTION_PRAGMAS);
  if (writerThread) sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.pragma('journal_size_limit = 67108864');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  sqliteConnections.set(db, sqlite);
  if (writerThread) sqliteWriterThreads.set(db, writerThread);
  const ping = sqlite.prepare('select 1');
  return {
    db,
    dialect: 'sqlite',
    async ping() {
      ping.get();
    },
    async close() {
      await writerThread?.stop();
      await db.destroy();
    },
  };
}

/**
 * SQLite transactions that take the write lock when they begin (BEGIN IMMEDIATE).
 * Another process may write the same file (the release CLI beside the server,
 * two servers on one machine). A deferred transaction that reads and then writes
 * fails at once with "database is locked" when the other connection committed in
 * between: WAL cannot upgrade a reader with an old snapshot, and SQLite does not
 * call the busy handler for it. An immediate one waits its turn (busy_timeout).
 * Inside one process nothing changes: Kysely's single connection is a queue anyway.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

function openPostgres(config: Extract<DatabaseConfig, { dialect: 'postgres' }>): DatabaseHandle {
  const pool = new Pool({
    connectionString: config.connectionString,
    max: config.poolSize,
    // A schema other than public (tests use one per file) goes first on the search path.
    options: config.schema ? `-c search_path=${quoteIdent(config.schema)},public` : undefined,
  });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    schema: config.schema,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await db.destroy();
    },
  };
}

function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid schema name "${name}"`);
  return name;
}
