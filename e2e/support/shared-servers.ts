// Several real servers that share only a PostgreSQL database (a schema of their own
// in the local server's `test` database) and its release store (RELEASE_FILES=
// database): each with its own empty deploy folder, as separate machines behind a
// load balancer would be. The release CLI runs against the same database, as it
// would on one of those machines.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { repoRoot } from './run-state';

// compiled by serve.mjs (Playwright's webServer) before any test runs
const COMPILED_SERVER = path.join(repoRoot, 'api', 'dist', 'server.js');

export const PG_URL = process.env.E2E_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the local PostgreSQL answers (it does on this project's machines and in CI). */
export async function postgresReachable(): Promise<boolean> {
  const client = new Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function onPostgres(sql: string): Promise<void> {
  const client = new Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface SharedSite {
  /** The environment every server and CLI run of this site shares: the database and the release store. */
  env: NodeJS.ProcessEnv;
  dir: string;
  schema: string;
  /** Starts one more server on `port` with its own empty deploy folder; resolves once /api/health answers. */
  start(name: string, port: number): Promise<string>;
  /** The release CLI on this site's database (direct), or with `--server` and a token. */
  cli(args: string[], extraEnv?: NodeJS.ProcessEnv): { status: number | null; stdout: string; stderr: string };
  close(): Promise<void>;
}

export async function createSharedSite(runDir: string, shellDir: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<SharedSite> {
  const schema = `e2e_shared_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  await onPostgres(`create schema ${schema}`);
  const dir = path.join(runDir, schema);
  fs.mkdirSync(dir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: PG_URL,
    DATABASE_SCHEMA: schema,
    RELEASE_FILES: 'database',
    SHELL_DIR: shellDir,
    SHELL_DIST: shellDir,
    // the CLI's own folder: nothing is written to it when the files go to the database
    DEPLOY_DIR: path.join(dir, 'cli-deploy'),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const servers: ChildProcess[] = [];
  return {
    env,
    dir,
    schema,
    async start(name, port) {
      const log = fs.openSync(path.join(dir, `${name}.log`), 'w');
      const server = spawn(process.execPath, [COMPILED_SERVER], {
        cwd: repoRoot,
        env: { ...env, PORT: String(port), HOST: '127.0.0.1', DEPLOY_DIR: path.join(dir, `${name}-deploy`), RELEASE_HEALTH_RATE_LIMIT_MAX: '100000' },
        stdio: ['ignore', log, log],
      });
      servers.push(server);
      const url = `http://127.0.0.1:${port}`;
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      const deadline = Date.now() + 60_000;
      // as Playwright's webServer waits: ask /api/health until it answers (the server migrates first)
      for (;;) {
        if (server.exitCode !== null) throw new Error(`server ${name} exited (${server.exitCode}):\n${fs.readFileSync(path.join(dir, `${name}.log`), 'utf8')}`);
        const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
        if (up) return url;
        if (Date.now() > deadline) throw new Error(`server ${name} did not answer on ${url} within 60 s`);
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 250).unref())]);
      }
    },
    cli(args, extraEnv = {}) {
      const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'remotes.mjs'), ...args], { cwd: repoRoot, env: { ...env, ...extraEnv }, encoding: 'utf8' });
      if (result.error) throw result.error;
      return { status: result.status, stdout: result.stdout, stderr: result.stderr };
    },
    async close() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              if (server.exitCode !== null) return resolve();
              server.once('exit', () => resolve());
              server.kill('SIGTERM');
            }),
        ),
      );
      await onPostgres(`drop schema if exists ${schema} cascade`);
    },
  };
}
