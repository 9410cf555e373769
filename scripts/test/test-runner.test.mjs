// npm test itself: an unknown step is an error that names the steps (a typo must
// not run nothing and report success), and --help prints them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const runner = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test.mjs');
const STEPS = 'typecheck, lint, scripts, unit, api, chromium, e2e';

test('an unknown step fails with exit 2 and names the steps', () => {
  const run = spawnSync(process.execPath, [runner, 'unit', 'e2ee'], { encoding: 'utf8' });
  assert.equal(run.status, 2);
  assert.match(run.stderr, /^Unknown step: e2ee\./);
  assert.ok(run.stderr.includes(`Steps, in order: ${STEPS}.`), run.stderr);
  assert.equal(run.stdout, '');
});

test('--help prints the steps and exits 0', () => {
  const run = spawnSync(process.execPath, [runner, '--help'], { encoding: 'utf8' });
  assert.equal(run.status, 0);
  assert.ok(run.stdout.includes(`Steps, in order: ${STEPS}.`), run.stdout);
});
