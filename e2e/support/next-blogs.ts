// The blogs remote's next versions for the release journeys, from one copy of mfe-blogs
// built with bumped versions: one whose BlogsPage carries a visible note (pinned, put in
// a canary, previewed), one whose BlogsPage throws while rendering (a canary the server
// must end by itself), and the note's page again under a third version (loaded from a
// CDN origin by the shared-servers journey). They are built by the release-build project while the
// other journeys run (a webpack build takes a worker for about 20 s), so that the
// release journey, which runs last and alone, only publishes and releases them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { remotesCli } from './release-cli';
import { repoRoot, runState } from './run-state';

export const NEXT_BLOGS_NOTE = 'Monsoon edition: new travel stories every week';
export const BROKEN_BLOGS_ERROR = 'e2e: this blogs build fails while rendering';
export const SERVER_BROKEN_BLOGS_ERROR = 'e2e: this blogs server build fails while rendering';

// A sibling of the real package, so its webpack config's ../tools paths still resolve;
// named after the run, which the build and the journey (separate workers) share.
export const nextBlogsDir = () => path.join(repoRoot, `.e2e-blogs-next-${path.basename(runState().runDir)}`);
const builtFile = () => path.join(runState().runDir, 'next-blogs.json');

export interface BlogsBuild {
  version: string;
  dist: string;
}

/** The blogs version the e2e server has pinned, as the release CLI lists it. */
export function pinnedBlogsVersion(): string {
  const listing = JSON.parse(remotesCli('list', '--json')) as { remote: string; pinned: string | null }[];
  const pinned = listing.find((entry) => entry.remote === 'blogs')?.pinned;
  if (!pinned) throw new Error('blogs has no pinned version on the e2e server (npm run remotes -- list)');
  return pinned;
}

const PAGES = {
  next:
    `import BlogsPage from './features/blogs-home/blogs-page';\n` +
    `export default function NextBlogsPage() {\n  return (<><p role="note">${NEXT_BLOGS_NOTE}</p><BlogsPage /></>);\n}\n`,
  broken: `export default function BrokenBlogsPage(): never {\n  throw new Error(${JSON.stringify(BROKEN_BLOGS_ERROR)});\n}\n`,
  // the note's page, whose server build throws: the server leaves its area to the browser
  serverBroken:
    `import NextBlogsPage from './e2e-next-blogs-page';\n` +
    `export default function ServerBrokenBlogsPage() {\n  if (typeof window === 'undefined') throw new Error(${JSON.stringify(SERVER_BROKEN_BLOGS_ERROR)});\n  return <NextBlogsPage />;\n}\n`,
};

/** Copies mfe-blogs once, builds the note and the broken version from it, and records where they are. */
export function buildNextBlogs(): void {
  const base = pinnedBlogsVersion().split('-')[0];
  const stamp = Date.now();
  const nextDir = nextBlogsDir();
  fs.rmSync(nextDir, { recursive: true, force: true });
  const source = path.join(repoRoot, 'mfe-blogs');
  fs.cpSync(source, nextDir, {
    recursive: true,
    filter: (file) => !/[\\/](node_modules|dist)([\\/]|$)/.test(path.relative(source, file)),
  });
  const registered = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps.json'), 'utf8')).remotes.blogs.exposes;
  if (!registered.BlogsPage) throw new Error('apps.json: mfe-blogs no longer exposes BlogsPage; update this test');

  const build = (kind: keyof typeof PAGES, version: string, out = `dist-${kind}`): BlogsBuild => {
    const page = `./src/e2e-${kind}-blogs-page.tsx`;
    fs.writeFileSync(path.join(nextDir, page), PAGES[kind]);
    const configFile = path.join(nextDir, `webpack.${kind}.cjs`);
    fs.writeFileSync(
      configFile,
      `module.exports = require('../tools/webpack/create-config.cjs')('blogs', { dir: __dirname, exposes: ${JSON.stringify({ ...registered, BlogsPage: page })} });\n`,
    );
    const dist = path.join(nextDir, out);
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production', '--config', configFile], {
      cwd: nextDir,
      stdio: 'pipe',
      // create-config.cjs takes the version and the output folder from these
      env: { ...process.env, REMOTE_VERSION: version, BUILD_OUT_DIR: dist },
    });
    return { version, dist };
  };
  const next = build('next', `${base}-e2e.${stamp}`);
  const broken = build('broken', `${base}-e2e.${stamp}.broken`);
  // the same page once more under its own version, for the journey that loads it from a CDN origin
  const cdn = build('next', `${base}-e2e.${stamp}.cdn`, 'dist-cdn');
  const serverBroken = build('serverBroken', `${base}-e2e.${stamp}.server-broken`);
  fs.writeFileSync(builtFile(), JSON.stringify({ next, broken, cdn, serverBroken }));
}

const built = (): { next: BlogsBuild; broken: BlogsBuild; cdn: BlogsBuild; serverBroken: BlogsBuild } => JSON.parse(fs.readFileSync(builtFile(), 'utf8'));

/** The version with the note that the release-build project made for this run. */
export const builtNextBlogs = (): BlogsBuild => built().next;

/** The same page as builtNextBlogs under another version, published to load from a CDN origin. */
export const builtCdnBlogs = (): BlogsBuild => built().cdn;

/** The note's page under another version, whose server build throws while rendering (the browser's does not). */
export const builtServerBrokenBlogs = (): BlogsBuild => built().serverBroken;

/** The version whose BlogsPage throws while rendering. */
export const builtBrokenBlogs = (): BlogsBuild => built().broken;

export function removeNextBlogs(): void {
  fs.rmSync(nextBlogsDir(), { recursive: true, force: true });
}
