// Several real servers that share only a PostgreSQL database (a schema of their own
// in the local server's `test` database) and its release store (RELEASE_FILES=
// database): each with its own empty deploy folder, as separate machines behind a
// load balancer would be. The release CLI runs against the same database, as it
// would on one of those machines.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { Client } from 'pg';
import { repoRoot } from './run-state';

// compiled by serve.mjs (Playwright's webServer) before any test runs
const COMPILED_SERVER = path.join(repoRoot, 'api', 'dist', 'server.js');

export const PG_URL = process.env.E2E_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `sql` on its own connection, which is closed once the query has run. */
async function onPostgres(sql: string, connectionTimeoutMillis?: number): Promise<void> {
  const client = new Client({ connectionString: PG_URL, connectionTimeoutMillis });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Whether the local PostgreSQL answers (it does on this project's machines and in CI). */
export async function postgresReachable(): Promise<boolean> {
  return onPostgres('select 1', 3000).then(
    () => true,
    () => false,
  );
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
      // as Playwright's webServer waits: until /api/health answers (the server migrates
      // first), or the server ends
      const answers = expect
        .poll(() => fetch(`${url}/api/health`).then((r) => r.ok, () => false), { timeout: 60_000, message: `server ${name} answers on ${url}` })
        .toBe(true)
        .then(() => 'up' as const);
      // a server that ended first is the failure to report, not the poll's
      answers.catch(() => undefined);
      const exited = new Promise<{ code: number | null }>((resolve) => server.once('exit', (code) => resolve({ code })));
      const first = await Promise.race([answers, exited]);
      if (first !== 'up') throw new Error(`server ${name} exited (${first.code}):\n${fs.readFileSync(path.join(dir, `${name}.log`), 'utf8')}`);
      return url;
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
