// One Chromium per test file; a fresh context (clean storage) per page.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot, stateFile, type E2eState } from './paths';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

export function e2eState(): E2eState {
  return JSON.parse(fs.readFileSync(stateFile, 'utf8')) as E2eState;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** console errors and uncaught exceptions seen so far */
  errors: string[];
}

/** Counts React DOM renderers that register with the devtools hook: two copies of React DOM would register twice. */
const COUNT_REACT_RENDERERS = `
  window.__REACT_RENDERERS__ = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, isDisabled: false,
    inject(renderer) { window.__REACT_RENDERERS__ += 1; const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {}, checkDCE() {},
  };
`;

export async function openPage(browser: Browser, viewport = DESKTOP, options: { reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, baseURL: e2eState().baseUrl, reducedMotion: options.reducedMotion ?? 'no-preference' });
  await context.addInitScript(COUNT_REACT_RENDERERS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(repoRoot, 'e2e', 'artifacts');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** The API as the site calls it (authCode from the e2e server's config). */
export async function apiGet<T = unknown>(pathAndQuery: string): Promise<{ status: number; body: T }> {
  const { baseUrl, authCode } = e2eState();
  const url = new URL(pathAndQuery, baseUrl);
  url.searchParams.set('authCode', authCode);
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as T };
}
