// The release CLI as a release manager uses it: real files in a throwaway deploy directory.
import { test, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'remotes.mjs');
let work;
let env;

function fakeBuild(dir, { app, version, sharedVersion = '1.0.0', marker = 'v1' }) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ app, version, sharedVersion }));
  if (app !== 'shell') fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: app, marker }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${marker} */`);
  return dir;
}

function run(...args) {
  const result = spawnSync(process.execPath, [cli, ...args], { env, encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const pins = () => JSON.parse(fs.readFileSync(path.join(work, 'deploy', 'remotes.json'), 'utf8'));

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  env = {
    ...process.env,
    DEPLOY_DIR: path.join(work, 'deploy'),
    SHELL_DIST: fakeBuild(path.join(work, 'shell-dist'), { app: 'shell', version: '1.0.0', sharedVersion: '1.2.0' }),
  };
});

test('publish copies the build under its version, and a published version is immutable', () => {
  const from = fakeBuild(path.join(work, 'blogs-1.0.0'), { app: 'blogs', version: '1.0.0' });
  const first = run('publish', 'blogs', '--from', from);
  assert.equal(first.code, 0, first.err);
  assert.match(first.out, /Published blogs 1\.0\.0/);
  const manifest = path.join(work, 'deploy', 'remotes', 'blogs', '1.0.0', 'mf-manifest.json');
  assert.equal(JSON.parse(fs.readFileSync(manifest, 'utf8')).marker, 'v1');

  fakeBuild(from, { app: 'blogs', version: '1.0.0', marker: 'v2' });
  const again = run('publish', 'blogs', '--from', from);
  assert.equal(again.code, 1);
  assert.match(again.err, /already published, and published versions are immutable/);
  assert.equal(JSON.parse(fs.readFileSync(manifest, 'utf8')).marker, 'v1', 'the published files did not change');
});

test('publish refuses a build of another remote', () => {
  const from = fakeBuild(path.join(work, 'chat'), { app: 'chat', version: '1.0.0' });
  const result = run('publish', 'blogs', '--from', from);
  assert.equal(result.code, 1);
  assert.match(result.err, /holds a build of "chat", not "blogs"/);
});

test('pin refuses an unpublished version and names the published ones', () => {
  run('publish', 'blogs', '--from', fakeBuild(path.join(work, 'b1'), { app: 'blogs', version: '1.0.0' }));
  const result = run('pin', 'blogs', '2.0.0');
  assert.equal(result.code, 1);
  assert.match(result.err, /blogs 2\.0\.0 is not published\. Published versions: 1\.0\.0/);
  assert.equal(fs.existsSync(path.join(work, 'deploy', 'remotes.json')), false);
});

test('pin refuses a build made against another major version of shared, saying why', () => {
  run('publish', 'blogs', '--from', fakeBuild(path.join(work, 'b2'), { app: 'blogs', version: '2.0.0', sharedVersion: '2.0.0' }));
  const result = run('pin', 'blogs', '2.0.0');
  assert.equal(result.code, 1);
  assert.match(result.err, /built against shared 2\.0\.0, but the live shell uses shared 1\.2\.0/);
});

test('pin points remotes.json at the version; rollback returns to the previous one; list shows both', () => {
  run('publish', 'blogs', '--from', fakeBuild(path.join(work, 'b1'), { app: 'blogs', version: '1.0.0' }));
  run('publish', 'blogs', '--from', fakeBuild(path.join(work, 'b11'), { app: 'blogs', version: '1.1.0', sharedVersion: '1.9.0' }));
  assert.equal(run('pin', 'blogs', '1.0.0').code, 0);
  assert.deepEqual(pins().blogs, { version: '1.0.0', entry: '/remotes/blogs/1.0.0/mf-manifest.json' });
  const pinned = run('pin', 'blogs', '1.1.0');
  assert.equal(pinned.code, 0);
  assert.match(pinned.out, /Pinned blogs 1\.1\.0 \(was 1\.0\.0\)/);
  assert.equal(pins().blogs.version, '1.1.0');

  const listed = run('list');
  assert.match(listed.out, /blogs\s+1\.1\.0\s+1\.0\.0, 1\.1\.0\*/);

  const rolled = run('rollback', 'blogs');
  assert.equal(rolled.code, 0);
  assert.match(rolled.out, /Rolled blogs back to 1\.0\.0 \(was 1\.1\.0\)/);
  assert.equal(pins().blogs.version, '1.0.0');
  const nothingLeft = run('rollback', 'blogs');
  assert.equal(nothingLeft.code, 1);
  assert.match(nothingLeft.err, /no previously pinned version/);
  const leftovers = fs.readdirSync(path.join(work, 'deploy')).filter((f) => f.endsWith('.tmp'));
  assert.deepEqual(leftovers, [], 'atomic writes leave no temporary files');
});

test('unknown remotes and commands get a clear answer', () => {
  const result = run('pin', 'payments', '1.0.0');
  assert.equal(result.code, 1);
  assert.match(result.err, /Unknown remote "payments"\. Remotes: catalogue, blogs, enquiry, chat/);
  const usage = run('frobnicate');
  assert.equal(usage.code, 2);
  assert.match(usage.out, /Usage: npm run remotes -- <command>/);
});
