// The platform as a visitor and a release manager meet it: one seamless site from
// four remotes, one React and one store, and a remote that is down stays in its box.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/fixtures';
import { runState } from '../support/run-state';

const UNAVAILABLE = 'This part of the site is temporarily unavailable';

function pinnedVersion(remote: string): string {
  const pins = JSON.parse(fs.readFileSync(path.join(runState().deployDir, 'remotes.json'), 'utf8'));
  return pins[remote].version as string;
}

async function expectShellChrome(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: /Safarnama Holidays/i }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test('the home page renders the shell and the catalogue remote with one React, no console errors', async ({ page, errors }) => {
  await page.goto('/');
  await expectShellChrome(page);
  const catalogue = page.locator('[data-remote="catalogue"]');
  await expect(catalogue.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __REACT_RENDERERS__: number }).__REACT_RENDERERS__)).toBe(1);
  // Module Federation loaded exactly one version of each singleton
  const loaded = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown }>>>> } }).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const scope of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded || info.loading) result[pkg] = [...new Set([...(result[pkg] ?? []), version])];
        }
      }
    }
    return result;
  });
  for (const pkg of ['react', 'react-dom', 'zustand', '@safarnama/shared']) {
    expect(loaded[pkg]).toHaveLength(1);
  }
  expect(errors).toEqual([]);
});

test('a store change made in the catalogue remote is seen by the shell and by the enquiry remote', async ({ page, context }) => {
  await page.goto('/');
  const enquiryButton = page.getByRole('button', { name: 'Enquiry Now' });
  await enquiryButton.waitFor();
  // Book Now on a trending card (catalogue) raises the store's overlay for 1.5 s.
  const bookNow = page.locator('[data-remote="catalogue"]').getByRole('button', { name: /Book Now/i }).first();
  await bookNow.scrollIntoViewIfNeeded();
  const newTab = context.waitForEvent('page');
  await bookNow.click();
  // The shell renders the overlay from the store...
  await page.getByTestId('loading-overlay').waitFor({ state: 'visible' });
  // ...and the enquiry remote hides its floating button while it shows.
  await enquiryButton.waitFor({ state: 'hidden' });
  await (await newTab).close();
  await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
  await enquiryButton.waitFor({ state: 'visible' });
});

test.describe('a remote that is down', () => {
  test('its files are missing: the rest of the site works, its area offers Retry, Retry brings it back without a reload', async ({ page, errors, run }) => {
    const version = pinnedVersion('blogs');
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
    const manifest = path.join(run.deployDir, 'remotes', 'catalogue', pinnedVersion('catalogue'), 'mf-manifest.json');
    // the file and its precompressed copies (the server prefers those)
    const files = [manifest, `${manifest}.br`, `${manifest}.gz`].filter((file) => fs.existsSync(file));
    const good = new Map(files.map((file) => [file, fs.readFileSync(file)]));
    for (const file of files) fs.rmSync(file);
    fs.writeFileSync(manifest, '{"this is": not json');
    try {
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
