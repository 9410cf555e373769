// A page's first view rendered to HTML on the server, by the shell's server build and
// the server builds of the remote versions this visitor gets (pin, canary bucket or
// preview), so the first HTML already holds the page, and the browser hydrates it.
//
// What a render cannot do is left to the browser, never turned into an error page: no
// shell server build (the page is sent as before, rendered in the browser), a remote
// version without a server build or whose render throws or outlasts the budget (that
// remote's area only). The answer is the same page either way.
//
// Rendered HTML is kept per URL, per answer data (a hash of the API answers the page
// starts from, so a content change renders again) and per version of every remote the
// render used, so a pin, a canary bucket or a preview never gets another's HTML.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { remoteServerBuilds, shellServerLoader, type ReadReleaseFile, type ServerPageMeta, type ShellServer } from './server-builds';

/** Past this, what is still rendering is left to the browser (RENDER_BUDGET_MS). */
export const RENDER_BUDGET_MS = 200;
/** A version's server build that takes longer than this to load is left to the browser (a store that hangs). */
const LOAD_TIMEOUT_MS = 2000;
const MAX_CACHED_PAGES = 2000;

export interface RenderRequest {
  /** Path and query. */
  url: string;
  /** The API answers the page starts from, by primedResponseKey (index.html carries the same). */
  responses: Record<string, unknown>;
  config: Record<string, unknown>;
  /** The version of a remote this visitor gets, or undefined when it has none live. */
  versionOf: (remote: string) => string | undefined;
  /** The remote module of the page ("blogs/BlogsPage"), loaded before the render so its budget is the render's alone. */
  pageModule?: string;
}

export interface PageRendererOptions {
  shellDir: string;
  read: ReadReleaseFile;
  log: FastifyBaseLogger;
  /** SITE_ORIGIN: absolute links in the page's structured data. */
  siteOrigin: string;
  budgetMs?: number;
}

/** A page's first view: the content of #root and the head it asked for. */
export interface RenderedRoot {
  html: string;
  meta: ServerPageMeta | null;
}

interface CachedPage extends RenderedRoot {
  /** The version of each remote the render loaded. */
  versions: Record<string, string>;
}

export function createPageRenderer({ shellDir, read, log, siteOrigin, budgetMs = RENDER_BUDGET_MS }: PageRendererOptions) {
  const loadShell = shellServerLoader(shellDir);
  let builds: { shell: ShellServer; load: ReturnType<typeof remoteServerBuilds> } | null = null;
  const cache = new Map<string, CachedPage[]>();

  /** The first view for this request, or null when the page is left to the browser. */
  return async function renderRoot(request: RenderRequest): Promise<RenderedRoot | null> {
    let shell: ShellServer | null;
    try {
      shell = await loadShell();
    } catch (error) {
      log.error({ err: error }, 'the shell server build could not be loaded: pages are rendered in the browser');
      return null;
    }
    if (!shell) return null;
    if (builds?.shell !== shell) {
      builds = { shell, load: remoteServerBuilds(read, shell) };
      cache.clear();
    }
    const { load } = builds;
    const dataHash = createHash('sha1').update(JSON.stringify(request.responses)).digest('base64url');
    const key = `${request.url}\n${dataHash}`;
    const hit = cache.get(key)?.find((page) => Object.entries(page.versions).every(([remote, version]) => request.versionOf(remote) === version));
    if (hit) return { html: hit.html, meta: hit.meta };

    const versions: Record<string, string> = {};
    const loadRemote = async (id: string) => {
      const [remote = '', module = ''] = id.split('/');
      const version = request.versionOf(remote);
      if (!version) throw new Error(`${remote} has no live version`);
      versions[remote] = version;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${remote} ${version}: its server build took over ${LOAD_TIMEOUT_MS} ms to load`)), LOAD_TIMEOUT_MS);
      });
      return Promise.race([load(remote, version, module), timeout]).finally(() => clearTimeout(timer));
    };
    // Loading and first running a version's file is not rendering: it is done (and
    // kept) before the render's budget starts. A failure shows in the render itself.
    if (request.pageModule) await loadRemote(request.pageModule).catch(() => undefined);
    const started = performance.now();
    try {
      const { html, errors, meta } = await shell.renderPage({ url: request.url, responses: request.responses, config: request.config, loadRemote, budgetMs, siteOrigin });
      if (errors.length > 0) log.warn({ url: request.url, versions, errors, ms: Math.round(performance.now() - started) }, 'server render: areas left to the browser');
      else {
        if (cache.size >= MAX_CACHED_PAGES) cache.clear();
        cache.set(key, [...(cache.get(key) ?? []).slice(-7), { versions, html, meta }]);
      }
      return { html, meta };
    } catch (error) {
      log.error({ err: error, url: request.url }, 'server render failed: the page is rendered in the browser');
      return null;
    }
  };
}
