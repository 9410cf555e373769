import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { runDir } from './paths';

export default async function globalTeardown() {
  const child = (globalThis as Record<string, unknown>).__E2E_SERVER__ as ChildProcess | undefined;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  // E2E_KEEP=1 keeps the run's database, deploy directory and server.log for a post-mortem
  if (!process.env.E2E_KEEP) fs.rmSync(runDir, { recursive: true, force: true });
}
