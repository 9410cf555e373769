// The release CLI (npm run remotes) as a release manager uses it: real commands on a
// throwaway deploy directory and SQLite database, fake production builds (build-info.json
// with the shared singletons, mf-manifest.json, remoteEntry.js), and a fake live shell.
// Each test starts from a copy of one baseline (every remote published and pinned at
// 1.0.0 by bootstrap, plus a few more blogs and catalogue versions published), made once:
// a CLI run costs most of a second, so the tests share what they can and run side by side.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../lib/apps.mjs';
import { capture } from '../lib/capture.mjs';
import { remotesCommand } from '../remotes.mjs';

const launcher = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'remotes.mjs');
const SECRET = 'release-cli-test-secret-0123456789abcdef';
const ORIGIN = 'https://release-test.example';
const OS_USER = os.userInfo().username;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const COMMANDS = ['publish', 'pin', 'canary', 'promote', 'abort', 'release', 'rollback', 'preview-link', 'list', 'status', 'history', 'bootstrap'];

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cli-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

const singletons = ({ react = '19.2.0', shared = '1.0.0', ...more } = {}) => ({
  react: { version: react, requiredVersion: `^${react}` },
  'react-dom': { version: react, requiredVersion: `^${react}` },
  '@safarnama/shared': { version: shared, requiredVersion: `^${shared}` },
  ...more,
});

/** A production build as webpack leaves it (the shell's has no manifest). */
function fakeBuild(app, version, { shared = singletons(), marker = `${app} ${version}` } = {}) {
  const dir = path.join(root, 'builds', `${app}-${version}-${crypto.randomUUID()}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ app, version, sharedVersion: shared['@safarnama/shared'].version, shared }));
  if (app !== 'shell') {
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: app, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${marker} */`);
  }
  return dir;
}

// The live shell provides zustand too: a remote needing another major of it clashes with the shell only.
const shellDist = fakeBuild('shell', '1.0.0', { shared: singletons({ zustand: { version: '5.0.8', requiredVersion: '^5.0.8' } }) });

/** The environment the server would have: its database, deploy directory, secret and origin. */
function environment(dir, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'test',
    DEPLOY_DIR: path.join(dir, 'deploy'),
    DATABASE_URL: `sqlite:${path.join(dir, 'r.db')}`,
    SHELL_DIST: shellDist,
    PREVIEW_SECRET: SECRET,
    SITE_ORIGIN: ORIGIN,
    ...extra,
  };
}

/** Runs the CLI (as scripts/remotes.mjs runs it, or through the launcher itself) and collects what it printed. */
function cli(env, args, { throughLauncher = false } = {}) {
  const [node, argv] = throughLauncher ? [process.execPath, [launcher, ...args]] : remotesCommand(args);
  return capture(node, argv, env);
}

/** Runs `work` on every item, `limit` at a time (a burst of node processes would only wait for the CPU). */
async function inBatches(items, limit, work) {
  const results = [];
  for (let i = 0; i < items.length; i += limit) results.push(...(await Promise.all(items.slice(i, i + limit).map((item, j) => work(item, i + j)))));
  return results;
}

/** A run that must succeed; its stdout. */
async function ok(env, ...args) {
  const result = await cli(env, args);
  assert.equal(result.code, 0, `remotes ${args.join(' ')} failed:\n${result.err}${result.out}`);
  return result.out;
}

const listOf = async (env) => JSON.parse(await ok(env, 'list', '--json'));
const state = async (env) => ({ list: await listOf(env), history: JSON.parse(await ok(env, 'history', '--json')) });
const listed = (list, remote) => list.find((r) => r.remote === remote);
/** What `list` says of blogs: pinned and canary (version and share). */
const blogsLive = async (env) => {
  const { pinned, canary } = listed(await listOf(env), 'blogs');
  return { pinned, canary: canary && { version: canary.version, percent: canary.percent } };
};

// ---- the baseline every test copies

const baseline = path.join(root, 'baseline');
let bootstrapOutput;
let baselineState;

before(async () => {
  const dists = Object.fromEntries(REMOTES.map((remote) => [`${remote.toUpperCase()}_DIST`, fakeBuild(remote, '1.0.0')]));
  bootstrapOutput = await ok(environment(baseline, dists), 'bootstrap', '--by', 'asha');
  const env = environment(baseline);
  // side by side, as two release managers might: SQLite serialises the writes
  await Promise.all(
    [
      ['blogs', '1.1.0', singletons()],
      ['blogs', '2.0.0', singletons({ react: '20.0.0' })],
      ['blogs', '3.0.0', singletons({ shared: '2.0.0' })],
      ['blogs', '4.0.0', singletons({ zustand: { version: '6.0.0', requiredVersion: '^6.0.0' } })],
      ['catalogue', '1.1.0', singletons()],
    ].map(([remote, version, shared]) => ok(env, 'publish', remote, '--from', fakeBuild(remote, version, { shared }))),
  );
  baselineState = await state(env);
});

/** A copy of the baseline for one test: its own deploy directory and database. */
function fromBaseline(name) {
  const dir = path.join(root, name);
  fs.cpSync(baseline, dir, { recursive: true });
  return environment(dir);
}

// Independent tests (each on its own copy) run side by side: most of a CLI run is node loading modules.
describe('npm run remotes', { concurrency: true }, () => {
  test('bootstrap (npm start on a fresh clone) publishes and pins every remote', () => {
    for (const remote of REMOTES) {
      assert.match(bootstrapOutput, new RegExp(`^${remote}: published 1\\.0\\.0$`, 'm'));
      assert.match(bootstrapOutput, new RegExp(`^${remote}: pinned 1\\.0\\.0$`, 'm'));
      assert.deepEqual(listed(baselineState.list, remote), { ...listed(baselineState.list, remote), pinned: '1.0.0', canary: null });
    }
    assert.deepEqual(
      baselineState.history.slice(0, 2 * REMOTES.length).map((e) => [e.action, e.remote, e.to_version, e.actor]),
      REMOTES.flatMap((remote) => [['publish', remote, '1.0.0', 'asha'], ['pin', remote, '1.0.0', 'asha']]),
    );
  });

  test('publish copies the build under its version and records it; other files under a published version, or another remote\'s build, are refused', async () => {
    const env = fromBaseline('publish');
    const build = fakeBuild('blogs', '1.2.0');
    const published = await ok(env, 'publish', 'blogs', '--from', build);
    const target = path.join(env.DEPLOY_DIR, 'remotes', 'blogs', '1.2.0');
    assert.ok(published.includes(`Published blogs 1.2.0 to ${target}.\n`), published);
    assert.match(published, /^Make it live with: npm run remotes -- pin blogs 1\.2\.0$/m);
    assert.match(published, /canary blogs 1\.2\.0 10/);
    for (const file of ['build-info.json', 'mf-manifest.json', 'remoteEntry.js']) {
      assert.deepEqual(fs.readFileSync(path.join(target, file)), fs.readFileSync(path.join(build, file)), `${file} is copied as built`);
    }

    const changed = await cli(env, ['publish', 'blogs', '--from', fakeBuild('blogs', '1.2.0', { marker: 'rebuilt with other code' })]);
    assert.equal(changed.code, 1);
    assert.match(changed.err, /^Refused: blogs 1\.2\.0 is already published, and published versions are immutable\. Bump "version"/);
    assert.equal(fs.readFileSync(path.join(target, 'remoteEntry.js'), 'utf8'), '/* blogs 1.2.0 */', 'the published files did not change');

    const other = await cli(env, ['publish', 'blogs', '--from', fakeBuild('chat', '1.2.0')]);
    assert.equal(other.code, 1);
    assert.match(other.err, /^Refused: .* holds a build of "chat", not "blogs"\./);

    const list = await listOf(env);
    assert.deepEqual(listed(list, 'blogs'), { ...listed(baselineState.list, 'blogs'), published: ['1.0.0', '1.1.0', '1.2.0', '2.0.0', '3.0.0', '4.0.0'] });
    assert.deepEqual(listed(list, 'chat'), listed(baselineState.list, 'chat'));
  });

  test('pin and release refuse an unpublished version and builds that clash with a live remote or the shell, naming both sides; a second start repins nothing; nothing changes', async () => {
    const env = fromBaseline('refused');
    const dists = Object.fromEntries(REMOTES.filter((remote) => remote !== 'blogs').map((remote) => [`${remote.toUpperCase()}_DIST`, fakeBuild(remote, '1.0.0')]));
    const again = await ok({ ...env, ...dists, BLOGS_DIST: fakeBuild('blogs', '1.9.0') }, 'bootstrap');
    assert.equal(again.trim(), 'blogs: 1.0.0 is live; the local build 1.9.0 is not published (npm run remotes -- publish blogs).');

    // through scripts/remotes.mjs itself: its exit code is the CLI's
    const unpublished = await cli(env, ['pin', 'blogs', '9.9.9'], { throughLauncher: true });
    assert.equal(unpublished.code, 1);
    assert.match(unpublished.err, /^Refused: blogs 9\.9\.9 is not published\. Published versions: 1\.0\.0, 1\.1\.0, 2\.0\.0, 3\.0\.0, 4\.0\.0\./);

    const react = await cli(env, ['pin', 'blogs', '2.0.0']);
    assert.equal(react.code, 1);
    assert.match(react.err, /^Refused: Not compatible with what is live, so nothing was changed:/);
    assert.match(react.err, /blogs 2\.0\.0 was built against react 20\.0\.0 \(requires \^20\.0\.0\), but the live shell \(1\.0\.0\) provides react 19\.2\.0/);
    assert.doesNotMatch(react.err, /live catalogue/, 'the shell provides react to every remote: only the shell clashes');

    const shared = await cli(env, ['pin', 'blogs', '3.0.0']);
    assert.equal(shared.code, 1);
    assert.match(shared.err, /blogs 3\.0\.0 was built against @safarnama\/shared 2\.0\.0 \(requires \^2\.0\.0\), but the live shell \(1\.0\.0\) provides @safarnama\/shared 1\.0\.0/);

    const shell = await cli(env, ['pin', 'blogs', '4.0.0']);
    assert.equal(shell.code, 1);
    assert.match(shell.err, /blogs 4\.0\.0 was built against zustand 6\.0\.0 \(requires \^6\.0\.0\), but the live shell \(1\.0\.0\) provides zustand 5\.0\.8/);
    assert.doesNotMatch(shell.err, /live catalogue/, 'no live remote shares zustand, so only the shell clashes');

    // a release with one failing remote pins none of them
    const unpublishedRelease = await cli(env, ['release', 'catalogue@1.1.0', 'blogs@9.9.9']);
    assert.equal(unpublishedRelease.code, 1);
    assert.match(unpublishedRelease.err, /^Refused: Nothing was released:\n {2}- blogs 9\.9\.9 is not published\./);
    const clashingRelease = await cli(env, ['release', 'catalogue@1.1.0', 'blogs@2.0.0']);
    assert.equal(clashingRelease.code, 1);
    assert.match(clashingRelease.err, /blogs 2\.0\.0 was built against react 20\.0\.0 \(requires \^20\.0\.0\), but the live shell \(1\.0\.0\) provides react 19\.2\.0/);

    assert.deepEqual(await state(env), baselineState, 'pins and history are as they were: catalogue was not released either');
  });

  test('canary, promote, abort, rollback, pin and release change list and status, and history records each with who, when and why', async () => {
    const env = fromBaseline('lifecycle');
    const started = await ok(env, 'canary', 'blogs', '1.1.0', '25%', '--by', 'ravi', '--reason', 'new layout');
    assert.match(started, /^blogs 1\.1\.0 is now a canary for 25% of visitors; the others keep 1\.0\.0\./m);
    assert.deepEqual(await blogsLive(env), { pinned: '1.0.0', canary: { version: '1.1.0', percent: 25 } });

    // a row per live version, nothing loaded yet
    const status = await ok(env, 'status');
    assert.match(status, /^remote\s+version\s+channel\s+loads\s+failures\s+failure rate$/m);
    for (const row of ['catalogue\\s+1\\.0\\.0\\s+pinned', 'blogs\\s+1\\.0\\.0\\s+pinned', 'blogs\\s+1\\.1\\.0\\s+canary 25%', 'enquiry\\s+1\\.0\\.0\\s+pinned', 'chat\\s+1\\.0\\.0\\s+pinned']) {
      assert.match(status, new RegExp(`^${row}\\s+0\\s+0\\s+0\\.0%$`, 'm'));
    }
    // every remote's pinned version, and blogs' canary
    assert.equal(status.split('\n').filter((line) => /\s0\.0%$/.test(line)).length, REMOTES.length + 1);

    assert.match(await ok(env, 'promote', 'blogs'), /^Promoted blogs 1\.1\.0: now pinned for everyone \(was 1\.0\.0\)\./m);
    assert.deepEqual(await blogsLive(env), { pinned: '1.1.0', canary: null });

    await ok(env, 'canary', 'blogs', '1.0.0', '50');
    assert.match(await ok(env, 'abort', 'blogs', '--reason', 'checking abort'), /^Aborted the canary blogs 1\.0\.0: everyone gets 1\.1\.0 on their next page load\./m);
    assert.deepEqual(await blogsLive(env), { pinned: '1.1.0', canary: null });

    assert.match(await ok(env, 'rollback', 'blogs', '--reason', 'bad images'), /^Rolled blogs back to 1\.0\.0 \(was 1\.1\.0\)\./m);
    assert.match(await ok(env, 'pin', 'blogs', '1.1.0', '--by', 'meera'), /^Pinned blogs 1\.1\.0 \(was 1\.0\.0\)\. Live on the next page load\./m);
    const released = await ok(env, 'release', 'catalogue@1.1.0', 'blogs@1.0.0', '--reason', 'together');
    assert.match(released, /^ {2}catalogue {2}1\.1\.0 \(was 1\.0\.0\)$/m);
    assert.match(released, /^ {2}blogs {6}1\.0\.0 \(was 1\.1\.0\)$/m);

    const { list, history } = await state(env);
    assert.equal(listed(list, 'catalogue').pinned, '1.1.0');
    assert.equal(listed(list, 'blogs').pinned, '1.0.0');
    const events = history.slice(baselineState.history.length);
    assert.deepEqual(
      events.map((e) => [e.action, e.remote, e.from_version, e.to_version, e.actor, e.reason]),
      [
        ['canary', 'blogs', '1.0.0', '1.1.0', 'ravi', 'new layout'],
        ['promote', 'blogs', '1.0.0', '1.1.0', OS_USER, ''],
        ['canary', 'blogs', '1.1.0', '1.0.0', OS_USER, ''],
        ['abort', 'blogs', '1.0.0', '1.1.0', OS_USER, 'checking abort'],
        ['rollback', 'blogs', '1.1.0', '1.0.0', OS_USER, 'bad images'],
        ['pin', 'blogs', '1.0.0', '1.1.0', 'meera', ''],
        ['release', 'catalogue', '1.0.0', '1.1.0', OS_USER, 'together'],
        ['release', 'blogs', '1.1.0', '1.0.0', OS_USER, 'together'],
      ],
    );
    for (const event of history) assert.match(event.at, ISO_TIME);
    assert.deepEqual(new Set(history.map((e) => e.action)), new Set(['publish', 'pin', 'canary', 'promote', 'abort', 'rollback', 'release']));
    assert.deepEqual([...new Set(history.filter((e) => e.action === 'publish').map((e) => e.actor))], ['asha', OS_USER]);

    // the table a person reads: when, who, what, which remote, from -> to, details and reason
    const table = await ok(env, 'history', 'blogs', '--limit', '3');
    const lines = table.trim().split('\n');
    assert.match(lines[0], /^when\s+who\s+action\s+remote\s+change\s+details$/);
    assert.equal(lines.length, 4, 'the last three events of blogs');
    assert.match(lines[1], /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\s+\S+\s+rollback\s+blogs\s+1\.1\.0 -> 1\.0\.0\s+reason: bad images$/);
    assert.match(lines[3], /^\S+Z\s+\S+\s+release\s+blogs\s+1\.1\.0 -> 1\.0\.0\s+released together: catalogue@1\.1\.0 blogs@1\.0\.0; reason: together$/);
  });

  test('preview-link prints a signed link to a published version, with its expiry; an unpublished version gets none', async () => {
    const env = fromBaseline('preview');
    const before = Date.now();
    const printed = await ok(env, 'preview-link', 'blogs', '1.1.0', '--ttl', '2h');
    const [, link] = /^ {2}(\S+)$/m.exec(printed) ?? [];
    const url = new URL(link);
    assert.equal(`${url.origin}${url.pathname}`, `${ORIGIN}/preview`, 'SITE_ORIGIN and the preview path');
    const [payload, signature] = url.searchParams.get('token').split('.');
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString());
    assert.equal(grant.r, 'blogs');
    assert.equal(grant.v, '1.1.0');
    assert.ok(grant.e >= before + 2 * 3_600_000 && grant.e <= Date.now() + 2 * 3_600_000, 'expires two hours from now');
    assert.match(printed, new RegExp(`valid for 2h \\(until ${new Date(grant.e).toISOString().replace(/\./g, '\\.')}\\)`));
    // signed with the server's PREVIEW_SECRET (HMAC-SHA256); the same signature does not fit an edited grant
    const sign = (text) => crypto.createHmac('sha256', SECRET).update(text).digest('base64url');
    assert.equal(signature, sign(payload));
    const edited = Buffer.from(JSON.stringify({ ...grant, v: '2.0.0' })).toString('base64url');
    assert.notEqual(signature, sign(edited));

    const unpublished = await cli(env, ['preview-link', 'blogs', '9.9.9']);
    assert.equal(unpublished.code, 1);
    assert.match(unpublished.err, /^Refused: blogs 9\.9\.9 is not published\. Published versions: 1\.0\.0, 1\.1\.0/);
    assert.equal(unpublished.out, '');

    const production = await cli({ ...env, NODE_ENV: 'production', PREVIEW_SECRET: '' }, ['preview-link', 'blogs', '1.1.0']);
    assert.equal(production.code, 1);
    assert.match(production.err, /PREVIEW_SECRET: must be set when NODE_ENV=production/);
    assert.equal(production.out, '');
  });

  test('every command prints its help with --help; the bare CLI lists them all', async () => {
    const env = environment(path.join(root, 'never-opened'));
    const runs = await inBatches([['--help'], ...COMMANDS.map((name) => [name, '--help'])], 4, (args) => cli(env, args));
    const [general, ...each] = runs;
    assert.equal(general.code, 0);
    for (const name of COMMANDS) assert.match(general.out, new RegExp(`^ {2}${name}\\b`, 'm'), `${name} is listed`);
    each.forEach((result, i) => {
      assert.equal(result.code, 0, COMMANDS[i]);
      assert.match(result.out, new RegExp(`^Usage: npm run remotes -- ${COMMANDS[i]} `), COMMANDS[i]);
      assert.match(result.out, new RegExp(`Example:\\n {2}(npm run build -- blogs\\n {2})?npm run remotes -- ${COMMANDS[i]}\\b`), COMMANDS[i]);
      assert.equal(result.err, '');
    });
    assert.ok(!fs.existsSync(path.join(root, 'never-opened')), 'help opens no database');
  });

  test('a bad or missing argument gets a clear message and the usage on stderr, exit 2, before anything is opened', async () => {
    const env = environment(path.join(root, 'never-opened-either'));
    const cases = [
      [['frobnicate'], /^Unknown command "frobnicate"\.\n\nUsage: npm run remotes -- <command>/],
      [[], /^Which command\?\n\nUsage: npm run remotes -- <command>/],
      [['pin', 'payments', '1.0.0'], new RegExp(`^Unknown remote "payments"\\. Remotes: ${REMOTES.join(', ')}\\.\n\nUsage: npm run remotes -- pin <remote> <version>`)],
      [['pin', 'blogs'], /^Which version of blogs\? .*\n\nUsage: npm run remotes -- pin <remote> <version>/],
      [['pin', 'blogs', '1.1.0', '--force'], /^Unknown option "--force"\. Options here: --reason, --by, --server\./],
      [['pin', 'blogs', '1.1.0', '--by', 'asha\nsomeone else'], /^--by must be one line of text\./],
      [['canary', 'blogs', '1.1.0', '0'], /^The share must be a whole percentage from 1 to 100 \(e\.g\. 10 or 10%\), got "0"\.\n\nUsage: npm run remotes -- canary/],
      [['canary', 'blogs', '1.1.0', '101'], /^The share must be a whole percentage from 1 to 100 \(e\.g\. 10 or 10%\), got "101"\./],
      [['canary', 'blogs', '1.1.0', 'abc'], /^The share must be a whole percentage from 1 to 100 \(e\.g\. 10 or 10%\), got "abc"\./],
      [['release', 'blogs'], /^"blogs" should be <remote>@<version>, e\.g\. blogs@1\.4\.0\./],
      [['preview-link', 'blogs', '1.1.0', '--ttl', 'soon'], /^--ttl must be a duration such as 30m, 1h or 2d, got "soon"\.\n\nUsage: npm run remotes -- preview-link/],
      [['preview-link', 'blogs', '1.1.0', '--ttl', '8d'], /^--ttl is at most 7 days \(7d\), got "8d"\./],
      [['history', '--limit', '0'], /^--limit must be a whole number of events, 1 or more, got "0"\./],
    ];
    // through the launcher once: npm run remotes -- frobnicate
    const results = await inBatches(cases, 4, ([args], i) => cli(env, args, { throughLauncher: i === 0 }));
    results.forEach((result, i) => {
      const [args, message] = cases[i];
      assert.equal(result.code, 2, `remotes ${args.join(' ')}`);
      assert.match(result.err, message, `remotes ${args.join(' ')}`);
      assert.equal(result.out, '', `remotes ${args.join(' ')}`);
    });
    assert.ok(!fs.existsSync(path.join(root, 'never-opened-either')), 'no database or deploy directory was created');
  });
});
