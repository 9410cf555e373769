// The site for the bench's page targets: the built shell and every remote's build,
// published and pinned (the release CLI's bootstrap) into the bench's own deploy
// folder and database, as npm start does. Without a built site the page targets are
// skipped, with the reason.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config';

export interface BenchSite {
  env: Record<string, string>;
}

export function prepareBenchSite(dir: string, dbFile: string): BenchSite | { skipped: string } {
  const shellDir = path.join(REPO_ROOT, 'shell', 'dist');
  if (!fs.existsSync(path.join(shellDir, 'index.html'))) return { skipped: 'the site is not built (npm run build)' };
  const deployDir = path.join(dir, 'deploy');
  const env = { DATABASE_URL: `sqlite:${dbFile}`, DEPLOY_DIR: deployDir };
  try {
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'remotes.mjs'), 'bootstrap', '--by', 'bench'], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
  } catch (error) {
    return { skipped: `the remotes could not be published: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}` };
  }
  // the server helper serves the API alone unless asked
  return { env: { ...env, SHELL_DIR: shellDir, SERVE_SITE: '1' } };
}

/** The sitemap's package pages and listings, as paths. */
export async function sitePages(base: string): Promise<{ packages: string[]; listings: string[] }> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname);
  return { packages: paths.filter((p) => p.startsWith('/packages-details/')), listings: paths.filter((p) => p.endsWith('-tour-packages')) };
}
