#!/usr/bin/env node
// npm test: everything, in order of speed. Every step runs even after a failure, so
// one run shows every problem; the exit code is non-zero if any step failed.
//   typecheck -> lint -> unit tests (jest + Testing Library) -> API tests (SQLite, and
//   PostgreSQL when reachable) -> real-browser e2e with @playwright/test (includes the
//   bundle budget)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const node = process.execPath;
const bin = (pkg, file) => path.join(repoRoot, 'node_modules', pkg, file);
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safarnama-test-'));
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const startedAt = Date.now();

const jest = (name, args) => {
  const outputFile = path.join(resultsDir, `${name}.json`);
  return { name, args: [bin('jest', 'bin/jest.js'), ...args, '--json', `--outputFile=${outputFile}`], outputFile };
};

// @playwright/test against the real server (e2e/playwright.config.ts); its JSON report counts the tests.
const playwright = (name) => {
  const outputFile = path.join(resultsDir, `${name}.json`);
  return {
    name,
    args: [bin('@playwright/test', 'cli.js'), 'test', '--config', path.join(repoRoot, 'e2e', 'playwright.config.ts')],
    env: { E2E_REPORT_FILE: outputFile },
    outputFile,
    report: 'playwright',
  };
};

const steps = [
  { name: 'typecheck', args: [path.join(repoRoot, 'scripts', 'typecheck.mjs')] },
  { name: 'lint', args: [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'] },
  { name: 'scripts', args: ['--test', '--test-reporter=tap', path.join(repoRoot, 'scripts', 'test')], tap: true },
  jest('unit', ['--config', 'jest.config.cjs']),
  jest('api', ['--config', 'api/jest.config.cjs', '--runInBand']),
  { name: 'chromium', run: ensureChromium },
  playwright('e2e'),
].filter((step) => !only.length || only.includes(step.name));

const summary = [];
let passedTests = 0;
let failedTests = 0;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  let ok;
  if (step.run) {
    try {
      step.run();
      ok = true;
    } catch (error) {
      console.error(error.message);
      ok = false;
    }
  } else if (step.tap) {
    const result = spawnSync(node, step.args, { cwd: repoRoot, encoding: 'utf8' });
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    ok = result.status === 0;
    passedTests += Number(/^# pass (\d+)/m.exec(result.stdout)?.[1] ?? 0);
    failedTests += Number(/^# fail (\d+)/m.exec(result.stdout)?.[1] ?? 0);
  } else {
    ok = spawnSync(node, step.args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...step.env } }).status === 0;
  }
  if (step.outputFile && fs.existsSync(step.outputFile)) {
    const report = JSON.parse(fs.readFileSync(step.outputFile, 'utf8'));
    const [passed, failed] =
      step.report === 'playwright'
        ? [report.stats.expected, report.stats.unexpected + report.stats.flaky]
        : [report.numPassedTests, report.numFailedTests];
    passedTests += passed;
    failedTests += failed;
    if (passed + failed === 0) ok = false; // a suite that ran nothing proves nothing
  } else if (step.outputFile) {
    ok = false; // no report: the runner did not get as far as running tests
  }
  summary.push({ step: step.name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

fs.rmSync(resultsDir, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const row of summary) {
  console.log(`${row.ok ? 'ok  ' : 'FAIL'}  ${row.step.padEnd(10)} ${row.seconds.padStart(7)} s`);
}
console.log(`total ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
const failedSteps = summary.filter((r) => !r.ok).length;
console.log(`steps: ${summary.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`tests: ${passedTests} passed, ${failedTests + (failedSteps && !failedTests ? failedSteps : 0)} failed`);
process.exit(failedSteps ? 1 : 0);
