// A PostgreSQL server of the test's own (initdb into a temp dir, pg_ctl on a free
// port), for tests that stop, freeze and restart their database: the shared server
// on 5432 must never be touched. PostgreSQL refuses to run as root, so as root the
// binaries run as the postgres user, in a directory it owns.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);

/** PG_BIN, else the newest of Debian's /usr/lib/postgresql/<version>/bin; null when initdb and pg_ctl are not there. */
export function postgresBinaries(): string | null {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
      : [];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

export interface PrivatePostgres {
  url: string;
  port: number;
  /** pg_ctl stop -m fast: sessions are ended (57P01), then connections are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP to the postmaster and every backend: the server accepts TCP connections and never answers. */
  freeze(): void;
  resume(): void;
  /** Stops the server whatever its state and removes its directory. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-private-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, id('-u'), id('-g'));
  }
  // from inside its directory: the postgres user may not enter the test's working directory
  const as = (file: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args], { cwd: dir }) : run(path.join(bin, file), args, { cwd: dir });
  const port = await freePort();
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40 -c shared_buffers=16MB`;
  const pgCtl = (...args: string[]) => as('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), ...args]);
  await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--no-instructions']);
  await pgCtl('-o', serverOptions, '-w', 'start');

  const postmasterPid = () => Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = (parent: number) =>
    fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((entry) => {
        try {
          // /proc/<pid>/stat: "pid (name) state ppid ..."; the name may hold spaces
          const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
        } catch {
          return false;
        }
      })
      .map(Number);
  let frozen: number[] = [];
  const resume = () => {
    for (const pid of frozen.reverse()) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // gone already
      }
    }
    frozen = [];
  };

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => pgCtl('-m', 'fast', '-w', 'stop').then(() => undefined),
    start: () => pgCtl('-o', serverOptions, '-w', 'start').then(() => undefined),
    freeze() {
      const postmaster = postmasterPid();
      process.kill(postmaster, 'SIGSTOP');
      frozen = [postmaster];
      for (const pid of children(postmaster)) {
        process.kill(pid, 'SIGSTOP');
        frozen.push(pid);
      }
    },
    resume,
    async destroy() {
      resume();
      if (fs.existsSync(path.join(data, 'postmaster.pid'))) {
        const postmaster = postmasterPid();
        await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => {
          try {
            process.kill(postmaster, 'SIGKILL');
          } catch {
            // gone already
          }
        });
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
