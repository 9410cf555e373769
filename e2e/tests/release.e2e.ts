// A release manager ships a new blogs remote: build it with a visible change (the
// release-build project, e2e/support/next-blogs.ts), publish, pin, reload -- live,
// without touching the shell -- then roll back.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { builtNextBlogs, NEXT_BLOGS_NOTE as NOTE, pinnedBlogsVersion, removeNextBlogs } from '../support/next-blogs';
import { repoRoot, runState } from '../support/run-state';

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

test.afterAll(removeNextBlogs);

test('publish and pin a new blogs version: live on reload, shell untouched; rollback restores the old one', async ({ page }) => {
  const shellBefore = hashTree(path.join(repoRoot, 'shell', 'dist'));
  const oldVersion = pinnedBlogsVersion();
  const { version, dist } = builtNextBlogs();

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
