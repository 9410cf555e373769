import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown() {
  const child = (globalThis as Record<string, unknown>).__E2E_SERVER__ as ChildProcess | undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
