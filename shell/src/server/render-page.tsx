// The shell's server build (tools/webpack/create-server-config.cjs): the first view of
// a page rendered to HTML by the same components the browser then hydrates, the
// remote pages by the server builds of the versions this visitor gets.
//
// A remote that fails to load or throws while rendering leaves its area to the
// browser (React sends that Suspense boundary as client-rendered); one that is still
// rendering when the budget runs out is cut off the same way. The rest of the page is
// still server-rendered.
import { StrictMode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { configureApi, primeResponses, type RuntimeConfig } from '@safarnama/shared';
import { resetRenderState, setServerSiteOrigin, takeServerPageMeta, type ServerPageMeta } from '@safarnama/shared/server';
import { SiteRoutes } from '../app/router';
import { startWithLivePhoneNumber } from '../layout/live-phone-number';
import { setServerRemoteLoader, type ServerRemoteLoader } from './server-remotes';

export { PROVIDED_MODULES } from './provided-modules';

export interface RenderInput {
  /** The path and query being opened. */
  url: string;
  /** API answers by primedResponseKey, as index.html carries them for the browser. */
  responses: Record<string, unknown>;
  config: Partial<RuntimeConfig>;
  /** A remote module ("blogs/BlogsPage") from the server build of the version this visitor gets. */
  loadRemote: ServerRemoteLoader;
  /** Past this, what is still rendering is left to the browser. */
  budgetMs: number;
  /** Where the site is (SITE_ORIGIN), for absolute links in structured data. */
  siteOrigin: string;
}

export interface RenderOutput {
  /** The content of #root. */
  html: string;
  /** What went wrong where the browser takes over: a remote that failed, the budget. */
  errors: string[];
  /** The head the page asked for (usePageMeta), when it rendered. */
  meta: ServerPageMeta | null;
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders one page; calls wait for each other, since the store, the query cache and the remote loader are per process. */
export function renderPage(input: RenderInput): Promise<RenderOutput> {
  const run = queue.then(() => render(input));
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The render's budget, not counting the time spent loading a remote's server build
 * (reading and first running a version's file, once per version): a page's first
 * visitor after a release is not the one whose page is cut off.
 */
function renderBudget(budgetMs: number, onSpent: () => void) {
  let remaining = budgetMs;
  let startedAt = Date.now();
  let loading = 0;
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(onSpent, remaining);
  return {
    pauseWhile<T>(work: Promise<T>): Promise<T> {
      if (loading++ === 0) {
        clearTimeout(timer);
        remaining -= Date.now() - startedAt;
      }
      return work.finally(() => {
        if (--loading > 0) return;
        startedAt = Date.now();
        timer = setTimeout(onSpent, Math.max(0, remaining));
      });
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      loading = Number.NEGATIVE_INFINITY; // nothing restarts it
    },
  };
}

function render({ url, responses, config, loadRemote, budgetMs, siteOrigin }: RenderInput): Promise<RenderOutput> {
  resetRenderState();
  setServerSiteOrigin(siteOrigin);
  primeResponses(responses);
  startWithLivePhoneNumber(responses);
  void configureApi(config);
  const errors: string[] = [];
  return new Promise<RenderOutput>((resolve, reject) => {
    let html = '';
    const budget = renderBudget(budgetMs, () => {
      errors.push(`still rendering after ${budgetMs} ms`);
      stream.abort(new Error(`server render budget of ${budgetMs} ms`));
    });
    setServerRemoteLoader((id) => budget.pauseWhile(loadRemote(id)));
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        budget.stop();
        setServerRemoteLoader(null);
        resolve({ html, errors, meta: takeServerPageMeta() });
        done();
      },
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <StaticRouter location={url}>
          <SiteRoutes />
        </StaticRouter>
      </StrictMode>,
      {
        // Everything in order, once complete (or cut off): no inline script is needed
        // to move late content into place, which the Content-Security-Policy forbids.
        onAllReady: () => stream.pipe(sink),
        // nor for a large boundary, which React would otherwise send after the rest (outlined)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: (error) => {
          budget.stop();
          setServerRemoteLoader(null);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError: (error) => {
          // the message and where it was thrown, for the server's log
          errors.push(error instanceof Error ? `${error.message}${error.stack?.split('\n')[1]?.trim().replace(/^at /, ' at ') ?? ''}` : String(error));
        },
      },
    );
  });
}
