// Real-browser journeys with @playwright/test, against the real server (site + API +
// a fresh SQLite database) that `webServer` starts once per run, in Debian's
// Chromium (no browser download). Every journey runs at 1280x800 and at 390x844
// (the two projects); the release-manager journeys, which re-pin remotes on the
// shared server, run last and alone.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, runState } from './support/run-state';

const run = runState();

export default defineConfig({
  testDir: './tests',
  testMatch: '*.e2e.ts',
  outputDir: run.outputDir,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two workers, each on its own files: a journey spends about a third of its time
  // waiting (page timers, network idle), which the other fills. Measured on two cores
  // with the headless shell: 6.4 min against 7.7 min for one worker.
  workers: 2,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: run.reportFile }]],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: run.baseUrl,
    // DOM snapshots without a screenshot per action: traces cost little while every test passes
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: /(platform|release|shared-servers)\.e2e\.ts/ },
    { name: 'mobile', use: { viewport: { width: 390, height: 844 } }, testIgnore: /(platform|release|shared-servers|budget|composition)\.e2e\.ts/ },
    // these take a remote away or re-pin one on the shared server: after the rest, one at a time
    { name: 'platform', use: { viewport: { width: 1280, height: 800 } }, testMatch: /platform\.e2e\.ts/, dependencies: ['desktop', 'mobile'] },
    // the release journey's webpack build, beside the other journeys instead of alone at the end
    { name: 'release-build', testMatch: /release\.build\.ts/ },
    // two more servers on a PostgreSQL database of their own: beside platform (the other
    // journeys are done, so the extra servers slow none of them), before release removes its builds
    { name: 'shared-servers', use: { viewport: { width: 1280, height: 800 } }, testMatch: /shared-servers\.e2e\.ts/, dependencies: ['desktop', 'mobile', 'release-build'] },
    { name: 'release', use: { viewport: { width: 1280, height: 800 } }, testMatch: /release\.e2e\.ts/, dependencies: ['platform', 'release-build', 'shared-servers'] },
  ],
  webServer: {
    command: `node ${JSON.stringify(run.serveScript)}`,
    url: `${run.baseUrl}/api/health`,
    // a fresh clone builds the five apps first
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
