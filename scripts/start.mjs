#!/usr/bin/env node
// npm start: build what is not built (the site, and the API compiled to api/dist),
// publish and pin the local build of every remote that has nothing pinned
// (`npm run remotes -- bootstrap`), then run the one server process (site + API,
// node api/dist/server.js) on http://HOST:PORT. The server migrates and seeds an empty
// database itself. The release CLI and the server get one environment, so they work
// on the same database (DATABASE_URL) and deploy directory (DEPLOY_DIR).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApiIfStale } from './build-api.mjs';
import { buildStale } from './build.mjs';
import { runRemotes } from './remotes.mjs';
import { deployDir, distDir } from './lib/apps.mjs';
import { answerHelp } from './lib/usage.mjs';

answerHelp(`
Usage: npm start

Builds what is not built, publishes and pins every remote that has nothing pinned, then
serves the whole site and the API on http://HOST:PORT (127.0.0.1:8080 by default).
The API's settings are environment variables: api/README.md lists them.
`);

const env = { ...process.env, SHELL_DIR: distDir('shell'), DEPLOY_DIR: deployDir() };
// Without PREVIEW_SECRET this deployment keeps a random one in its deploy folder (the
// server and the release CLI read it there): the development secret docs/releases.md prints
// must not open previews on a running site.
if (!env.PREVIEW_SECRET) keepPreviewSecret(env.DEPLOY_DIR);

let serverFile;
try {
  await buildStale();
  serverFile = await buildApiIfStale();
} catch (error) {
  console.error(`npm start could not prepare the site: ${error.message}`);
  process.exit(1);
}
if (runRemotes(['bootstrap'], { env }) !== 0) {
  console.error('npm start could not publish and pin the remotes (see above).');
  process.exit(1);
}

const server = spawn(process.execPath, [serverFile], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/** Makes <deployDir>/preview-secret once (readable by this user only); an existing one is kept. */
function keepPreviewSecret(dir) {
  fs.mkdirSync(dir, { recursive: true });
  try {
    fs.writeFileSync(path.join(dir, 'preview-secret'), `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
}
