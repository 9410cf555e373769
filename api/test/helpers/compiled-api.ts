// The compiled API (scripts/build-api.mjs), built first when stale: what npm start runs,
// for the tests and the bench that start a real server process or a PDF worker thread.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const DIST = path.join(REPO_ROOT, 'api', 'dist');

/** Builds api/dist unless it is fresh; its output goes to this process's stderr. */
export function buildCompiledApi(): { serverFile: string; pdfLayoutFile: string } {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build-api.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
  return { serverFile: path.join(DIST, 'server.js'), pdfLayoutFile: path.join(DIST, 'itinerary-pdf-layout.js') };
}
