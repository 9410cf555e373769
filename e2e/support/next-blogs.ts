// The blogs remote's "next version" for the release journey: a copy of mfe-blogs whose
// BlogsPage carries a visible note, built with a bumped version. It is built by the
// release-build project while the other journeys run (a webpack build takes a worker
// for about 20 s), so that the release journey, which runs last and alone, only
// publishes, pins and rolls back.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, runState } from './run-state';

export const NEXT_BLOGS_NOTE = 'Monsoon edition: new travel stories every week';

// A sibling of the real package, so its webpack config's ../tools paths still resolve;
// named after the run, which the build and the journey (separate workers) share.
export const nextBlogsDir = () => path.join(repoRoot, `.e2e-blogs-next-${path.basename(runState().runDir)}`);
const builtFile = () => path.join(runState().runDir, 'next-blogs.json');

export function pinnedBlogsVersion(): string {
  return JSON.parse(fs.readFileSync(path.join(runState().deployDir, 'remotes.json'), 'utf8')).blogs.version;
}

/** Copies mfe-blogs, wraps its BlogsPage with the note, bumps the version, builds it; records where. */
export function buildNextBlogs(): void {
  const version = `${pinnedBlogsVersion().split('-')[0]}-e2e.${Date.now()}`;
  const nextDir = nextBlogsDir();
  fs.rmSync(nextDir, { recursive: true, force: true });
  const source = path.join(repoRoot, 'mfe-blogs');
  fs.cpSync(source, nextDir, {
    recursive: true,
    filter: (file) => !/[\\/](node_modules|dist)([\\/]|$)/.test(path.relative(source, file)),
  });
  const pkgFile = path.join(nextDir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  fs.writeFileSync(pkgFile, JSON.stringify({ ...pkg, version }, null, 2));
  fs.writeFileSync(
    path.join(nextDir, 'src', 'e2e-next-blogs-page.tsx'),
    `import BlogsPage from './features/blogs-home/blogs-page';\n` +
      `export default function NextBlogsPage() {\n  return (<><p role="note">${NEXT_BLOGS_NOTE}</p><BlogsPage /></>);\n}\n`,
  );
  const configFile = path.join(nextDir, 'webpack.config.cjs');
  const registered = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps.json'), 'utf8')).remotes.blogs.exposes;
  if (!registered.BlogsPage) throw new Error('apps.json: mfe-blogs no longer exposes BlogsPage; update this test');
  const exposes = { ...registered, BlogsPage: './src/e2e-next-blogs-page.tsx' };
  fs.writeFileSync(
    configFile,
    `module.exports = require('../tools/webpack/create-config.cjs')('blogs', { dir: __dirname, exposes: ${JSON.stringify(exposes)} });\n`,
  );
  execFileSync(process.execPath, [path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production', '--config', configFile], {
    cwd: nextDir,
    stdio: 'pipe',
  });
  fs.writeFileSync(builtFile(), JSON.stringify({ version, dist: path.join(nextDir, 'dist') }));
}

/** The build the release-build project made for this run. */
export function builtNextBlogs(): { version: string; dist: string } {
  return JSON.parse(fs.readFileSync(builtFile(), 'utf8'));
}

export function removeNextBlogs(): void {
  fs.rmSync(nextBlogsDir(), { recursive: true, force: true });
}
