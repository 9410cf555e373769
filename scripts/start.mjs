#!/usr/bin/env node
// npm start: build what is not built, publish and pin the remotes if nothing is pinned,
// then run the one server process (site + API) on http://HOST:PORT. The server
// migrates and seeds an empty database itself.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStale } from './build.mjs';
import { ensurePinned } from './lib/ensure-pinned.mjs';
import { deployDir, distDir, repoRoot } from './lib/apps.mjs';

try {
  await buildStale();
  ensurePinned();
} catch (error) {
  console.error(`npm start could not prepare the site: ${error.message}`);
  process.exit(1);
}

const tsx = path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const server = spawn(process.execPath, [tsx, path.join(repoRoot, 'api', 'src', 'server.ts')], {
  stdio: 'inherit',
  env: { ...process.env, SHELL_DIR: distDir('shell'), DEPLOY_DIR: deployDir() },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
