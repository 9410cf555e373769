// A remote requires the shared library it was built against: built against
// @safarnama/shared 1.1.0 it requires ^1.1.0 (tools/webpack/shared-modules.cjs), and the
// release CLI refuses to make it live under a shell that provides 1.0.0, naming both
// versions, until a shell built against 1.1.0 is live. The builds are fake (build-info.json,
// mf-manifest.json, remoteEntry.js), but their build-info.json records the singletons as
// the webpack config records them: shared-modules.cjs itself, run beside a shared/package.json
// of the version wanted.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { appDir, REMOTES, repoRoot } from '../lib/apps.mjs';
import { capture } from '../lib/capture.mjs';
import { remotesCommand } from '../remotes.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-version-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * build-info.json's `shared` for an app built when shared/package.json said `version`:
 * tools/webpack/shared-modules.cjs copied into a checkout of its own whose shared/package.json
 * has that version, resolving the other singletons from this checkout's node_modules.
 */
function sharedBuildInfoAt(version, app) {
  const checkout = path.join(root, `checkout-shared-${version}`);
  if (!fs.existsSync(checkout)) {
    fs.mkdirSync(path.join(checkout, 'tools', 'webpack'), { recursive: true });
    fs.mkdirSync(path.join(checkout, 'shared'));
    fs.copyFileSync(path.join(repoRoot, 'tools', 'webpack', 'shared-modules.cjs'), path.join(checkout, 'tools', 'webpack', 'shared-modules.cjs'));
    const sharedPkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8'));
    fs.writeFileSync(path.join(checkout, 'shared', 'package.json'), JSON.stringify({ ...sharedPkg, version }));
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
  }
  const { sharedBuildInfo, sharedVersion } = createRequire(path.join(checkout, 'package.json'))('./tools/webpack/shared-modules.cjs');
  return { sharedVersion, shared: sharedBuildInfo(appDir(app)) };
}

/** A production build as webpack leaves it, of `app` at `version`, built against shared `sharedAt`. */
function fakeBuild(app, version, sharedAt) {
  const dir = path.join(root, 'builds', `${app}-${version}-shared-${sharedAt}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ app, version, ...sharedBuildInfoAt(sharedAt, app) }));
  if (app !== 'shell') {
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: app, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${app} ${version} */`);
  }
  return dir;
}

const environment = (shellDist, extra = {}) => ({
  ...process.env,
  NODE_ENV: 'test',
  DEPLOY_DIR: path.join(root, 'deploy'),
  DATABASE_URL: `sqlite:${path.join(root, 'releases.db')}`,
  SHELL_DIST: shellDist,
  PREVIEW_SECRET: 'shared-version-test-secret-0123456789',
  ...extra,
});

/** Runs the release CLI as scripts/remotes.mjs runs it; its exit code and output. */
const cli = (env, ...args) => capture(...remotesCommand(args), env);

async function ok(env, ...args) {
  const result = await cli(env, ...args);
  assert.equal(result.code, 0, `remotes ${args.join(' ')} failed:\n${result.err}${result.out}`);
  return result.out;
}

const pins = async (env) => Object.fromEntries(JSON.parse(await ok(env, 'list', '--json')).map((r) => [r.remote, r.pinned]));

test('a remote built against shared 1.1.0 is refused under a shell built with shared 1.0.0, naming both versions; under a shell built with 1.1.0 it goes live', async () => {
  const blogs = sharedBuildInfoAt('1.1.0', 'blogs');
  assert.deepEqual(blogs.shared['@safarnama/shared'], { version: '1.1.0', requiredVersion: '^1.1.0' }, 'as the webpack config records it');
  assert.equal(blogs.sharedVersion, '1.1.0');

  // every remote and the shell built with shared 1.0.0, live
  const oldShell = environment(fakeBuild('shell', '1.0.0', '1.0.0'));
  const dists = Object.fromEntries(REMOTES.map((remote) => [`${remote.toUpperCase()}_DIST`, fakeBuild(remote, '1.0.0', '1.0.0')]));
  await ok({ ...oldShell, ...dists }, 'bootstrap', '--by', 'asha');
  const allAt = (version) => Object.fromEntries(REMOTES.map((remote) => [remote, version]));
  assert.deepEqual(await pins(oldShell), allAt('1.0.0'));

  // publishing is allowed (nothing goes live); pinning is not
  await ok(oldShell, 'publish', 'blogs', '--from', fakeBuild('blogs', '1.1.0', '1.1.0'));
  const refused = await cli(oldShell, 'pin', 'blogs', '1.1.0');
  assert.equal(refused.code, 1);
  assert.match(refused.err, /^Refused: /);
  assert.ok(
    refused.err.includes('blogs 1.1.0 was built against @safarnama/shared 1.1.0 (requires ^1.1.0), but the live shell (1.0.0) provides @safarnama/shared 1.0.0'),
    refused.err,
  );
  assert.deepEqual(await pins(oldShell), allAt('1.0.0'), 'blogs keeps its pin');

  // a shell built against 1.1.0 provides 1.1.0 to every remote, which those built against
  // 1.0.0 accept (^1.0.0): blogs goes live alone, beside the others still on 1.0.0
  const newShell = environment(fakeBuild('shell', '1.1.0', '1.1.0'));
  assert.match(await ok(newShell, 'pin', 'blogs', '1.1.0'), /^Pinned blogs 1\.1\.0 \(was 1\.0\.0\)\./);
  assert.deepEqual(await pins(newShell), { ...allAt('1.0.0'), blogs: '1.1.0' });
});
