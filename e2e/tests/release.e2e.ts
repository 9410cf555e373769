// A release manager ships a new blogs remote: build it with a visible change,
// publish, pin, reload -- live, without touching the shell -- then roll back.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { repoRoot, runState } from '../support/run-state';

// A sibling of the real package, so its webpack config's ../tools paths still resolve.
const nextDir = path.join(repoRoot, `.e2e-blogs-next-${process.pid}`);
const NOTE = 'Monsoon edition: new travel stories every week';

function hashTree(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(dir, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return result;
}

function remotesCli(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'remotes.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DEPLOY_DIR: runState().deployDir },
    encoding: 'utf8',
  });
}

/** Copies mfe-blogs, wraps its BlogsPage with a visible note, bumps the version, builds it. */
function buildNextBlogs(version: string): string {
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
      `export default function NextBlogsPage() {\n  return (<><p role="note">${NOTE}</p><BlogsPage /></>);\n}\n`,
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
  return path.join(nextDir, 'dist');
}

test.afterAll(() => {
  fs.rmSync(nextDir, { recursive: true, force: true });
});

test('publish and pin a new blogs version: live on reload, shell untouched; rollback restores the old one', async ({ page, run }) => {
  test.setTimeout(180_000); // builds a remote
  const shellBefore = hashTree(path.join(repoRoot, 'shell', 'dist'));
  const oldVersion = JSON.parse(fs.readFileSync(path.join(run.deployDir, 'remotes.json'), 'utf8')).blogs.version;
  const version = `${oldVersion.split('-')[0]}-e2e.${Date.now()}`;
  const dist = buildNextBlogs(version);

  await page.goto('/blogs');
  const area = page.locator('[data-remote="blogs"]');
  await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area.getByText(NOTE)).toHaveCount(0);

  expect(remotesCli('publish', 'blogs', '--from', dist)).toContain(`Published blogs ${version}`);
  expect(remotesCli('pin', 'blogs', version)).toContain(`Pinned blogs ${version} (was ${oldVersion})`);
  await page.reload();
  await expect(area.getByText(NOTE)).toBeVisible();
  await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
  expect(hashTree(path.join(repoRoot, 'shell', 'dist'))).toEqual(shellBefore);

  expect(remotesCli('rollback', 'blogs')).toContain(`Rolled blogs back to ${oldVersion}`);
  await page.reload();
  await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area.getByText(NOTE)).toHaveCount(0);
  expect(hashTree(path.join(repoRoot, 'shell', 'dist'))).toEqual(shellBefore);
});
