// For suites that stop the real server the hard way and look at what it stored: a
// SQLite file of the suite's own, the server run on it, and cleanup afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type ServerProcess, startServerProcess } from './server-process';

/**
 * `start` runs the server on the suite's file (again after a kill: the file stays),
 * `rows` reads the file; after the suite a server left running (a failed test) is
 * killed and the file removed.
 */
export function serverOnSqliteFile(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `safarnama-${name}-`));
  const dbFile = path.join(dir, `${name}.db`);
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  return {
    async start(env: Record<string, string> = {}): Promise<ServerProcess> {
      server = await startServerProcess({ DATABASE_URL: `sqlite:${dbFile}`, ...env });
      return server;
    },
    rows<Row>(query: string): Row[] {
      const db = new SQLite(dbFile, { readonly: true });
      try {
        return db.prepare(query).all() as Row[];
      } finally {
        db.close();
      }
    },
  };
}
