#!/usr/bin/env node
// npm run remotes -- <command>: the release CLI, api/scripts/remotes.ts (it works on the
// server's database, so it is written in the API's TypeScript and run with tsx).
// `npm run remotes -- --help` lists the commands.
//
// It runs under tsx's CommonJS hook (node --require tsx/cjs: the API is CommonJS), not
// through the tsx command, which starts a second node process and ESM loader hooks on
// a worker thread: 0.6 s per command instead of 1.3 s, measured on this machine.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/apps.mjs';

const tsxHook = path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cjs', 'index.cjs');
const cli = path.join(repoRoot, 'api', 'scripts', 'remotes.ts');

/** The command line that runs the release CLI with `args` (for start.mjs and the e2e server). */
export const remotesCommand = (args) => [process.execPath, ['--require', tsxHook, cli, ...args]];

/** Runs the release CLI and returns its exit code; `env` is the environment the server gets. */
export function runRemotes(args, { env = process.env, stdio = 'inherit' } = {}) {
  const [node, argv] = remotesCommand(args);
  const result = spawnSync(node, argv, { env, stdio });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(runRemotes(process.argv.slice(2)));
}
