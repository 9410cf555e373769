// The journeys' fixtures. Playwright gives each test a fresh context and page and
// closes them even when the test fails; on top of that:
//   errors     console errors and uncaught exceptions the page produced
//   viewportName  'desktop' | 'mobile', from the project
//   rows       what the server stored, read from this run's SQLite file
//   apiGet     the API as the site calls it (authCode added)
//   run        this run's server, deploy directory and database
// Every page counts the React DOM renderers that register (two copies of React DOM
// would register twice): window.__REACT_RENDERERS__.
import { test as base, expect, type Page, type Response } from '@playwright/test';
import Database from 'better-sqlite3';
import { runState, type RunState } from './run-state';

const COUNT_REACT_RENDERERS = `
  window.__REACT_RENDERERS__ = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, isDisabled: false,
    inject(renderer) { window.__REACT_RENDERERS__ += 1; const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {}, checkDCE() {},
  };
`;

/** The project's size by its viewport width: under 768px is the phone. */
function sizeOf(width = 1280): 'desktop' | 'mobile' {
  return width < 768 ? 'mobile' : 'desktop';
}

export type Rows = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => T[];

/** The run's API as the site calls it (its authCode added): the status and the JSON body. */
export type ApiGet = <T = unknown>(pathAndQuery: string) => Promise<{ status: number; body: T }>;

interface Fixtures {
  errors: string[];
  viewportName: 'desktop' | 'mobile';
  rows: Rows;
  apiGet: ApiGet;
  run: RunState;
}

/** How long a page load waits for the site to start (html[data-started]) before going on anyway. */
const START_WAIT_MS = 15_000;

/**
 * After a navigation to one of the site's pages, waits until the shell has taken over
 * the server's HTML: the page is on screen before its scripts run (they start after its
 * largest paint), and a click or a history change before then would be lost. A page
 * that never starts (a test that breaks the shell on purpose) goes on after START_WAIT_MS.
 */
async function untilStarted(page: Page, response: Response | null, waitUntil: string | undefined): Promise<void> {
  if (!response || waitUntil === 'commit' || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page
    .locator('html[data-started]')
    .waitFor({ state: 'attached', timeout: START_WAIT_MS })
    .catch(() => undefined);
}

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await context.addInitScript(COUNT_REACT_RENDERERS);
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilStarted(page, response, options?.waitUntil);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilStarted(page, response, options?.waitUntil);
      return response;
    };
    await use(page);
  },
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await use(errors);
  },
  viewportName: async ({ viewport }, use) => {
    await use(sizeOf(viewport?.width));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  run: async ({}, use) => {
    await use(runState());
  },
  rows: async ({ run }, use) => {
    const db = new Database(run.databaseFile, { readonly: true, fileMustExist: true });
    try {
      await use(<T,>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[]);
    } finally {
      db.close();
    }
  },
  apiGet: async ({ run }, use) => {
    await use(async (pathAndQuery) => {
      const url = new URL(pathAndQuery, run.baseUrl);
      url.searchParams.set('authCode', run.authCode);
      const response = await fetch(url);
      return { status: response.status, body: await response.json() };
    });
  },
});

export { expect };
export type { Page, Locator } from '@playwright/test';

/** The shell's header (its logo link) and footer are on the page: the host rendered, whatever a remote did. */
export async function expectShellChrome(page: import('@playwright/test').Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: /Safarnama Holidays/i }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** Called first in a test that only exists at one width (a hover menu, a phone's hamburger). */
export function onlyAt(name: 'desktop' | 'mobile') {
  test.skip(sizeOf(test.info().project.use.viewport?.width) !== name, `a ${name} journey`);
}

/**
 * Takes the open site to another of its addresses the way an in-site link does
 * (history.pushState and the router's popstate), without reloading it: for journeys
 * that sweep many addresses once one of them has been opened by its address.
 */
export async function followInApp(page: import('@playwright/test').Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Saves a screenshot for a person to look at (e2e/artifacts, not a pass/fail check). */
export async function artifact(page: import('@playwright/test').Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: `${__dirname}/../artifacts/${name}.png`, fullPage });
}

/**
 * Stops the page's clock (installed with page.clock.install()) about now, so the
 * test decides when time passes: page.clock.fastForward(ms). The page's clock keeps
 * running while the call travels, so a pause time that turned out to be past is
 * tried again a little later.
 */
export async function pauseClock(page: import('@playwright/test').Page): Promise<void> {
  for (let margin = 100; ; margin *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (margin > 5_000 || !String(error).includes('to the past')) throw error;
    }
  }
}
