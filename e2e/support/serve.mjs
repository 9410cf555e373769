// The e2e web server: builds what is stale (the site, the API into api/dist), publishes
// and pins every remote of the registry (the release CLI's bootstrap) into this run's
// deploy directory and database, then runs the real server (site + API) on them.
// Playwright starts it (webServer) and stops it. The release journey's CLI runs get the
// same two (e2e/support/release-cli.ts).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiIfStale } from '../../scripts/build-api.mjs';
import { distDir, repoRoot } from '../../scripts/lib/apps.mjs';
import { remotesCommand } from '../../scripts/remotes.mjs';

const runDir = process.env.E2E_RUN_DIR;
const port = process.env.E2E_PORT;
if (!runDir || !port) throw new Error('serve.mjs is started by playwright.config.ts (E2E_RUN_DIR, E2E_PORT)');
const node = process.execPath;
fs.mkdirSync(runDir, { recursive: true });
// run-state.ts names the same paths (deployDir, databaseFile)
const releases = { DEPLOY_DIR: path.join(runDir, 'deploy'), DATABASE_URL: `sqlite:${path.join(runDir, 'e2e.db')}` };

execFileSync(node, [path.join(repoRoot, 'scripts', 'build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
const serverFile = await buildApiIfStale();
const [cli, cliArgs] = remotesCommand(['bootstrap', '--by', 'e2e']);
execFileSync(cli, cliArgs, { cwd: repoRoot, env: { ...process.env, ...releases }, stdio: 'pipe' });

// lead delivery goes to a real SMTP server and webhook receiver (lead-receivers.mjs);
// run-state.ts names the same ports and secret
const webhookPort = Number(port) + 1;
const smtpPort = Number(port) + 2;
const WEBHOOK_SECRET = 'e2e-lead-webhook-secret-0123456789';
const receivers = spawn(node, [fileURLToPath(new URL('./lead-receivers.mjs', import.meta.url)), runDir, String(webhookPort), String(smtpPort), WEBHOOK_SECRET], {
  cwd: repoRoot,
  stdio: 'inherit',
});

const log = fs.openSync(path.join(runDir, 'server.log'), 'w');
const server = spawn(node, [serverFile], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    ...releases,
    SHELL_DIR: distDir('shell'),
    AUTH_CODE: 'e2e-auth-code',
    RATE_LIMIT_WRITE_MAX: '1000',
    CHAT_RATE_LIMIT_MAX: '1000',
    SEARCH_TRACKING_RATE_LIMIT_MAX: '100000',
    CAPTCHA_RATE_LIMIT_MAX: '1000',
    // every page load of every journey reports its remote areas from 127.0.0.1; the
    // release journey needs 50+ failed loads of a canary within minutes to be counted
    RELEASE_HEALTH_RATE_LIMIT_MAX: '100000',
    CHAT_API_KEY: 'e2e-chat-key',
    LOG_LEVEL: 'warn',
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/leads`,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEAD_DELIVERY_POLL_MS: '200',
    // two browsers and a crawler share two cores here: a render is not cut off at the production budget
    RENDER_BUDGET_MS: '3000',
  },
  stdio: ['ignore', log, log],
});
const stop = () => {
  server.kill('SIGTERM');
  receivers.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  receivers.kill('SIGTERM');
  // the server writes to server.log, which the teardown removes: a server that ends on
  // its own (not stopped by the runner) says why here, where the runner shows it
  if (code) process.stderr.write(`the server ended with code ${code}; its log:\n${fs.readFileSync(path.join(runDir, 'server.log'), 'utf8').slice(-4000)}\n`);
  process.exit(code ?? 0);
});
