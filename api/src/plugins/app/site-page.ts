// index.html as the server sends it: the shell's built page plus what the shell
// would otherwise fetch, one round trip after another, before anything the visitor
// came for can paint: the release manager's pins (/remotes.json), the runtime
// configuration (/config.json) and each pinned remote's federation manifest. They
// travel as a JSON data block (<script type="application/json">, which the CSP
// does not treat as script), read by shell/src/remotes/boot-data.ts, together with
// the answers to the API requests every page makes at start (the phone number and
// the theme menu), so the first view needs neither those round trips nor axios. Preload hints
// then name the files of the remote page being opened (its remoteEntry.js, the
// exposed module's chunks and styles) and its largest image, so the browser fetches
// them in parallel with the shell instead of after it.
//
// Releases: what is live (pins and canaries, from the database) is read on every
// page load and manifests from the release folder (cached only while the files are
// unchanged, looked at no more than every MANIFEST_RECHECK_MS), so a pin, a canary or
// a rollback changes the next page load without rebuilding the shell. The page's preload hints name the files of the version this
// visitor will get (their visitor id cookie, or a preview), the container script
// with its published SHA-384; a manifest whose file no longer matches its published
// hash is left out, so the shell fetches it with the hash and the browser refuses it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chooseRelease, type LiveReleases, type PreviewTarget, type ReleaseTarget } from '@safarnama/contracts/releases';
import { artUrl } from '../../lib/media';
import { sri } from '../../releases/integrity';
import { EncodedBody } from '../../lib/encoded-body';
import { pageRemote, type PageRemote } from './page-remotes';
import type { RenderedRoot, RenderRequest } from '../../rendering/page-renderer';
import { pageHead, withNoScriptLine, withPageHead } from '../../rendering/page-head';
import { primedResponseKey } from '@safarnama/contracts/primed-responses';
import { CONSOLE_REMOTE, isConsolePath } from '@safarnama/contracts/site-pages';

interface ManifestExpose {
  name: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ManifestExpose[];
}

/** What a remote release says about its own pages: the images worth fetching first (for a media query). */
type PageHints = Record<string, { images?: (string | { href: string; media?: string })[] }>;

export interface SitePageOptions {
  shellDir: string;
  deployDir: string;
  /**
   * Reads a published version's file from the database's release store
   * (RELEASE_FILES=database); without it, files are read from deployDir.
   */
  readReleaseFile?: (remote: string, version: string, file: string) => Promise<Buffer | null>;
  /** What is live now: /remotes.json's content. */
  liveReleases: () => Promise<LiveReleases>;
  runtimeConfig: () => Record<string, unknown>;
  /** The image a page paints largest, read from its first data (a listing's banner, a theme's first card). */
  firstImage?: (page: PageRemote, responses: Record<string, unknown>) => string | null;
  /** Answers to the API requests the page makes at start (the shell's, the page's). */
  startResponses?: (page: PageRemote | null) => Promise<StartAnswers>;
  /** The page's first view as HTML for #root (api/src/rendering/page-renderer.ts), or null to leave it to the browser. */
  renderRoot?: (request: RenderRequest) => Promise<RenderedRoot | null>;
  /** SITE_ORIGIN: canonical URLs and share tags. */
  siteOrigin?: string;
  /** How long a page is answered from memory for the same live versions (its content is read again after). 0: never. */
  pageCacheTtlMs?: number;
}

export interface StartAnswers {
  /** The successful answers, by primedResponseKey(). */
  responses: Record<string, unknown>;
  /** The page's own data answered 404: its URL names something the site does not have. */
  missing: boolean;
}

/** Who is asking: the visitor id cookie (for a canary's bucket) and any previewed versions. */
export interface Visit {
  visitorId: string | null;
  preview: Record<string, PreviewTarget>;
}

const NO_VISIT: Visit = { visitorId: null, preview: {} };

export interface RenderedPage {
  html: string;
  /** The HTML in the encodings browsers ask for, each compressed once for as long as the page is kept. */
  body: EncodedBody;
  etag: string;
  /** As StartAnswers.missing: the page will only tell the visitor it found nothing. */
  missing: boolean;
  /** What is live in the page's boot data (null when it could not be read): what the shell chooses each visitor's versions from. */
  live: LiveReleases | null;
}

/**
 * Reads and parses a file again only when its modification time or size changes,
 * looked at no more than once every `recheckMs` (a new shell build is picked up within that).
 */
function fileCache<T>(parse: (text: string) => T, recheckMs = 0) {
  const cache = new Map<string, { key: string; value: T; checkedAt: number }>();
  return async (file: string): Promise<T | null> => {
    const hit = cache.get(file);
    if (hit && Date.now() - hit.checkedAt < recheckMs) return hit.value;
    try {
      // Synchronous on purpose: a stat of a local file takes microseconds, while through
      // libuv's thread pool it took longer than answering a kept page from memory.
      const stat = fs.statSync(file);
      const key = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
      if (hit?.key === key) {
        hit.checkedAt = Date.now();
        return hit.value;
      }
      const value = parse(await fs.promises.readFile(file, 'utf8'));
      cache.set(file, { key, value, checkedAt: Date.now() });
      return value;
    } catch {
      cache.delete(file);
      return null; // missing or broken: the shell fetches it itself and shows the area's fallback
    }
  };
}

const TFN_KEY = primedResponseKey('/tfn/get-by-website-id/1', { websiteId: '1' });

/** The number the TFN service gives, from the answers the page carries. */
function livePhone(responses: Record<string, unknown>): string | null {
  const answer = responses[TFN_KEY] as { code?: number; data?: { tfnNumber?: unknown } } | undefined;
  return answer?.code === 1 && typeof answer.data?.tfnNumber === 'string' ? answer.data.tfnNumber : null;
}

/** How often index.html is looked at for a new shell build. */
const TEMPLATE_RECHECK_MS = 1000;
/**
 * How often a live manifest's file is looked at for a change: five stats on every
 * request were most of a kept page's cost beyond the answer itself. A manifest changed
 * on disk is left out of pages from the next look at it.
 */
const MANIFEST_RECHECK_MS = 200;

/** Brotli's quality for a page: about 2 ms for 100 KB, within a few per cent of the best. */
const PAGE_BROTLI_QUALITY = 6;

/** Pages kept in memory at most (each some 50-100 KB). */
const MAX_CACHED_PAGES = 1000;

/** A path no route takes: the shell renders its not-found page for it. */
const NOT_FOUND_PATH = '/page-not-found';

/** The shell's empty mount point in index.html, which a server render fills. */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// '<' escaped keeps '</script>' (or '<!--') inside a string from ending the data block.
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function preload(href: string, as: 'script' | 'style' | 'image', media?: string, integrity?: string): string {
  const priority = as === 'image' ? ' fetchpriority="high"' : '';
  const query = media ? ` media="${escapeAttribute(media)}"` : '';
  // the shell loads the container script with this hash in CORS mode: the preload must match both
  const checked = integrity ? ` integrity="${escapeAttribute(integrity)}" crossorigin="anonymous"` : '';
  return `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${query}${checked}${priority}>`;
}

/** The path of an entry URL: this server's (/remotes/...) or a CDN's in front of it (https://cdn.../remotes/...). */
function pathOf(url: string): string {
  if (url.startsWith('/')) return url;
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

/** Parses each published file once: in the database store a version's files never change. */
function storeCache<T>(read: (remote: string, version: string, file: string) => Promise<Buffer | null>, parse: (text: string) => T) {
  const cache = new Map<string, T>();
  return async (url: string, name: string): Promise<T | null> => {
    const [, remote, version] = /^\/remotes\/([^/]+)\/([^/]+)\//.exec(pathOf(url)) ?? [];
    if (!remote || !version) return null;
    const key = `${remote}/${version}/${name}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    try {
      const content = await read(remote, version, name);
      if (!content) return null;
      const value = parse(content.toString('utf8'));
      if (cache.size > 500) cache.clear();
      cache.set(key, value);
      return value;
    } catch {
      return null;
    }
  };
}

export function createSitePage(options: SitePageOptions) {
  const deployDir = path.resolve(options.deployDir);
  const readTemplate = fileCache((text) => text, TEMPLATE_RECHECK_MS);
  const parseManifest = (text: string) => ({ manifest: JSON.parse(text) as FederationManifest, integrity: sri(text) });
  const parseHints = (text: string) => JSON.parse(text) as PageHints;
  const fromStore = options.readReleaseFile;
  // the folder store's files are read again when they change on disk (so a file edited after publishing is caught)
  const manifestFromFolder = fileCache(parseManifest, MANIFEST_RECHECK_MS);
  const hintsFromFolder = fileCache(parseHints);
  const fromFolder =
    <T>(read: (file: string) => Promise<T | null>) =>
    async (url: string, name: string): Promise<T | null> => {
      const file = releaseFile(url, name);
      return file ? read(file) : null;
    };
  const readManifest = fromStore ? storeCache(fromStore, parseManifest) : fromFolder(manifestFromFolder);
  const readHints = fromStore ? storeCache(fromStore, parseHints) : fromFolder(hintsFromFolder);

  /** A pin's entry as a file of the release folder (a CDN's URL too: the CDN serves this server's files). */
  function releaseFile(url: string, name: string): string | null {
    const pathname = pathOf(url);
    if (!pathname.startsWith('/remotes/')) return null;
    const file = path.resolve(deployDir, `.${path.posix.dirname(pathname)}`, name);
    return file.startsWith(deployDir + path.sep) ? file : null;
  }

  async function remoteHints(page: PageRemote, pin: ReleaseTarget, manifest: FederationManifest, responses: Record<string, unknown>): Promise<string[]> {
    const base = path.posix.dirname(pin.entry) + '/';
    const entry = manifest.metaData?.remoteEntry;
    const expose = manifest.exposes?.find((e) => e.name === page.module);
    const links = [preload(`${base}${entry?.path ? `${entry.path}/` : ''}${entry?.name ?? 'remoteEntry.js'}`, 'script', undefined, pin.integrity?.remoteEntry)];
    for (const file of expose?.assets?.js?.sync ?? []) links.push(preload(base + file, 'script'));
    // The page's own stylesheets are applied, not only fetched: the server's HTML of the
    // page is painted before the remote's code runs, and painted unstyled it would move
    // once the remote added them.
    for (const file of expose?.assets?.css?.sync ?? []) links.push(`<link rel="stylesheet" href="${escapeAttribute(base + file)}">`);
    const hints = await readHints(pin.entry, 'page-hints.json');
    for (const image of hints?.[page.module]?.images ?? []) {
      if (typeof image === 'string') links.push(preload(image, 'image'));
      else if (image && typeof image.href === 'string') links.push(preload(image.href, 'image', image.media));
    }
    // A package detail's banner is its artwork, named by the URL itself: the browser
    // can fetch it before the page (or its data) has arrived.
    const image = options.firstImage?.(page, responses) ?? (page.packageSlug ? artUrl('package', page.packageSlug) : null);
    if (image) links.push(preload(image, 'image'));
    return links;
  }

  /** A version's manifest from the release folder, only while it still matches its published hash. */
  async function manifestOf(target: ReleaseTarget): Promise<FederationManifest | null> {
    const read = await readManifest(target.entry, path.posix.basename(target.entry));
    if (!read || !read.manifest || typeof read.manifest !== 'object') return null;
    return target.integrity && target.integrity.manifest !== read.integrity ? null : read.manifest;
  }

  // Pages as sent, per path, live releases and the versions this visitor gets: a pin, a
  // canary or a rollback is a new key at once; content changes show once the entry is
  // older than the TTL, like the catalogue's own cache. A preview is never kept.
  const pageCache = new Map<string, { page: RenderedPage; template: string; at: number }>();
  const pageCacheTtlMs = options.pageCacheTtlMs ?? 0;
  let chunkStyles: { template: string; links: string[] } | null = null;
  // a parsed file as a number, the same while the file is unchanged (the caches hand out the same object)
  const objectIds = new WeakMap<object, number>();
  let lastObjectId = 0;
  const objectId = (value: object) => {
    let id = objectIds.get(value);
    if (id === undefined) objectIds.set(value, (id = ++lastObjectId));
    return id;
  };
  // the live releases as text, once per object (the reader hands out the same one while nothing changed)
  const pinsText = new WeakMap<LiveReleases, string>();
  const pinsKey = (pins: LiveReleases) => {
    let text = pinsText.get(pins);
    if (text === undefined) pinsText.set(pins, (text = JSON.stringify(pins)));
    return text;
  };

  let lastLive: LiveReleases | null = null;

  return async function render(pathname: string, visit: Visit = NO_VISIT): Promise<RenderedPage | null> {
    const template = await readTemplate(path.join(options.shellDir, 'index.html'));
    if (template === null) return null;
    // when they cannot be read (the database does not answer), the releases last read stay live (null before any)
    const pins = await options.liveReleases().then(
      (live) => (lastLive = live),
      () => lastLive,
    );
    // Every live manifest (checked against its published hash), also for a kept page: the
    // page carries them, and one changed on disk is left out from the next look at its
    // file (MANIFEST_RECHECK_MS), also of a page kept in memory.
    const manifests: Record<string, FederationManifest> = {};
    // The console's manifest travels only in the console's pages: a public page carries
    // nothing of it, and a visitor's browser never fetches it.
    const consolePage = isConsolePath(pathname);
    const forThisPage = ([remote]: [string, unknown]) => consolePage || remote !== CONSOLE_REMOTE;
    const targets = [
      ...Object.entries(pins ?? {})
        .filter(forThisPage)
        .flatMap(([, live]) => (live.canary ? [live, live.canary] : [live])),
      ...Object.entries(visit.preview)
        .filter(forThisPage)
        .map(([, target]) => target),
    ];
    for (const target of targets) {
      const manifest = await manifestOf(target);
      if (manifest) manifests[target.entry] = manifest;
    }
    const cacheKey =
      pins && pageCacheTtlMs > 0 && Object.keys(visit.preview).length === 0
        ? `${pathname}\n${pinsKey(pins)}\n${Object.entries(pins)
            .map(([remote, remoteLive]) => chooseRelease(remote, remoteLive, visit.visitorId).version)
            .join(',')}\n${Object.values(manifests).map(objectId).join(',')}`
        : null;
    const cached = cacheKey ? pageCache.get(cacheKey) : undefined;
    if (cached && cached.template === template && Date.now() - cached.at < pageCacheTtlMs) return cached.page;
    const rendered = await renderAfresh(template, pins, pathname, visit, manifests);
    if (cacheKey) {
      if (pageCache.size >= MAX_CACHED_PAGES) pageCache.clear();
      pageCache.set(cacheKey, { page: rendered, template, at: Date.now() });
    }
    return rendered;
  };

  /**
   * The stylesheets of the shell's lazily loaded chunks (its own pages, the footer): a
   * page of the shell, rendered on the server, is painted before its chunk loads, and
   * would move once its styles arrived. They are a few KB in all.
   */
  function shellChunkStyles(template: string): string[] {
    if (chunkStyles?.template === template) return chunkStyles.links;
    let files: string[] = [];
    try {
      files = fs.readdirSync(options.shellDir).filter((file) => /\.css$/.test(file) && !template.includes(`/${file}`));
    } catch {
      files = [];
    }
    chunkStyles = { template, links: files.sort().map((file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}">`) };
    return chunkStyles.links;
  }

  async function renderAfresh(template: string, pins: LiveReleases | null, pathname: string, visit: Visit, manifests: Record<string, FederationManifest>): Promise<RenderedPage> {
    const page = pageRemote(pathname);
    const live = page ? pins?.[page.remote] : undefined;
    const chosen = page && live ? chooseRelease(page.remote, live, visit.visitorId, visit.preview[page.remote]) : undefined;
    const chosenManifest = chosen ? manifests[chosen.entry] : undefined;
    const noAnswers: StartAnswers = { responses: {}, missing: false };
    const { responses, missing } = options.startResponses ? await options.startResponses(page).catch(() => noAnswers) : noAnswers;
    const hints = page && chosen && chosenManifest ? await remoteHints(page, chosen, chosenManifest, responses) : [];
    // the remote module of this page, when its remote is live: the shell loads it before its first render
    const remotePage = page && chosen ? `${page.remote}/${page.module}` : undefined;
    // no pins when they could not be read: the shell then asks /remotes.json itself
    const preview = Object.keys(visit.preview).length > 0 ? visit.preview : undefined;
    const config = options.runtimeConfig();
    const boot = `<script id="site-boot" type="application/json">${jsonForHtml({ pins: pins ?? undefined, preview, config, manifests, responses, page: remotePage })}</script>`;
    // the version of each remote this visitor gets, as the shell will choose it
    const versionOf = (remote: string) => {
      const previewed = visit.preview[remote];
      const remoteLive = pins?.[remote];
      if (remoteLive) return chooseRelease(remote, remoteLive, visit.visitorId, previewed).version;
      return previewed?.version;
    };
    // a page whose URL names nothing the site has is answered with the not-found page
    const renderUrl = missing ? NOT_FOUND_PATH : pathname;
    // the console is rendered in the browser alone: the server sends the shell with an empty area
    const consolePage = isConsolePath(pathname);
    const root = options.renderRoot && !consolePage ? await options.renderRoot({ url: renderUrl, responses, config, versionOf, pageModule: remotePage }) : null;
    const noindex = consolePage ? '<meta name="robots" content="noindex">' : '';
    let html = withNoScriptLine(template.replace('</head>', `${noindex}${hints.join('')}${boot}</head>`), livePhone(responses));
    if (root) {
      html = html.replace(EMPTY_ROOT, () => `<div id="root">${root.html}</div>`);
      // a page of the shell's own (about, the legal pages) is styled by the stylesheet of its chunk
      if (!page) html = html.replace('</head>', () => `${shellChunkStyles(template).join('')}</head>`);
      if (root.meta && options.siteOrigin) html = withPageHead(html, pageHead(root.meta, pathname, options.siteOrigin));
    }
    return { html, body: EncodedBody.of(Buffer.from(html), null, { brotliQuality: PAGE_BROTLI_QUALITY }), etag: `"${createHash('sha1').update(html).digest('base64url')}"`, missing, live: pins };
  }
}
