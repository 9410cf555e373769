// Every command-line entry point answers --help with its usage and exit 0 before it
// does anything (npm run build -- --help used to build), and the scripts that read a
// database refuse one that does not exist instead of creating it empty.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../lib/apps.mjs';

const apiDir = path.join(repoRoot, 'api');
const run = (args, cwd = repoRoot, env = {}) => spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
const tsx = (script, ...args) => run(['--import', 'tsx', path.join('scripts', script), ...args], apiDir);

const CLIS = [
  ['npm start', () => run(['scripts/start.mjs', '--help']), 'Usage: npm start'],
  ['npm run dev', () => run(['scripts/dev.mjs', '--help']), 'Usage: npm run dev'],
  ['npm run build', () => run(['scripts/build.mjs', '--help']), 'Usage: npm run build'],
  ['npm run typecheck', () => run(['scripts/typecheck.mjs', '-h']), 'Usage: npm run typecheck'],
  ['npm run lighthouse', () => run(['scripts/lighthouse.mjs', '--help']), 'Usage: npm run lighthouse'],
  ['npm run remotes', () => run(['scripts/remotes.mjs', '--help']), 'Usage: npm run remotes'],
  ['npm run api-report', () => run(['scripts/api-report.mjs', '--help']), 'Usage: npm run api-report'],
  ['npm test', () => run(['scripts/test.mjs', '--help']), 'Usage: npm test'],
  ['npm run db:migrate', () => tsx('migrate.ts', '--help'), 'Usage: npm run db:migrate'],
  ['npm run db:seed', () => tsx('seed.ts', '--help'), 'Usage: npm run db:seed'],
  ['npm run export', () => tsx('export.ts', '--help'), 'Usage: npm run export'],
  ['npm run leads', () => tsx('leads.ts', '--help'), 'Usage: npm run leads'],
  ['npm run bench', () => tsx('bench.ts', '--help'), 'Usage: npm run bench'],
];

for (const [name, invoke, usage] of CLIS) {
  test(`${name} -- --help prints its usage and exits 0`, () => {
    const result = invoke();
    assert.equal(result.status, 0, result.stderr);
    assert.ok(result.stdout.startsWith(usage), result.stdout);
  });
}

test('export and leads refuse a SQLite file that does not exist, and create nothing', () => {
  const missing = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cli-missing-')), 'typo.db');
  for (const args of [['export.ts', 'newsletter'], ['leads.ts', 'status']]) {
    const result = run(['--import', 'tsx', path.join('scripts', args[0]), args[1]], apiDir, { DATABASE_URL: `sqlite:${missing}` });
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /The database .*typo\.db does not exist \(DATABASE_URL\)/);
    assert.equal(result.stdout, '');
    assert.equal(fs.existsSync(missing), false);
  }
});
