import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const runDir = path.join(repoRoot, 'e2e', '.tmp');
export const stateFile = path.join(runDir, 'server.json');

export interface E2eState {
  baseUrl: string;
  pid: number;
  deployDir: string;
  databaseFile: string;
  authCode: string;
}
