// Opens the database the configuration names: SQLite through better-sqlite3 (WAL)
// or PostgreSQL through a pg Pool. Everything above this file is dialect-neutral.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type PostgresPool, type PostgresPoolClient, type SqliteDialectConfig } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig, DatabaseTimeouts } from '../config';
import { DatabaseUnavailableError, isConnectionLost, withDeadline } from './database-unavailable';
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
  /**
   * Cheap liveness check used by /api/health and /api/ready: rejects with a
   * DatabaseUnavailableError after `timeoutMs` (when given) whatever the query timeout.
   */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Runs `work` (the migrations, the seed) without the statement timeouts: a
   * migration may rightly take longer than any request should. On PostgreSQL
   * through a pool of its own, closed afterwards; connecting is still timed.
   */
  withoutStatementTimeout<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** DB_TIMEOUT_MS and DB_CONNECT_TIMEOUT_MS as config.ts defaults them. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { queryMs: 5000, connectMs: 3000 };

export function openDatabase(config: DatabaseConfig, timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS): DatabaseHandle {
  return config.dialect === 'postgres' ? openPostgres(config, timeouts) : openSqlite(config.filename, timeouts);
}

/**
 * Every connection to a SQLite file sets these: the server's own and its writer
 * thread's. NORMAL in WAL mode: a commit survives a crash of the process (SIGKILL);
 * only an operating-system crash can lose the last transactions. A write that waits
 * for another connection's lock longer than the query timeout fails with SQLITE_BUSY
 * (answered 503).
 */
function connectionPragmas(timeouts: DatabaseTimeouts): string[] {
  return ['synchronous = NORMAL', 'foreign_keys = ON', `busy_timeout = ${timeouts.queryMs}`];
}

function openSqlite(filename: string, timeouts: DatabaseTimeouts): DatabaseHandle {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const sqlite = new SQLite(filename);
  sqlite.pragma('journal_mode = WAL');
  const pragmas = connectionPragmas(timeouts);
  for (const pragma of pragmas) sqlite.pragma(pragma);
  // Checkpoints and the tracking rows' writes happen on a worker thread
  // (sqlite-writer-thread.ts), never in a request. An in-memory database is private
  // to its connection: no other thread can reach it.
  const writerThread = filename === ':memory:' ? null : new SqliteWriterThread(filename, pragmas);
  if (writerThread) sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.pragma('journal_size_limit = 67108864');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  sqliteConnections.set(db, sqlite);
  if (writerThread) sqliteWriterThreads.set(db, writerThread);
  const ping = sqlite.prepare('select 1');
  return {
    db,
    dialect: 'sqlite',
    // synchronous, and a read in WAL mode never waits for a lock: nothing to time out
    async ping() {
      ping.get();
    },
    // busy_timeout is a wait for another connection's lock, not a limit on a statement
    withoutStatementTimeout: (work) => work(db),
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

/**
 * Every PostgreSQL query and connection attempt has a time limit, so that a server
 * that is down, unreachable or frozen (a stopped process, a lost network) makes a
 * request fail within seconds instead of hanging: `connectionTimeoutMillis` bounds
 * connecting and the wait for a free pooled connection, the server's
 * `statement_timeout` cancels a slow statement, and the client's `query_timeout`
 * (a little later) gives up on a server that says nothing at all.
 */
const CLIENT_TIMEOUT_GRACE_MS = 500;

function openPostgres(config: Extract<DatabaseConfig, { dialect: 'postgres' }>, timeouts: DatabaseTimeouts): DatabaseHandle {
  const connection = {
    connectionString: config.connectionString,
    max: config.poolSize,
    // A schema other than public (tests use one per file) goes first on the search path.
    options: config.schema ? `-c search_path=${quoteIdent(config.schema)},public` : undefined,
    connectionTimeoutMillis: timeouts.connectMs,
  };
  const pool = new Pool({
    ...connection,
    statement_timeout: timeouts.queryMs,
    query_timeout: timeouts.queryMs + CLIENT_TIMEOUT_GRACE_MS,
    keepAlive: true,
  });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Nor one in use: its query fails with the error, which the request answers.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: closingLostConnections(pool) }) });
  return {
    db,
    dialect: 'postgres',
    schema: config.schema,
    async ping(timeoutMs) {
      const ping = pool.query('select 1');
      await (timeoutMs === undefined ? ping : withDeadline(ping, timeoutMs, 'database ping'));
    },
    async withoutStatementTimeout(work) {
      const unhurried = new Pool(connection);
      unhurried.on('error', () => undefined);
      const setup = new Kysely<Database>({ dialect: new PostgresDialect({ pool: unhurried }) });
      try {
        return await work(setup);
      } finally {
        await setup.destroy();
      }
    },
    async close() {
      await db.destroy();
    },
  };
}

/**
 * The pool as Kysely uses it, except that a connection whose query ended without
 * the server's answer (the client's timeout, a lost socket) is closed, never reused:
 * its statement may still run later, so the next transaction sent on it could join
 * a half-done one. Until it is released, any further query on it (the
 * transaction's ROLLBACK) fails at once instead of waiting behind the silent one.
 */
function closingLostConnections(pool: Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let lost: unknown;
      const query = async (text: string, parameters: ReadonlyArray<unknown>) => {
        if (lost !== undefined) throw new DatabaseUnavailableError('the connection was given up after a query got no answer');
        try {
          return await client.query(text, [...parameters]);
        } catch (error) {
          if (isConnectionLost(error)) lost = error;
          throw error;
        }
      };
      return {
        // the cursor form is never asked for: the dialect is given no cursor
        query: query as unknown as PostgresPoolClient['query'],
        // release(error) makes the pool close the connection instead of keeping it
        release: () => client.release(lost === undefined ? undefined : true),
      };
    },
    end: () => pool.end(),
  };
}

function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid schema name "${name}"`);
  return name;
}
