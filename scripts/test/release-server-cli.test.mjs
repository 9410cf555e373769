// The release CLI as a team's CI uses it: a client of a running server's release API
// (--server, RELEASE_TOKEN), with the tokens made by the CLI on the server's machine.
// A real server (API only, SQLite, the folder release store) and fake production
// builds (build-info.json, mf-manifest.json, remoteEntry.js).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApiIfStale } from '../build-api.mjs';
import { capture } from '../lib/capture.mjs';
import { remotesCommand } from '../remotes.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-server-cli-'));
const shared = { react: { version: '19.2.0', requiredVersion: '^19.2.0' }, '@safarnama/shared': { version: '1.0.0', requiredVersion: '^1.0.0' } };

function fakeBuild(app, version) {
  const dir = path.join(root, 'builds', `${app}-${version}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ app, version, sharedVersion: '1.0.0', shared }));
  if (app !== 'shell') {
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: app, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${app} ${version} */`);
  }
  return dir;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

// the server's machine: its database and release folder
const serverEnv = {
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: `sqlite:${path.join(root, 'site.db')}`,
  DEPLOY_DIR: path.join(root, 'deploy'),
  SHELL_DIR: fakeBuild('shell', '1.0.0'),
  SERVE_SITE: '0',
  LOG_LEVEL: 'warn',
  PREVIEW_SECRET: 'release-server-cli-test-secret-0123456789',
};
let server;
let url;

const cli = (args, env) => capture(...remotesCommand(args), env);

/** A team's CI: nothing of the server's but its address and a token. */
const ciEnv = (token) => ({ PATH: process.env.PATH, HOME: root, RELEASE_SERVER: url, ...(token ? { RELEASE_TOKEN: token } : {}) });

async function ok(args, env) {
  const result = await cli(args, env);
  assert.equal(result.code, 0, `remotes ${args.join(' ')} failed:\n${result.err}${result.out}`);
  return result.out;
}

const tokenOf = (output) => /^\s+(sfrel_[A-Za-z0-9_-]{43})$/m.exec(output)[1];

before(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [await buildApiIfStale({ quiet: true })], {
    env: { ...serverEnv, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  for (let tries = 0; ; tries += 1) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    if (server.exitCode !== null || tries > 240) throw new Error(`the server did not start on ${url}`);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
});

after(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(root, { recursive: true, force: true });
});

test('a team releases its remote through the server with its token; what the token may not do is refused with the server words; a revoked token stops at once', async () => {
  const team = tokenOf(await ok(['token', 'create', '--team', 'blogs', '--can', 'publish,canary,preview'], serverEnv));
  const manager = tokenOf(await ok(['token', 'create', '--release-manager', '--name', 'asha', '--expires', '7d'], serverEnv));
  assert.match(await ok(['token', 'list'], serverEnv), /^1\s+blogs-ci\s+team\s+blogs\s+publish,canary,preview\s+\S+\s+active\s+-$/m);

  for (const remote of ['catalogue', 'blogs']) await ok(['publish', remote, '--from', fakeBuild(remote, '1.0.0')], ciEnv(manager));
  assert.match(await ok(['release', 'catalogue@1.0.0', 'blogs@1.0.0'], ciEnv(manager)), /^Released together; live on the next page load:/);

  const published = await ok(['publish', 'blogs', '--from', fakeBuild('blogs', '1.1.0')], ciEnv(team));
  assert.match(published, new RegExp(`^Published blogs 1\\.1\\.0 to ${path.join(root, 'deploy', 'remotes', 'blogs', '1.1.0').replace(/[.\\]/g, '\\$&')}\\.`));
  assert.equal(fs.readFileSync(path.join(root, 'deploy', 'remotes', 'blogs', '1.1.0', 'remoteEntry.js'), 'utf8'), '/* blogs 1.1.0 */', "the server wrote the upload into its own release folder");
  assert.match(await ok(['canary', 'blogs', '1.1.0', '10', '--reason', 'new layout'], ciEnv(team)), /^blogs 1\.1\.0 is now a canary for 10% of visitors; the others keep 1\.0\.0\./);

  const otherTeam = await cli(['pin', 'catalogue', '1.0.0'], ciEnv(team));
  assert.deepEqual([otherTeam.code, otherTeam.err.trim()], [1, "Refused: blogs-ci's token may not pin catalogue: it is for blogs only; a release manager's token may pin another team's remote."]);
  const rollback = await cli(['rollback', 'blogs'], ciEnv(team));
  assert.deepEqual([rollback.code, rollback.err.trim()], [1, "Refused: blogs-ci's token may not rollback: only a release manager's token may roll back a remote."]);
  const notPublished = await cli(['canary', 'blogs', '9.0.0', '5'], ciEnv(team));
  assert.match(notPublished.err, /^Refused: blogs 9\.0\.0 is not published\. Published versions: 1\.0\.0, 1\.1\.0\./);

  const by = await cli(['pin', 'blogs', '1.1.0', '--by', 'someone'], ciEnv(manager));
  assert.equal(by.code, 2);
  assert.match(by.err, /^--by is not taken with --server: history records the owner of your RELEASE_TOKEN\./);
  const noToken = await cli(['list'], ciEnv(null));
  assert.equal(noToken.code, 1);
  assert.match(noToken.err, /RELEASE_TOKEN: set it to your team's release token/);

  const history = JSON.parse(await ok(['history', 'blogs', '--json'], ciEnv(team)));
  assert.deepEqual(
    history.map((e) => [e.actor, e.action, e.to_version]),
    [
      ['asha', 'publish', '1.0.0'],
      ['asha', 'release', '1.0.0'],
      ['blogs-ci', 'publish', '1.1.0'],
      ['blogs-ci', 'canary', '1.1.0'],
    ],
  );

  assert.match(await ok(['token', 'revoke', '1'], serverEnv), /^Revoked token 1: it is refused from now on\./);
  const revoked = await cli(['status'], ciEnv(team));
  assert.equal(revoked.code, 1);
  assert.match(revoked.err, /^Refused: This release token \(blogs-ci\) was revoked at \d{4}-\d\d-\d\dT/);
});
