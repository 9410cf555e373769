// One worker thread per SQLite file, with its own connection, for the writes that
// must not run on the event loop (better-sqlite3 runs a statement on the calling
// thread, and the whole event loop waits with it):
// - WAL checkpoints. SQLite's automatic checkpoint runs inside whichever commit
//   crosses the threshold and fsyncs the database file: on a busy disk that one
//   request waited tens of milliseconds. The main connection turns them off and
//   this thread runs a PASSIVE checkpoint (which never blocks a writer) once a
//   second, and a last one when it stops.
// - The writes the server repeats thousands of times a second: the search-tracking
//   rows' multi-row INSERT and their per-client count (services/search-tracking.ts).
//   On the main thread that INSERT was the largest piece of a search's cost that
//   was not HTTP itself: about 5 µs a row under load. Posting the batch's
//   flat value array costs about a fifth of that (values, not row objects: the
//   structured clone of objects cost as much as the insert), and SQLite's own
//   locking keeps the two connections' writes apart.
// The thread is unreferenced while no statement is waiting, so it never keeps a
// finished process alive.
import { Worker } from 'node:worker_threads';

const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename);
// As the main connection (db/database.ts), whose checkpoints this thread runs.
for (const pragma of workerData.pragmas) db.pragma(pragma);
db.pragma('wal_autocheckpoint = 0');
function checkpoint() {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy: try again next time */ }
}
const timer = setInterval(checkpoint, workerData.checkpointMs);
const statements = new Map();
parentPort.on('message', (message) => {
  if (message.stop) {
    clearInterval(timer);
    checkpoint();
    db.close();
    parentPort.postMessage({ stopped: true });
    return;
  }
  try {
    let statement = statements.get(message.sql);
    if (!statement) statements.set(message.sql, (statement = db.prepare(message.sql)));
    if (statement.reader) parentPort.postMessage({ id: message.id, rows: statement.all(message.values) });
    else {
      statement.run(message.values);
      parentPort.postMessage({ id: message.id, rows: [] });
    }
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

/** The code of the error a statement gets when the thread ended before answering it: the database is not the problem, try again. */
export const WRITER_THREAD_EXITED = 'WRITER_THREAD_EXITED';

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

type Answer = { id: number; rows?: unknown[]; error?: { message: string; code?: string } } | { stopped: true };

export class SqliteWriterThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** Starts the thread: its checkpoints begin at once. `pragmas`: the settings its connection shares with the main one. */
  constructor(
    private readonly filename: string,
    private readonly pragmas: readonly string[],
    private readonly checkpointMs = 1000,
  ) {
    this.start();
  }

  /**
   * Runs a write statement with its values on the thread and answers the rows it
   * returns (RETURNING; none otherwise). Rejects with SQLite's error (its `code`
   * kept, e.g. SQLITE_BUSY or SQLITE_CONSTRAINT_NOTNULL), or with code
   * WRITER_THREAD_EXITED when the thread ended first; the next call starts a new
   * thread (a failed thread only means a bigger WAL until then).
   */
  run<Row>(sql: string, values: unknown[]): Promise<Row[]> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    if (this.pending.size === 0) worker.ref();
    return new Promise<Row[]>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      worker.postMessage({ id, sql, values });
    });
  }

  /** Waits for the statements under way, runs a last checkpoint, closes the thread's connection and ends the thread. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    await new Promise<void>((resolve) => {
      const timeout = setTimeout(() => void worker.terminate(), 5000);
      worker.once('exit', () => {
        clearTimeout(timeout);
        resolve();
      });
      worker.ref();
      // Messages are handled in order: every statement posted before this one is answered first.
      worker.postMessage({ stop: true });
    });
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { filename: this.filename, pragmas: this.pragmas, checkpointMs: this.checkpointMs, driver: require.resolve('better-sqlite3') },
    });
    worker.unref();
    worker.on('message', (answer: Answer) => {
      if ('stopped' in answer) {
        void worker.terminate();
        return;
      }
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      if (answer.error) waiting.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
      else waiting.resolve(answer.rows ?? []);
    });
    const ended = (reason: string) => {
      if (this.worker === worker) this.worker = null;
      for (const [id, waiting] of this.pending) {
        this.pending.delete(id);
        waiting.reject(Object.assign(new Error(`the SQLite writer thread ${reason} before the statement was answered`), { code: WRITER_THREAD_EXITED }));
      }
    };
    worker.on('error', (error) => ended(`failed (${error.message})`));
    worker.on('exit', () => ended('exited'));
    this.worker = worker;
    return worker;
  }
}
