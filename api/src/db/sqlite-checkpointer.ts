// SQLite's automatic WAL checkpoint runs inside whichever commit crosses the
// threshold and fsyncs the database file: on a busy disk that one request waits
// tens of milliseconds, and with better-sqlite3 the whole event loop waits with
// it. The server therefore turns automatic checkpoints off and lets a worker
// thread with its own connection run PASSIVE checkpoints (which never block the
// writer) once a second.
import { Worker } from 'node:worker_threads';

const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy: try again next time */ }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'stop') {
    clearInterval(timer);
    try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
    db.close();
    parentPort.postMessage('stopped');
  }
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(filename: string, intervalMs = 1000): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { filename, intervalMs, driver: require.resolve('better-sqlite3') },
  });
  worker.unref();
  // A failing checkpointer only means a bigger WAL until the next start; never crash the server.
  worker.on('error', () => undefined);
  return {
    async stop() {
      await new Promise<void>((resolve) => {
        const timeout = setTimeout(() => void worker.terminate().then(() => resolve()), 2000);
        worker.once('message', () => {
          clearTimeout(timeout);
          void worker.terminate().then(() => resolve());
        });
        worker.once('exit', () => {
          clearTimeout(timeout);
          resolve();
        });
        worker.postMessage('stop');
      });
    },
  };
}
