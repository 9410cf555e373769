// Two servers that share only a PostgreSQL database and its release store, each with
// its own empty deploy folder: the blogs team publishes a new version through server
// A with its own token, the release manager pins it through server B with theirs,
// and a browser on each server gets the new version on its next page load, with the
// same preload hints from both. History names each token's owner. Then a version
// published to load from a CDN origin (server A's other name, localhost): both servers
// send browsers there, and the content security policy lets them.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { builtCdnBlogs, builtNextBlogs, NEXT_BLOGS_NOTE } from '../support/next-blogs';
import { repoRoot, runState } from '../support/run-state';
import { createSharedSite, postgresReachable, type SharedSite } from '../support/shared-servers';

const TOKEN_LINE = /^\s+(sfrel_[A-Za-z0-9_-]{43})$/m;
const cdnOrigin = () => `http://localhost:${runState().port + 10}`;

/** The preload hints of a page's first HTML, as a crawler or the browser's preload scanner reads them. */
async function preloadHints(origin: string, pathname: string): Promise<string[]> {
  const html = await (await fetch(`${origin}${pathname}`)).text();
  return html.match(/<link rel="preload"[^>]*>/g) ?? [];
}

async function blogsNote(page: Page, origin: string) {
  await page.goto(`${origin}/blogs`);
  const area = page.locator('[data-remote="blogs"]');
  await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
  return area.getByText(NEXT_BLOGS_NOTE);
}

test.describe.serial('two servers on one PostgreSQL database', () => {
  let site: SharedSite;
  let a: string;
  let b: string;
  let teamToken: string;
  let managerToken: string;

  test.beforeAll(async () => {
    test.skip(!(await postgresReachable()), 'PostgreSQL on 127.0.0.1:5432 does not answer');
    test.setTimeout(240_000);
    // server A's other name stands for a CDN in front of the servers: another origin, the same files
    site = await createSharedSite(runState().runDir, path.join(repoRoot, 'shell', 'dist'), { RELEASE_CDN_ORIGINS: cdnOrigin() });
    // every remote's current build, published into the database's store and pinned, as npm start does
    const bootstrap = site.cli(['bootstrap', '--by', 'e2e']);
    expect(bootstrap.status, bootstrap.stderr).toBe(0);
    a = await site.start('a', runState().port + 10);
    b = await site.start('b', runState().port + 11);
  });

  test.afterAll(async () => {
    await site?.close();
  });

  test('a team publishes through A with its token, a release manager pins through B, and both servers serve the new version on the next load', async ({ page, errors }) => {
    test.setTimeout(180_000);
    const next = builtNextBlogs();
    const listing = JSON.parse(site.cli(['list', '--json']).stdout) as { remote: string; pinned: string }[];
    const pinned = listing.find((entry) => entry.remote === 'blogs')!.pinned;
    const made = (args: string[]) => {
      const result = site.cli(['token', 'create', ...args]);
      expect(result.status, result.stderr).toBe(0);
      return TOKEN_LINE.exec(result.stdout)![1]!;
    };
    teamToken = made(['--team', 'blogs', '--can', 'publish,canary,preview', '--name', 'blogs-ci']);
    managerToken = made(['--release-manager', '--name', 'asha']);

    const published = site.cli(['publish', 'blogs', '--from', next.dist, '--server', a], { RELEASE_TOKEN: teamToken });
    expect(published.status, published.stderr).toBe(0);
    expect(published.stdout).toContain(`Published blogs ${next.version} to the database (release_files).`);
    // the team's token cannot make it live, through either server
    const refused = site.cli(['pin', 'blogs', next.version, '--server', b], { RELEASE_TOKEN: teamToken });
    expect([refused.status, refused.stderr.trim()]).toEqual([1, "Refused: blogs-ci's token may not pin: it may publish, canary, preview (blogs)."]);

    for (const origin of [a, b]) await expect(await blogsNote(page, origin)).toHaveCount(0);
    const hintsBefore = await preloadHints(a, '/blogs');
    expect(hintsBefore.some((link) => link.includes(`/remotes/blogs/${pinned}/remoteEntry.js`))).toBe(true);

    const pin = site.cli(['pin', 'blogs', next.version, '--reason', 'monsoon stories', '--server', b], { RELEASE_TOKEN: managerToken });
    expect(pin.status, pin.stderr).toBe(0);
    expect(pin.stdout).toContain(`Pinned blogs ${next.version} (was ${pinned}). Live on the next page load.`);

    // each server, its own deploy folder empty, serves the files published through the other
    for (const origin of [a, b]) await expect(await blogsNote(page, origin)).toBeVisible();
    const [hintsA, hintsB] = await Promise.all([preloadHints(a, '/blogs'), preloadHints(b, '/blogs')]);
    expect(hintsA).toEqual(hintsB);
    expect(hintsA.some((link) => link.includes(`/remotes/blogs/${next.version}/remoteEntry.js`) && link.includes('integrity="sha384-'))).toBe(true);
    const entry = await fetch(`${b}/remotes/blogs/${next.version}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
    expect([entry.status, entry.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);

    expect(errors).toEqual([]);
    const history = site.cli(['history', 'blogs', '--json', '--server', a], { RELEASE_TOKEN: teamToken });
    const events = (JSON.parse(history.stdout) as { actor: string; action: string; to_version: string }[]).slice(-2);
    expect(events.map((e) => [e.actor, e.action, e.to_version])).toEqual([
      ['blogs-ci', 'publish', next.version],
      ['asha', 'pin', next.version],
    ]);
  });

  test('a version published to load from a CDN origin: both servers point browsers there (hints, scripts and styles), the content security policy allows it, and the page works', async ({ page, errors }) => {
    const cdn = builtCdnBlogs();
    const published = site.cli(['publish', 'blogs', '--from', cdn.dist, '--cdn', cdnOrigin(), '--server', b], { RELEASE_TOKEN: teamToken });
    expect(published.status, published.stderr).toBe(0);
    expect(published.stdout).toContain(`Published blogs ${cdn.version} to the database (release_files). Browsers will load it from ${cdnOrigin()}.`);
    const elsewhere = site.cli(['publish', 'blogs', '--from', cdn.dist, '--cdn', 'https://cdn.elsewhere.example', '--server', b], { RELEASE_TOKEN: teamToken });
    expect([elsewhere.status, elsewhere.stderr.trim()]).toEqual([
      1,
      `Refused: https://cdn.elsewhere.example is not a CDN origin of this site (RELEASE_CDN_ORIGINS: ${cdnOrigin()}); the site's content security policy would refuse its scripts.`,
    ]);
    const pin = site.cli(['pin', 'blogs', cdn.version, '--server', a], { RELEASE_TOKEN: managerToken });
    expect(pin.status, pin.stderr).toBe(0);

    const fromCdn: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(`${cdnOrigin()}/remotes/blogs/${cdn.version}/`)) fromCdn.push(request.url());
    });
    for (const origin of [a, b]) await expect(await blogsNote(page, origin)).toBeVisible();
    expect(fromCdn.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    const [hintsA, hintsB] = await Promise.all([preloadHints(a, '/blogs'), preloadHints(b, '/blogs')]);
    expect(hintsA).toEqual(hintsB);
    expect(hintsA.some((link) => link.includes(`href="${cdnOrigin()}/remotes/blogs/${cdn.version}/remoteEntry.js"`))).toBe(true);
    const csp = (await fetch(`${b}/blogs`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${cdnOrigin()};`);
    expect(errors).toEqual([]);
  });
});
