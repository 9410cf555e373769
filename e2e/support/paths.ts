import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
// One directory per run, so two runs on one machine (a developer and a helper) never share a server or database.
export const runDir = process.env.E2E_RUN_DIR ?? path.join(repoRoot, 'e2e', '.tmp', `run-${process.pid}`);
export const stateFile = path.join(runDir, 'server.json');

export interface E2eState {
  baseUrl: string;
  pid: number;
  deployDir: string;
  databaseFile: string;
  authCode: string;
}
