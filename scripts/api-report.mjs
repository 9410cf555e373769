#!/usr/bin/env node
// npm run api-report: compares the public surface of the shared packages with their
// committed reports (<package>/api-report.md) and their versions (scripts/lib/api-report.mjs).
// npm test runs the same check (scripts/test/api-report.test.mjs).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/apps.mjs';
import { checkApiReports } from './lib/api-report.mjs';
import { answerHelp } from './lib/usage.mjs';

/** The packages whose versions the remotes and the API depend on, dependencies first. */
export const REPORTED = ['contracts', 'shared'];

const usage = `Usage: npm run api-report [-- [--update] [--root <dir>] [<package folder> ...]]

Compares the exports of ${REPORTED.join(' and ')} with their committed api-report.md and their
"version": an added export needs at least a minor bump, a removed or changed one a major
bump, and every workspace's dependency on them must name the version they have.
  --update      write the reports anew (where the version allows the change)
  --root <dir>  another checkout (default: this one)

Example:
  npm run api-report -- --update`;

/** Runs the check as the command line does; returns the exit code. */
export function apiReportCommand(args, { log = console.log, error = console.error } = {}) {
  const update = args.includes('--update');
  const rootAt = args.indexOf('--root');
  const unknown = args.find((arg) => arg.startsWith('-') && arg !== '--update' && arg !== '--root');
  if (unknown || (rootAt >= 0 && !args[rootAt + 1])) {
    error(`${unknown ? `Unknown option "${unknown}".` : '--root needs a folder.'}\n\n${usage}`);
    return 2;
  }
  const root = rootAt >= 0 ? path.resolve(args[rootAt + 1]) : repoRoot;
  const folders = args.filter((arg, i) => !arg.startsWith('--') && i !== rootAt + 1);
  const started = Date.now();
  const { problems, written } = checkApiReports(root, folders.length ? folders : REPORTED, { update });
  for (const file of written) log(`Wrote ${file}.`);
  for (const problem of problems) error(problem);
  if (!problems.length) log(`API reports: ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return problems.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  answerHelp(usage);
  process.exit(apiReportCommand(process.argv.slice(2)));
}
