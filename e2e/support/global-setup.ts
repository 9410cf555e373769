// Builds what is stale, publishes and pins every remote into a throwaway deploy
// directory, and starts the real server (site + API) on a free port with a fresh
// SQLite database. Tests read the address from e2e/.tmp/server.json.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot, runDir, stateFile, type E2eState } from './paths';

const AUTH_CODE = 'e2e-auth-code';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ReturnType<typeof spawn>, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

export default async function globalSetup() {
  process.env.E2E_RUN_DIR = runDir; // test files (and workers) find this run's server through it
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.mkdirSync(runDir, { recursive: true });
  const node = process.execPath;
  execFileSync(node, [path.join(repoRoot, 'scripts', 'build.mjs')], { cwd: repoRoot, stdio: 'inherit' });

  const deployDir = path.join(runDir, 'deploy');
  const env = { ...process.env, DEPLOY_DIR: deployDir };
  for (const remote of ['catalogue', 'blogs', 'enquiry', 'chat']) {
    execFileSync(node, [path.join(repoRoot, 'scripts', 'remotes.mjs'), 'publish', remote], { cwd: repoRoot, env, stdio: 'pipe' });
    const { version } = JSON.parse(
      fs.readFileSync(path.join(repoRoot, remote === 'shell' ? 'shell' : `mfe-${remote}`, 'dist', 'build-info.json'), 'utf8'),
    );
    execFileSync(node, [path.join(repoRoot, 'scripts', 'remotes.mjs'), 'pin', remote, version], { cwd: repoRoot, env, stdio: 'pipe' });
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const databaseFile = path.join(runDir, 'e2e.db');
  const logFile = fs.openSync(path.join(runDir, 'server.log'), 'w');
  const child = spawn(node, [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(repoRoot, 'api', 'src', 'server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      SHELL_DIR: path.join(repoRoot, 'shell', 'dist'),
      DEPLOY_DIR: deployDir,
      AUTH_CODE,
      RATE_LIMIT_WRITE_MAX: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', logFile, logFile],
    detached: false,
  });
  await waitForHealth(baseUrl, child);
  const state: E2eState = { baseUrl, pid: child.pid!, deployDir, databaseFile, authCode: AUTH_CODE };
  fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
  (globalThis as Record<string, unknown>).__E2E_SERVER__ = child;
}
