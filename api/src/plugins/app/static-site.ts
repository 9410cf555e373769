// Serves the built site from the API process: the shell, the pinned remotes and
// /remotes.json. Registered by app.ts only when buildApp() is given `site`
// options (npm start, e2e), never in API-only tests.
//
// Caching is what makes independent releases safe: remotes.json and index.html
// are always revalidated, while everything under a versioned or hashed URL is
// immutable. Text files are precompressed at build time (scripts/build.mjs), so
// the server streams .br/.gz files instead of compressing on every request (each
// of them varies by Accept-Encoding: cache-control.ts).
//
// A path the shell's route table does not know gets the shell's 404 page with
// status 404, as does a listing, package or blog URL whose name the API has just
// answered 404 for (the page would only send the visitor to its not-found page).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { runtimeConfig } from '../../routes/config-json';
import { CACHE_CONTROL } from './cache-control';
import { isSitePage, type PageRemote } from './page-remotes';
import { blogCategoryList, blogCategoryPath } from '@safarnama/contracts/blog-categories';
import { primedResponseKey } from '@safarnama/contracts/primed-responses';
import { createSitePage, type StartAnswers, type Visit } from './site-page';
import { createPageRenderer } from '../../rendering/page-renderer';
import { previewOf, registerPreviewRoutes } from './release-preview';
import { registerReleaseFilesRoute } from './release-files-route';
import { PublishedVersions, releaseOfUrl } from '../../releases/published-versions';
import { liveReleasesReader, readLiveReleases } from '../../releases/live-releases';
import { readCookie } from '../../lib/cookies';
import { ASSIGNMENT_COOKIE, type LiveReleases, VISITOR_COOKIE, VISITOR_ID_PATTERN } from '@safarnama/contracts/releases';
import { releaseAssignments } from '../../releases/release-assignment';
import { destinationPath, packageDetailPath } from '@safarnama/contracts/site-paths';
import { CONSOLE_PATH, isConsolePath } from '@safarnama/contracts/site-pages';

export interface StaticSiteOptions {
  shellDir: string; // shell/dist
  deployDir: string; // deploy/ (remotes.json and remotes/<remote>/<version>/)
}

const { immutable: IMMUTABLE, revalidate: REVALIDATE } = CACHE_CONTROL;
const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const NOT_SITE_PATHS = /^\/(api|media|remotes)(\/|$)/;

/** The file as requested: @fastify/static hands setHeaders the .br or .gz sibling it sends instead. */
const requestedFile = (file: string) => file.replace(/\.(br|gz)$/, '');

function isHashedAsset(file: string): boolean {
  const requested = requestedFile(file);
  return /\.[0-9a-f]{10}\.(js|css)$/.test(requested) || requested.includes(`${path.sep}assets${path.sep}`);
}

// A GET whose answer index.html carries (shared/src/api/primed-responses.ts), under
// the key of the call the browser makes: `askedAs` when that call differs from this
// GET (the listing's tracked search asks without websiteId).
interface StartRequest {
  url: string;
  params: Record<string, string>;
  key: string;
}

const startRequest = (url: string, params: Record<string, string>, askedAs = params): StartRequest => ({ url, params, key: primedResponseKey(url, askedAs) });

// The GET requests the shell makes on every page at start (shell/src/layout).
const SHELL_START_REQUESTS: StartRequest[] = [startRequest('/tfn/get-by-website-id/1', { websiteId: '1' }), startRequest('/package/get-all-category', {})];

/**
 * The data a page's first view waits for, as its remote asks for it: a listing's
 * search (api.searchDestination: a tracked POST, answered here by the same search's
 * GET, and still recorded by the page), a themes page's cards, the home page's
 * destination list, a blog category's list and a blog article.
 */
function pageStartRequests(page: PageRemote | null): StartRequest[] {
  if (page?.destinationName) {
    const { destinationName } = page;
    return [startRequest('/package/search-main-package-and-sub-package', { websiteId: '1', destinationName }, { destinationName })];
  }
  if (page?.themeSlug) return [startRequest('/package/search-by-category', { websiteId: '1', categoryName: page.themeSlug })];
  // a package detail asks for its package's details and itinerary by the name its URL stands for (page-remotes.ts)
  if (page?.packageName) return [startRequest('/package/get-package-detail-and-itinerary', { packageName: page.packageName })];
  // the home page's search bar lists the destinations
  if (page?.module === 'HomePage') return [startRequest('/package/get-all-cities', {})];
  // the blog pages ask as shared/src/api/api.ts does: getBlogByName(blogName), getBlogs({ categoryId }), getBlogs()
  if (page?.blogName) return [startRequest('/blog/search-by-blog-name', { websiteId: '1', blogName: page.blogName })];
  if (page?.blogCategoryId !== undefined) return [startRequest('/blog/get-all', { categoryId: String(page.blogCategoryId) })];
  // Not the blogs home's list: it is every article with its whole body (about 170 KB
  // of HTML, 56 KB compressed), which held up the hero's paint on a phone's
  // connection by a third of a second. The page asks for it itself; its cards are
  // below the hero, and the hero is in the first response.
  return [];
}

/** The image a page paints largest, from its first data: a listing's banner, a theme's first card, a blog's cover. */
function firstImage(page: PageRemote, responses: Record<string, unknown>): string | null {
  const [request] = pageStartRequests(page);
  const data = request && (responses[request.key] as { data?: unknown } | undefined)?.data;
  if (page.destinationName) return (data as { mainPackageResponse?: { bannerImage?: string } } | undefined)?.mainPackageResponse?.bannerImage ?? null;
  if (page.themeSlug && Array.isArray(data)) return (data[0] as { image?: string } | undefined)?.image ?? null;
  if (page.packageName) return (data as { packageDetailResponse?: { image?: string } } | undefined)?.packageDetailResponse?.image ?? null;
  if (page.blogName) return (data as { imageUrl?: string } | undefined)?.imageUrl ?? null;
  return null;
}

// The pages /sitemap.xml offers search engines: only pages that render their own
// content (the blog pages among them).
const STATIC_PAGES = [
  '/',
  '/blogs',
  '/reviews',
  '/about-us',
  '/contact-us',
  '/darshan',
  '/details-dev-darshan',
  '/sitemap',
  '/enquiry',
  '/customer-support',
  '/disclaimer',
  '/terms&conditions',
  '/privacy-policy',
];

/**
 * The static pages, each blog category's list and each blog's page, then each
 * destination's listing followed by its packages' pages (the canonical
 * /packages-details/{n}days-{n-1}nights-{slug} the detail page names). A destination
 * without packages has no listing here: its URL only leads to /no-result-found.
 */
async function sitemapPaths(app: FastifyInstance): Promise<string[]> {
  const { blogs, catalogue } = app.services;
  const paths = [...STATIC_PAGES];
  for (const category of blogCategoryList) paths.push(blogCategoryPath(category.name));
  for (const blog of await blogs.list({})) paths.push(`/blog-details/${blog.slug}`);
  for (const city of await catalogue.activeCities()) {
    const result = await catalogue.searchResult(city.id);
    const packages = result?.packageResponse ?? [];
    if (packages.length === 0) continue;
    paths.push(destinationPath(city.city));
    for (const pkg of packages) {
      paths.push(packageDetailPath(pkg.durationDay, pkg.slug));
    }
  }
  return paths;
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${xmlEscape(origin + encodeURI(p))}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export default async function staticSite(app: FastifyInstance, opts: StaticSiteOptions): Promise<void> {
  const shellDir = path.resolve(opts.shellDir);
  const deployDir = path.resolve(opts.deployDir);
  const indexFile = path.join(shellDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The shell is not built: ${indexFile} is missing (run npm run build)`);
  }

  // What is live, from the database (npm run remotes): the same in every server process.
  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    try {
      return reply.type('application/json').send(JSON.stringify(await readLiveReleases(app.db)));
    } catch (error) {
      request.log.error({ err: error }, '/remotes.json: the releases could not be read');
      return reply.code(503).type('application/json').send('{}');
    }
  });
  registerPreviewRoutes(app);

  // Their absolute URLs use the configured origin (SITE_ORIGIN), never the request's
  // Host or X-Forwarded-Host: a forged one would otherwise be cached for an hour.
  const origin = app.config.siteOrigin;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', CACHE_CONTROL.hour).type('text/plain; charset=utf-8');
    return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /thank-you\nDisallow: ${CONSOLE_PATH}\nSitemap: ${origin}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', CACHE_CONTROL.hour).type('application/xml');
    return sitemapXml(origin, await sitemapPaths(app));
  });

  // Published files: from the folder (RELEASE_FILES=folder), or from the database, which
  // every server on it shares (RELEASE_FILES=database).
  const store = app.services.releaseStore;
  // A version's files are public only once its publish has completed.
  const published = new PublishedVersions(app.db);
  app.addHook('onRequest', (request, reply, done) => {
    const release = request.url.startsWith('/remotes/') ? releaseOfUrl(request.url) : null;
    if (!release) return done();
    published.has(release.remote, release.version).then(
      (ok) => {
        if (ok) return done();
        reply.code(404).header('Cache-Control', CACHE_CONTROL.noStore).type('application/json; charset=utf-8').send({ code: 0, message: 'Not found.' });
      },
      (error: unknown) => done(error as Error),
    );
  });
  // A CDN in front of /remotes/ (RELEASE_CDN_ORIGINS) serves these files to the site's
  // pages from its own origin: they are public and immutable, so any origin may read them.
  const cdnHeaders: Record<string, string> =
    app.config.releases.cdnOrigins.length > 0 ? { 'Cross-Origin-Resource-Policy': 'cross-origin', 'Access-Control-Allow-Origin': '*' } : {};
  if (store.kind === 'database') {
    registerReleaseFilesRoute(app, store, cdnHeaders);
  } else {
    await app.register(fastifyStatic, {
      root: path.join(deployDir, 'remotes'),
      prefix: '/remotes/',
      decorateReply: false,
      preCompressed: true,
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('Cache-Control', IMMUTABLE);
        for (const [name, value] of Object.entries(cdnHeaders)) res.setHeader(name, value);
      },
    });
  }

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    preCompressed: true,
    wildcard: true,
    // a page's path (no file extension) goes straight to the history fallback below,
    // without looking for a file (and its .br and .gz) on disk on every page load
    allowedPath: (pathName) => path.extname(pathName) !== '',
    index: false,
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', isHashedAsset(file) ? IMMUTABLE : REVALIDATE);
    },
  });

  // History fallback: every client route (/terms&conditions, /goa-tour-packages, an
  // unknown path that the shell answers with its 404 page, with status 404) gets
  // index.html, with the pins, configuration, manifests and preload hints for that
  // path. /index.html is served the same way (no route of the shell takes it: a 404).
  const sitePage = createSitePage({
    shellDir,
    deployDir,
    readReleaseFile: store.kind === 'database' ? (remote, version, file) => store.read(remote, version, file) : undefined,
    liveReleases: liveReleasesReader(app.db),
    runtimeConfig: () => runtimeConfig(app.config),
    firstImage,
    renderRoot: createPageRenderer({ shellDir, read: (remote, version, file) => store.read(remote, version, file), log: app.log, siteOrigin: origin, budgetMs: app.config.renderBudgetMs }),
    siteOrigin: origin,
    pageCacheTtlMs: app.config.catalogueCacheTtlMs,
    // The same answers the API gives the browser, through the same routes.
    startResponses: async (page): Promise<StartAnswers> => {
      const ownRequests = pageStartRequests(page);
      const requests = [...SHELL_START_REQUESTS, ...ownRequests];
      const answers = await Promise.all(
        requests.map(async ({ url, params, key }) => {
          const response = await app.inject({ method: 'GET', url: `/api${url}`, query: { ...params, authCode: app.config.authCode } });
          return { key, statusCode: response.statusCode, body: response.statusCode === 200 ? response.json() : null };
        }),
      );
      const ownAnswer = answers[SHELL_START_REQUESTS.length];
      return {
        responses: Object.fromEntries(answers.filter((answer) => answer.statusCode === 200).map((answer) => [answer.key, answer.body])),
        missing: page !== null && namesItsData(page) && ownAnswer?.statusCode === 404,
      };
    },
  });
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const visit = await visitOf(request);
    // A first visit gets its visitor id here, not from the shell: the server renders the
    // page with the versions of that visitor's canary buckets, and the shell, reading
    // the same cookie, loads the same ones to hydrate it.
    if (!visit.visitorId) {
      // 32 hex digits, as the shell makes them; randomUUID draws from a pooled buffer
      // (randomBytes per first visit was a measurable share of a kept page's cost)
      visit.visitorId = randomUUID().replace(/-/g, '');
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header('Set-Cookie', `${VISITOR_COOKIE}=${visit.visitorId}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`);
    }
    // a previewer's page is theirs alone: no cache may keep it for anyone else
    reply.header('Cache-Control', Object.keys(visit.preview).length > 0 ? CACHE_CONTROL.privateNoStore : REVALIDATE);
    // the console is for operators, never for a search engine's index
    if (isConsolePath(pathname)) reply.header('X-Robots-Tag', 'noindex');
    const page = await sitePage(pathname, visit);
    if (page?.live) sendAssignments(request, reply, page.live, visit);
    const found = isSitePage(pathname) && !page?.missing;
    if (!page) return reply.code(found ? 200 : 404).sendFile('index.html', shellDir);
    if (found) {
      reply.header('ETag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    }
    // compressed once per kept page (lib/encoded-body.ts), not on every request
    const { body, encoding } = await page.body.negotiate(request.headers['accept-encoding']);
    reply.header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.code(found ? 200 : 404).type('text/html; charset=utf-8').send(body);
  };
  // The versions this visitor gets, signed for their health reports: per visitor, so in
  // a cookie of this answer and never in the page, which is kept for many visitors. The
  // value stays the same for an hour (whole-hour expiries), and is sent only when it changes.
  const assignments = releaseAssignments(app.config.previewSecret);
  const sendAssignments = (request: FastifyRequest, reply: FastifyReply, live: LiveReleases, visit: Visit) => {
    const issued = visit.visitorId ? assignments.issue(live, visit.visitorId, visit.preview, Date.now()) : null;
    if (!issued || readCookie(request.headers.cookie, ASSIGNMENT_COOKIE) === issued.value) return;
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('Set-Cookie', `${ASSIGNMENT_COOKIE}=${issued.value}; Path=/; Max-Age=${issued.maxAgeSeconds}; SameSite=Lax${secure}`);
  };
  const visitOf = async (request: FastifyRequest): Promise<Visit> => {
    const visitorId = readCookie(request.headers.cookie, VISITOR_COOKIE);
    const preview = await previewOf(request, app.db, app.config.previewSecret).catch(() => ({}));
    return { visitorId: visitorId && VISITOR_ID_PATTERN.test(visitorId) ? visitorId : null, preview };
  };
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_SITE_PATHS.test(pathname);
    // a file that is not there is a 404 of its own; a browser opening an address
    // with a dot in it (/blog-details/a.b, /index.php) still gets a page
    if (wantsPage && (!path.extname(pathname) || acceptsHtml(request))) return sendIndex(request, reply);
    return reply.code(404).type('application/json; charset=utf-8').send({ code: 0, message: 'Not found.' });
  });
}

/** A page whose URL names its data (a listing's destination, a package, a blog): a 404 for it means the name is unknown. */
function namesItsData(page: PageRemote): boolean {
  return Boolean(page.destinationName || page.packageName || page.blogName);
}

const acceptsHtml = (request: FastifyRequest) => /\btext\/html\b/i.test(request.headers.accept ?? '');
