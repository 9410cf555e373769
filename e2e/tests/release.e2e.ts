// A release manager ships blogs versions on the running site, in Chromium, through
// `npm run remotes` (the CLI on this run's database and deploy directory): pin and
// rollback; a 50% canary that keeps each visitor on their version, then abort and
// promote; a signed preview link that shows a version to one browser only; an entry
// file changed after publishing, refused by the browser; and a broken canary that
// the server ends by itself, from the signed reports of 50 visitors' browsers. The
// builds come from the release-build project (e2e/support/next-blogs.ts): one with a
// visible note, one that throws.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { PREVIEW_COOKIE, visitorBucket } from '@safarnama/contracts/releases';
import { expect, expectShellChrome, test } from '../support/fixtures';
import { builtBrokenBlogs, builtNextBlogs, builtServerBrokenBlogs, NEXT_BLOGS_NOTE as NOTE, removeNextBlogs } from '../support/next-blogs';
import { remotesCli } from '../support/release-cli';
import { repoRoot, runState } from '../support/run-state';

const UNAVAILABLE = 'This part of the site is temporarily unavailable';

function hashTree(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(dir, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return result;
}

async function live(): Promise<Record<string, { version: string; canary?: { version: string; percent: number } }>> {
  return (await fetch(`${runState().baseUrl}/remotes.json`)).json();
}

/** /blogs as the server first sends it (no JavaScript): whether the page in it is the version with the note. */
async function servedWithNote(visitorId?: string): Promise<boolean> {
  const response = await fetch(`${runState().baseUrl}/blogs`, { headers: visitorId ? { cookie: `sf_vid=${visitorId}` } : {} });
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>Where are you headed next/);
  return html.includes(NOTE);
}

/** A visitor id (32 hex) whose blogs bucket is inside a share of `percent`, or outside it. */
function visitorId(percent: number, inside: boolean, skip = 0): string {
  let found = 0;
  for (let i = 1; ; i += 1) {
    const id = crypto.createHash('md5').update(`visitor-${i}`).digest('hex');
    if ((visitorBucket(id, 'blogs') < percent) === inside && found++ === skip) return id;
  }
}

/** Whether the server still honours a preview link: it answers one it honours by setting the preview cookie. */
async function previewHonoured(link: string): Promise<boolean> {
  const response = await fetch(link, { redirect: 'manual' });
  return (response.headers.get('set-cookie') ?? '').startsWith(`${PREVIEW_COOKIE}=`);
}

/** A browser context that is this visitor: their id cookie is set before the first page. */
async function visitor(browser: Browser, id: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: runState().baseUrl, viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'sf_vid', value: id, url: runState().baseUrl }]);
  return context.newPage();
}

/** Whether this page load of /blogs shows the build with the note (the canary) or the pinned one. */
async function seesNote(page: Page, reload = false): Promise<boolean> {
  if (reload) await page.reload();
  else await page.goto('/blogs');
  const area = page.locator('[data-remote="blogs"]');
  await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
  return (await area.getByText(NOTE).count()) > 0;
}

test.afterAll(removeNextBlogs);

test.describe.serial('releases', () => {
  let pinned: string;
  let next: { version: string; dist: string };

  test.beforeAll(async () => {
    pinned = (await live()).blogs!.version;
    next = builtNextBlogs();
    expect(remotesCli('publish', 'blogs', '--from', next.dist)).toContain(`Published blogs ${next.version}`);
  });

  test('publish and pin a new blogs version: live on reload, shell untouched; rollback restores the old one', async ({ page }) => {
    const shellBefore = hashTree(path.join(repoRoot, 'shell', 'dist'));
    expect(await seesNote(page)).toBe(false);
    expect(await servedWithNote()).toBe(false);
    expect(remotesCli('pin', 'blogs', next.version)).toContain(`Pinned blogs ${next.version} (was ${pinned})`);
    // the next request's HTML is rendered by the new version's server build
    expect(await servedWithNote()).toBe(true);
    expect(await seesNote(page, true)).toBe(true);
    expect(hashTree(path.join(repoRoot, 'shell', 'dist'))).toEqual(shellBefore);
    expect(remotesCli('rollback', 'blogs')).toContain(`Rolled blogs back to ${pinned}`);
    expect(await servedWithNote()).toBe(false);
    expect(await seesNote(page, true)).toBe(false);
    expect(hashTree(path.join(repoRoot, 'shell', 'dist'))).toEqual(shellBefore);
  });

  test('a 50% canary: two visitors in different buckets get different versions and keep them over 5 reloads; abort and promote change the next load', async ({ browser }) => {
    remotesCli('canary', 'blogs', next.version, '50');
    expect((await live()).blogs!.canary).toMatchObject({ version: next.version, percent: 50 });
    const inside = await visitor(browser, visitorId(50, true));
    const outside = await visitor(browser, visitorId(50, false));
    expect(await seesNote(inside)).toBe(true);
    expect(await seesNote(outside)).toBe(false);
    // each visitor's HTML comes from the version of their bucket
    expect(await servedWithNote(visitorId(50, true))).toBe(true);
    expect(await servedWithNote(visitorId(50, false))).toBe(false);
    for (let i = 0; i < 5; i += 1) {
      expect(await seesNote(inside, true)).toBe(true);
      expect(await seesNote(outside, true)).toBe(false);
    }
    // the shell kept each visitor's id: the cookie is the one they came with
    expect((await inside.context().cookies()).find((c) => c.name === 'sf_vid')?.value).toBe(visitorId(50, true));

    expect(remotesCli('abort', 'blogs', '--reason', 'e2e: checking abort')).toContain(`${next.version}`);
    expect(await seesNote(inside, true)).toBe(false);

    remotesCli('canary', 'blogs', next.version, '50');
    expect(await seesNote(inside, true)).toBe(true);
    expect(await seesNote(outside, true)).toBe(false);
    remotesCli('promote', 'blogs');
    expect(await seesNote(outside, true)).toBe(true);
    expect(await seesNote(inside, true)).toBe(true);

    remotesCli('rollback', 'blogs');
    expect(await seesNote(outside, true)).toBe(false);
    await inside.context().close();
    await outside.context().close();
  });

  test('a preview link shows the version with its badge to that browser only; another browser, an edited link and an expired one see nothing special', async ({ browser }) => {
    const origin = runState().baseUrl;
    const link = /(https?:\/\/\S+\/preview\?token=\S+)/.exec(remotesCli('preview-link', 'blogs', next.version, '--ttl', '1h', '--origin', origin))![1]!;
    const previewer = await visitor(browser, visitorId(50, false));
    await previewer.goto(link);
    const badge = previewer.getByRole('complementary', { name: 'Release preview' });
    await expect(badge).toContainText(`blogs ${next.version}`);
    expect(await seesNote(previewer)).toBe(true);
    await expect(badge).toBeVisible();
    await previewer.goto('/about-us');
    await expect(badge).toBeVisible();

    const other = await visitor(browser, visitorId(50, false, 1));
    expect(await seesNote(other)).toBe(false);
    await expect(other.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);

    const token = new URL(link).searchParams.get('token')!;
    const edited = `${origin}/preview?token=${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const expiredLink = /(https?:\/\/\S+\/preview\?token=\S+)/.exec(remotesCli('preview-link', 'blogs', next.version, '--ttl', '1s', '--origin', origin))![1]!;
    // the second link lives one second: the browser opens it once the server no longer honours it
    await expect.poll(() => previewHonoured(expiredLink)).toBe(false);
    for (const url of [edited, expiredLink]) {
      await other.goto(url);
      expect(await seesNote(other)).toBe(false);
      await expect(other.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);
    }

    await previewer.goto('/blogs');
    await badge.getByRole('button', { name: 'Exit preview' }).click();
    await expect(previewer).toHaveURL(/\/blogs$/);
    await expect(badge).toHaveCount(0);
    expect(await seesNote(previewer)).toBe(false);
    await previewer.context().close();
    await other.context().close();
  });

  test("a published entry changed on disk is refused by the browser: only blogs' area falls back, and the console names it", async ({ page, errors }) => {
    const version = (await live()).blogs!.version;
    const entry = path.join(runState().deployDir, 'remotes', 'blogs', version, 'remoteEntry.js');
    const files = [entry, `${entry}.br`, `${entry}.gz`].filter((file) => fs.existsSync(file));
    const good = new Map(files.map((file) => [file, fs.readFileSync(file)]));
    const changed = Buffer.concat([good.get(entry)!, Buffer.from('\n;window.__changedAfterPublishing = true;\n')]);
    try {
      fs.writeFileSync(entry, changed);
      if (good.has(`${entry}.br`)) fs.writeFileSync(`${entry}.br`, zlib.brotliCompressSync(changed));
      if (good.has(`${entry}.gz`)) fs.writeFileSync(`${entry}.gz`, zlib.gzipSync(changed));
      await page.goto('/blogs');
      await expect(page.locator('[data-remote="blogs"]').getByText(UNAVAILABLE)).toBeVisible();
      await expectShellChrome(page);
      expect(await page.evaluate(() => (window as unknown as { __changedAfterPublishing?: boolean }).__changedAfterPublishing)).toBeUndefined();
      expect(errors.some((e) => e.includes(`blogs@${version}`))).toBe(true);
      await page.goto('/');
      await expect(page.locator('[data-remote="catalogue"]').getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      for (const [file, content] of good) fs.writeFileSync(file, content);
    }
  });

  test('a canary build that throws while rendering is ended by the server after enough failed loads; the next load gets the pin, and history says why', async ({ page, rows }) => {
    test.setTimeout(180_000);
    const broken = builtBrokenBlogs();
    remotesCli('publish', 'blogs', '--from', broken.dist);
    remotesCli('canary', 'blogs', broken.version, '100');
    const area = page.locator('[data-remote="blogs"]');
    const failedVisitors = () => rows<{ n: number }>("select count(*) as n from release_health_reports where remote = 'blogs' and version = ? and ok = 0", broken.version)[0]!.n;
    // Each load is a new visitor (no cookies: the server gives them an id and the signed
    // assignment of the canary), whose failed load reports itself with that assignment;
    // the server counts one outcome per visitor and ends the canary once it has seen enough.
    let loads = 0;
    while (loads < 80) {
      await page.context().clearCookies();
      await page.goto('/blogs');
      await expect(area.getByText(UNAVAILABLE).or(area.getByRole('heading', { level: 1 }))).toBeVisible();
      if ((await area.getByText(UNAVAILABLE).count()) === 0) break;
      loads += 1;
      // the beacon goes a second after the outcome, or when the page is left: now, and
      // counted before the next visitor's cookies replace this one's. The server judges
      // the canary just after it stores a report: a visitor whose page was served while
      // the report before theirs ended it reports a version no longer live, which is not
      // counted, and the next load gets the pin.
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      await expect.poll(async () => failedVisitors() === loads || (await live()).blogs!.canary === undefined).toBe(true);
    }
    await expect.poll(async () => (await live()).blogs!.canary, { timeout: 10_000 }).toBeUndefined();
    expect(loads).toBeGreaterThanOrEqual(50);
    await page.goto('/blogs');
    await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(area.getByText(UNAVAILABLE)).toHaveCount(0);
    const history = remotesCli('history', 'blogs', '--limit', '3');
    expect(history).toContain('server (automatic abort)');
    expect(history).toMatch(/abort/);
    expect(history).toMatch(/failed \d+ of \d+ loads \(100\.0%\)/);
  });

  test("a version whose server build throws is rendered by the browser in blogs' area only: the rest of the page is in the HTML, the answer 200", async ({ page }) => {
    const serverBroken = builtServerBrokenBlogs();
    const pinnedNow = (await live()).blogs!.version;
    remotesCli('publish', 'blogs', '--from', serverBroken.dist);
    remotesCli('pin', 'blogs', serverBroken.version);
    try {
      const response = await fetch(`${runState().baseUrl}/blogs`);
      expect(response.status).toBe(200);
      const html = await response.text();
      // the shell's part is rendered (its navigation), blogs' area is not
      expect(html).toMatch(/<nav aria-label="Main"/);
      expect(html).not.toContain(NOTE);
      expect(html).not.toMatch(/<h1[^>]*>Where are you headed next/);
      await page.goto('/blogs');
      const area = page.locator('[data-remote="blogs"]');
      await expect(area.getByText(NOTE)).toBeVisible();
      await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
      await expectShellChrome(page);
    } finally {
      remotesCli('pin', 'blogs', pinnedNow);
    }
  });
});
