// The API reports of the shared packages: the committed ones match the code and the
// versions (the check npm test makes), and on a tiny fixture workspace the check asks
// for a minor bump when an export is added, a major one when an export is removed or
// its type changes, and for the dependents' ranges and the lockfile to follow.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { REPORTED, apiReportCommand } from '../api-report.mjs';
import { repoRoot } from '../lib/apps.mjs';
import { neededVersion } from '../lib/api-report.mjs';

/** Runs npm run api-report with `args`; its exit code and what it printed, by stream. */
function run(...args) {
  const out = [];
  const err = [];
  const code = apiReportCommand(args, { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { code, out, err };
}

test('the committed API reports describe the code and the versions of contracts and shared', () => {
  const { code, err } = run('--root', repoRoot, ...REPORTED);
  assert.equal(code, 0, `${err.join('\n')}\n(npm run api-report says the same)`);
});

test('the bump a change needs: minor for an addition, major for a break; one step less under 0.x', () => {
  assert.deepEqual(neededVersion('1.4.2', 'addition'), { version: '1.5.0', bump: 'minor' });
  assert.deepEqual(neededVersion('1.4.2', 'break'), { version: '2.0.0', bump: 'major' });
  assert.deepEqual(neededVersion('0.3.1', 'addition'), { version: '0.3.2', bump: 'patch' });
  assert.deepEqual(neededVersion('0.3.1', 'break'), { version: '0.4.0', bump: 'minor' });
  assert.deepEqual(neededVersion('0.0.4', 'break'), { version: '0.0.5', bump: 'patch' });
});

describe('on a fixture workspace: a library and an app that depends on it', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-report-'));
  after(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), typeof text === 'string' ? text : `${JSON.stringify(text, null, 2)}\n`);
  };
  const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
  /** The library at `version`, the app's range on it, and package-lock.json as npm install leaves them. */
  const versions = (version, range = `^${version}`) => {
    write('lib/package.json', {
      name: '@fixture/lib',
      version,
      exports: { '.': './src/index.ts', './extra': './src/extra.ts', './styles.css': './src/styles.css' },
    });
    write('app/package.json', { name: '@fixture/app', version: '1.0.0', dependencies: { '@fixture/lib': range } });
    write('package-lock.json', { lockfileVersion: 3, packages: { lib: { name: '@fixture/lib', version }, app: { dependencies: { '@fixture/lib': range } } } });
  };
  const check = (...args) => run('--root', root, ...args, 'lib');
  const assertWrote = ({ code, out, err }) => {
    assert.deepEqual({ code, err }, { code: 0, err: [] });
    assert.equal(out[0], 'Wrote lib/api-report.md.');
    assert.match(out[1], /^API reports: ok \(\d+\.\d s\)$/);
  };

  write('package.json', { name: 'fixture', private: true, workspaces: ['lib', 'app'] });
  write('tsconfig.base.json', { compilerOptions: { target: 'ES2022', lib: ['ES2022'], module: 'ESNext', moduleResolution: 'Bundler', strict: true } });
  write('lib/src/index.ts', 'export interface Thing {\n  id: string;\n}\n\nexport function openThing(id: string): Thing {\n  return { id };\n}\n');
  write('lib/src/extra.ts', "export const helper = (n: number): number => n + 1;\nexport type Mode = 'a' | 'b';\n");
  write('lib/src/styles.css', '.thing { color: red; }\n');
  versions('1.0.0');

  test('adding an export asks for a minor bump; after the bump, the ranges; after the update, it passes', () => {
    assertWrote(check('--update'));
    const report = read('lib/api-report.md');
    assert.match(report, /^# @fixture\/lib: public API\n\nVersion 1\.0\.0\. /);
    assert.ok(report.includes('## @fixture/lib\n\n```ts\nfunction openThing(id: string): Thing\ninterface Thing { id: string }\n```\n'), report);
    assert.ok(report.includes("## @fixture/lib/extra\n\n```ts\nconst helper: (n: number) => number\ntype Mode = 'a' | 'b'\n```\n"), report);
    assert.ok(!report.includes('styles.css'), 'a CSS entry has no API');

    write('lib/src/index.ts', `${read('lib/src/index.ts')}\nexport function openFoo(): void {}\n`);
    const unbumped = [
      '@fixture/lib: added openFoo since 1.0.0; bump "version" in lib/package.json to at least 1.1.0 (a minor bump), then npm run api-report -- --update.',
    ];
    assert.deepEqual(check(), { code: 1, out: [], err: unbumped });
    assert.deepEqual(check('--update'), { code: 1, out: [], err: unbumped }, '--update does not bless a change the version does not allow');
    assert.equal(read('lib/api-report.md'), report);

    // the version alone: the report, the app's range and the lockfile still name 1.0.0
    write('lib/package.json', { ...JSON.parse(read('lib/package.json')), version: '1.1.0' });
    assert.deepEqual(check(), {
      code: 1,
      out: [],
      err: [
        '@fixture/lib: added openFoo since 1.0.0, and "version" is 1.1.0: write the new surface into lib/api-report.md with npm run api-report -- --update.',
        'package-lock.json records @fixture/lib 1.0.0, but lib/package.json says 1.1.0; run npm install --package-lock-only --ignore-scripts.',
        'app/package.json: dependencies "@fixture/lib": "^1.0.0" does not name @fixture/lib 1.1.0 (lib/package.json); make it "^1.1.0", then npm install --package-lock-only --ignore-scripts, so package-lock.json (and npm ci) agree.',
      ],
    });
    versions('1.1.0');
    assertWrote(check('--update'));
    assert.match(read('lib/api-report.md'), /^Version 1\.1\.0\. /m);
    assert.match(read('lib/api-report.md'), /^function openFoo\(\): void$/m);
    assert.equal(check().code, 0);
  });

  test('removing an export or changing its type asks for a major bump; a version bumped without a change asks for the update', () => {
    write('lib/src/index.ts', read('lib/src/index.ts').replace('id: string;', 'id: number;').replace('openThing(id: string)', 'openThing(id: number)'));
    write('lib/src/extra.ts', "export type Mode = 'a' | 'b';\n");
    const breaking = check();
    assert.deepEqual(breaking.err, [
      '@fixture/lib: removed helper (@fixture/lib/extra); changed Thing, openThing since 1.1.0; bump "version" in lib/package.json to at least 2.0.0 (a major bump), then npm run api-report -- --update.',
    ]);
    assert.equal(breaking.code, 1);

    versions('1.2.0');
    assert.match(check().err[0], /^@fixture\/lib: removed helper \(@fixture\/lib\/extra\); changed Thing, openThing since 1\.1\.0; bump "version" in lib\/package\.json to at least 2\.0\.0 \(a major bump\)/, 'a minor bump is not enough');
    versions('2.0.0');
    assertWrote(check('--update'));
    assert.match(read('lib/api-report.md'), /^interface Thing \{ id: number \}$/m);

    versions('2.0.1');
    assert.deepEqual(check().err, ['@fixture/lib: lib/api-report.md describes 2.0.0, but lib/package.json says 2.0.1; write it again with npm run api-report -- --update.']);
    // an exact dependency (as the shared library has on the contracts) keeps its form
    versions('2.0.1', '2.0.0');
    assert.equal(
      check().err.at(-1),
      'app/package.json: dependencies "@fixture/lib": "2.0.0" does not name @fixture/lib 2.0.1 (lib/package.json); make it "2.0.1", then npm install --package-lock-only --ignore-scripts, so package-lock.json (and npm ci) agree.',
    );
  });
});
