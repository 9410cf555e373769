#!/usr/bin/env node
// npm test: everything, in order of speed. Every step runs even after a failure, so
// one run shows every problem; the exit code is non-zero if any step failed.
//   typecheck | lint | scripts (side by side: ~3 s less than in a row, tsc and ESLint slow each other) -> unit tests
//   (jest + Testing Library) -> API tests (SQLite, and PostgreSQL when reachable) ->
//   real-browser e2e with @playwright/test (includes the bundle budget)
// When e2e is to run, the production builds it serves start at once, in the background
// and at a lower priority: the steps before it leave a core idle much of the time (tsc
// after ESLint ends, jest's one worker), which the builds fill instead of running alone
// at the start of e2e.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { answerHelp } from './lib/usage.mjs';

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

// Steps in one inner list run side by side, their output printed whole as each ends.
const build = { name: 'build', args: [path.join(repoRoot, 'scripts', 'build.mjs')], nice: 10, background: true };
const plan = [
  [
    { name: 'typecheck', args: [path.join(repoRoot, 'scripts', 'typecheck.mjs')] },
    { name: 'lint', args: [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'] },
    { name: 'scripts', args: ['--test', '--test-reporter=tap', path.join(repoRoot, 'scripts', 'test')], tap: true },
  ],
  [jest('unit', ['--config', 'jest.config.cjs'])],
  // two workers: the files each build their own databases, and PostgreSQL's waits leave room
  [jest('api', ['--config', 'api/jest.config.cjs'])],
  [{ name: 'chromium', run: ensureChromium }],
  [playwright('e2e')],
];

// A step name that is not one of these is a typo: say which steps there are rather
// than run nothing and report success.
const stepNames = plan.flat().map((step) => step.name);
const usage = `Usage: npm test [-- <step> ...]\nSteps, in order: ${stepNames.join(', ')}. Without a step, all of them.`;
answerHelp(usage);
const unknown = only.filter((name) => !stepNames.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown step${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.\n${usage}`);
  process.exit(2);
}
const selected = plan
  .map((group) => group.filter((step) => !only.length || only.includes(step.name)))
  .filter((group) => group.length);

/** Runs one step; output streams when it runs alone and is buffered when it has company. */
function runProcess(step, alone) {
  return new Promise((resolve) => {
    // `nice` (coreutils) so that the webpack processes the build starts inherit the priority
    const [command, args] = step.nice ? ['nice', ['-n', String(step.nice), node, ...step.args]] : [node, step.args];
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: alone && !step.tap ? 'inherit' : 'pipe',
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

async function runStep(step, alone) {
  const started = Date.now();
  let ok;
  let output = '';
  let passed = 0;
  let failed = 0;
  if (step.run) {
    try {
      step.run();
      ok = true;
    } catch (error) {
      output = `${error.message}\n`;
      ok = false;
    }
  } else {
    const result = await runProcess(step, alone);
    output = result.output;
    ok = result.status === 0;
    if (step.tap) {
      passed = Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0);
      failed = Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0);
    }
  }
  if (step.outputFile && fs.existsSync(step.outputFile)) {
    const report = JSON.parse(fs.readFileSync(step.outputFile, 'utf8'));
    [passed, failed] =
      step.report === 'playwright'
        ? [report.stats.expected, report.stats.unexpected + report.stats.flaky]
        : [report.numPassedTests, report.numFailedTests];
    if (passed + failed === 0) ok = false; // a suite that ran nothing proves nothing
  } else if (step.outputFile) {
    ok = false; // no report: the runner did not get as far as running tests
  }
  const printed = alone ? output : `\n=== ${step.name} ===\n${output}`;
  // a background step's output waits until it is awaited, not to cut into another step's
  if (output && !step.background) process.stdout.write(printed);
  return { step: step.name, ok, passed, failed, seconds: ((Date.now() - started) / 1000).toFixed(1), printed: step.background ? printed : '' };
}

const summary = [];
const runsE2e = selected.some((group) => group.some((step) => step.name === 'e2e'));
let background = runsE2e ? runStep(build, false) : null;
for (const group of selected) {
  if (background && group.some((step) => step.name === 'e2e')) {
    // e2e's server would build what is stale itself; wait instead for the builds under way
    const result = await background;
    process.stdout.write(result.printed);
    summary.push({ ...result, step: `${result.step} (bg)` });
    background = null;
  }
  const alone = group.length === 1;
  console.log(`\n=== ${group.map((step) => step.name).join(' | ')} ===`);
  summary.push(...(await Promise.all(group.map((step) => runStep(step, alone)))));
}
const passedTests = summary.reduce((n, row) => n + row.passed, 0);
const failedTests = summary.reduce((n, row) => n + row.failed, 0);

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
