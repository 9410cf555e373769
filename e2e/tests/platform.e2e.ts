// A remote that is down stays in its box. These journeys take a remote away on the
// shared server, so they run after the rest (the platform project); the composition
// they break is proved in composition.e2e.ts.
import fs from 'node:fs';
import path from 'node:path';
import { expect, expectShellChrome, test } from '../support/fixtures';
import { runState } from '../support/run-state';

const UNAVAILABLE = 'This part of the site is temporarily unavailable';

/** The version the server has live for a remote (its /remotes.json, from the release database). */
async function pinnedVersion(remote: string): Promise<string> {
  const pins = (await (await fetch(`${runState().baseUrl}/remotes.json`)).json()) as Record<string, { version: string }>;
  return pins[remote]!.version;
}

test.describe('a remote that is down', () => {
  test('its files are missing: the rest of the site works, its area offers Retry, Retry brings it back without a reload', async ({ page, errors, run }) => {
    const version = await pinnedVersion('blogs');
    const dir = path.join(run.deployDir, 'remotes', 'blogs', version);
    const away = `${dir}.away`;
    fs.renameSync(dir, away);
    try {
      await page.goto('/');
      await expectShellChrome(page);
      await expect(page.locator('[data-remote="catalogue"]').getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/about-us');
      await expect(page.getByRole('heading', { level: 1, name: /About/i })).toBeVisible();

      await page.goto('/blogs');
      const area = page.locator('[data-remote="blogs"]');
      await expect(area.getByText(UNAVAILABLE)).toBeVisible();
      await expectShellChrome(page);
      expect(errors.some((e) => e.includes(`blogs@${version}`))).toBe(true);

      fs.renameSync(away, dir);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await area.getByRole('button', { name: 'Retry' }).click();
      await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(area.getByText(UNAVAILABLE)).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    } finally {
      if (fs.existsSync(away)) fs.renameSync(away, dir);
    }
  });

  test('a network error or a broken manifest only affects that remote', async ({ page, run }) => {
    await page.route('**/remotes/blogs/**', (route) => route.abort('connectionrefused'));
    // Broken on the server: index.html then carries no catalogue manifest and the
    // shell's own fetch of it fails to parse.
    const manifest = path.join(run.deployDir, 'remotes', 'catalogue', await pinnedVersion('catalogue'), 'mf-manifest.json');
    // the file and its precompressed copies (the server prefers those)
    const files = [manifest, `${manifest}.br`, `${manifest}.gz`].filter((file) => fs.existsSync(file));
    const good = new Map(files.map((file) => [file, fs.readFileSync(file)]));
    // the page carries the manifest (keyed by its address) while it is good
    const carried = `"/remotes/catalogue/${await pinnedVersion('catalogue')}/mf-manifest.json":{`;
    const homeCarriesManifest = async () => (await (await page.request.get('/')).text()).includes(carried);
    expect(await homeCarriesManifest()).toBe(true);
    for (const file of files) fs.rmSync(file);
    fs.writeFileSync(manifest, '{"this is": not json');
    try {
      // the server looks at a live manifest's file again within a fraction of a second
      await expect.poll(homeCarriesManifest).toBe(false);
      await page.goto('/');
      await expectShellChrome(page);
      await expect(page.locator('[data-remote="catalogue"]').getByText(UNAVAILABLE)).toBeVisible();
      await page.goto('/about-us');
      await expect(page.getByRole('heading', { level: 1, name: /About/i })).toBeVisible();
      await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
      await expect(page.locator('[data-remote="blogs"]').getByText(UNAVAILABLE)).toBeVisible();
    } finally {
      for (const [file, content] of good) fs.writeFileSync(file, content);
    }
  });
});
