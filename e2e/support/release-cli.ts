// The release CLI (`npm run remotes -- ...`) as a release manager runs it against this
// run's server: the same database (sqlite:<runDir>/e2e.db) and deploy directory
// (<runDir>/deploy) that serve.mjs gives the server, so a pin, canary or abort made
// here is what the server serves on the next page load.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, runState } from './run-state';

/** The environment the e2e server runs with, as far as releases go. */
export function releaseEnv(): NodeJS.ProcessEnv {
  const run = runState();
  return { ...process.env, DEPLOY_DIR: run.deployDir, DATABASE_URL: `sqlite:${run.databaseFile}` };
}

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a release command; a refusal (exit 1) or a usage error (exit 2) is returned, not thrown. */
export function runRemotesCli(...args: string[]): CliResult {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'remotes.mjs'), ...args], { cwd: repoRoot, env: releaseEnv(), encoding: 'utf8' });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs a release command that must succeed and returns what it printed; otherwise throws with its stderr. */
export function remotesCli(...args: string[]): string {
  const result = runRemotesCli(...args);
  if (result.status !== 0) throw new Error(`npm run remotes -- ${args.join(' ')} exited with ${result.status}:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}
