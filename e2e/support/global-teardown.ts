// The run directory (database, deploy directory, server.log) goes when the run ends;
// E2E_KEEP=1 keeps it for a post-mortem. Playwright stops the server itself.
import fs from 'node:fs';
import { removeNextBlogs } from './next-blogs';
import { runState } from './run-state';

export default async function globalTeardown() {
  if (process.env.E2E_KEEP) return;
  fs.rmSync(runState().runDir, { recursive: true, force: true });
  // the release journey removes it; not if it failed or never ran
  removeNextBlogs();
}
