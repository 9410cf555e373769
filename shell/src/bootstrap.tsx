import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi, loadRuntimeConfig, preloadRemote, primeResponses, setOnServerRenderedPage, setRemoteRetryHook, type RuntimeConfig } from '@safarnama/shared';
import './app/reset.css';
import { bootData } from './remotes/boot-data';
import { registerPinnedRemotes, retryRemote } from './remotes/register-remotes';
import { App } from './app/app';
import { startWithLivePhoneNumber } from './layout/live-phone-number';
import { yieldToBrowser } from './start-in-stages';

const PAGE_PRELOAD_WAIT_MS = 1000;

/** A part of the server's HTML React could not adopt (it renders that part afresh): which one, for the console. */
function reportHydrationFallback(error: unknown, info: { componentStack?: string }) {
  console.error('[hydration] part of the page was rendered again in the browser', error, info.componentStack);
}

async function start() {
  // index.html carries the configuration when the server sent it; the dev server's does not
  const { config, responses, page } = bootData();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The server rendered this page (api/src/rendering/page-renderer.ts): said before the
  // page's remote loads, so that it fetches at once the code of what the HTML holds.
  const serverRendered = root.firstElementChild !== null;
  setOnServerRenderedPage(serverRendered);
  primeResponses(responses);
  startWithLivePhoneNumber(responses);
  await Promise.all([registerPinnedRemotes(), config ? configureApi(config as Partial<RuntimeConfig>) : loadRuntimeConfig()]);
  setRemoteRetryHook(retryRemote);
  // Load outcomes go to the API our server runs; the dev server's page (no configuration in it) has none to count them.
  // Its code is not part of the page's first JavaScript: outcomes reported before it
  // loads wait for it (shared's remote-outcomes.ts).
  if (config) void import(/* webpackChunkName: "health-reports" */ './remotes/health-reports').then((reports) => reports.startHealthReports(), () => undefined);
  // The page's remote module (named by the server; its files are preloaded) is loaded
  // before the first render, so the page paints with the navbar instead of after a
  // spinner; a slow remote holds the shell back for at most a second.
  // (A task boundary first: the shell's own start-up and the remote's are two shorter tasks, not one long one.)
  if (typeof page === 'string') {
    await yieldToBrowser();
    await Promise.race([preloadRemote(page), new Promise((resolve) => setTimeout(resolve, PAGE_PRELOAD_WAIT_MS))]);
  }
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A transition renders in slices that yield to the browser every few milliseconds,
  // so the first render of the site is not one long task holding up a phone's input.
  startTransition(() => {
    // The server rendered the page's first view (api/src/rendering/page-renderer.ts):
    // React adopts that HTML instead of building it again. A remote area the server
    // left to the browser is rendered here, as is the whole page when #root is empty.
    if (serverRendered) hydrateRoot(root, app, { onRecoverableError: reportHydrationFallback });
    else createRoot(root).render(app);
  });
}

void start();
