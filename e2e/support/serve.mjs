// The e2e web server: builds what is stale, publishes and pins every remote of the
// registry into this run's deploy directory, then runs the real server (site + API)
// on a fresh SQLite database. Playwright starts it (webServer) and stops it.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, distDir, repoRoot } from '../../scripts/lib/apps.mjs';

const runDir = process.env.E2E_RUN_DIR;
const port = process.env.E2E_PORT;
if (!runDir || !port) throw new Error('serve.mjs is started by playwright.config.ts (E2E_RUN_DIR, E2E_PORT)');
const node = process.execPath;
const deployDir = path.join(runDir, 'deploy');
fs.mkdirSync(runDir, { recursive: true });

execFileSync(node, [path.join(repoRoot, 'scripts', 'build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
const remotesCli = (...args) =>
  execFileSync(node, [path.join(repoRoot, 'scripts', 'remotes.mjs'), ...args], { cwd: repoRoot, env: { ...process.env, DEPLOY_DIR: deployDir }, stdio: 'pipe' });
for (const remote of REMOTES) {
  remotesCli('publish', remote);
  const { version } = JSON.parse(fs.readFileSync(path.join(distDir(remote), 'build-info.json'), 'utf8'));
  remotesCli('pin', remote, version);
}

const log = fs.openSync(path.join(runDir, 'server.log'), 'w');
const server = spawn(node, [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(repoRoot, 'api', 'src', 'server.ts')], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(runDir, 'e2e.db')}`,
    SHELL_DIR: distDir('shell'),
    DEPLOY_DIR: deployDir,
    AUTH_CODE: 'e2e-auth-code',
    RATE_LIMIT_WRITE_MAX: '1000',
    CHAT_RATE_LIMIT_MAX: '1000',
    SEARCH_TRACKING_RATE_LIMIT_MAX: '100000',
    CAPTCHA_RATE_LIMIT_MAX: '1000',
    CHAT_API_KEY: 'e2e-chat-key',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', log, log],
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
