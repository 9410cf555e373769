// Where this run's server, database, deploy directory and reports live. The config
// is loaded by the runner and again by every worker: the runner picks the port and
// the run directory once and leaves them in the environment the workers inherit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
// Debian's headless shell (package chromium-headless-shell, installed by the chromium step
// of npm test): the engine Playwright's own headless runs use, without the desktop browser
// around it; a new page opens about twice as fast as in /usr/bin/chromium.
export const CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'];
export const AUTH_CODE = 'e2e-auth-code';

if (!process.env.E2E_RUN_DIR) {
  process.env.E2E_RUN_DIR = path.join(repoRoot, 'e2e', '.tmp', `run-${process.pid}`);
  fs.rmSync(process.env.E2E_RUN_DIR, { recursive: true, force: true });
}
// one run directory and port per run, so a developer's run and a helper's never share a server
process.env.E2E_PORT ||= String(freePortRun(20_000 + (process.pid % 20_000)));

/**
 * The first port from `start` on which the server and, next to it, the webhook and SMTP
 * receivers (port + 1, port + 2) can all listen: a server left running by another run,
 * or anything else on the machine, would otherwise end this run before its first test.
 * The config is loaded synchronously, so a child node tries the ports.
 */
function freePortRun(start: number): number {
  const probe = `
    const net = require('node:net');
    const free = (port) => new Promise((ok) => {
      const s = net.createServer().once('error', () => ok(false));
      s.listen(port, '127.0.0.1', () => s.close(() => ok(true)));
    });
    (async () => {
      for (let port = ${start}; port < ${start} + 300; port += 3) {
        if ((await free(port)) && (await free(port + 1)) && (await free(port + 2))) return console.log(port);
      }
      process.exit(1);
    })();`;
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim());
}

export interface RunState {
  runDir: string;
  baseUrl: string;
  port: number;
  deployDir: string;
  databaseFile: string;
  authCode: string;
  outputDir: string;
  reportFile: string;
  serveScript: string;
  /** What the lead-delivery receivers got (support/lead-receivers.mjs): one JSON line per webhook call and per email. */
  webhookLog: string;
  mailLog: string;
  /** The key the server signs each webhook call with (serve.mjs). */
  webhookSecret: string;
}

export function runState(): RunState {
  const runDir = process.env.E2E_RUN_DIR!;
  const port = Number(process.env.E2E_PORT);
  return {
    runDir,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    deployDir: path.join(runDir, 'deploy'),
    databaseFile: path.join(runDir, 'e2e.db'),
    authCode: AUTH_CODE,
    // traces and screenshots of failures outlive the run directory
    outputDir: path.join(repoRoot, 'e2e', 'test-results'),
    // written after the teardown has removed the run directory, so not inside it
    reportFile: process.env.E2E_REPORT_FILE || path.join(repoRoot, 'e2e', 'test-results', 'report.json'),
    serveScript: path.join(__dirname, 'serve.mjs'),
    webhookLog: path.join(runDir, 'webhook.jsonl'),
    mailLog: path.join(runDir, 'mail.jsonl'),
    webhookSecret: 'e2e-lead-webhook-secret-0123456789',
  };
}
