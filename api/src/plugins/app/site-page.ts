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
// Releases stay as they were: the pins and manifests are read from the release
// folder on every page load (cached only while the files are unchanged), so a pin
// or a rollback changes what the next page load gets without rebuilding the shell.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { artUrl } from '../../lib/media';
import { pageRemote, type PageRemote } from './page-remotes';

export interface RemotePin {
  version: string;
  entry: string;
}

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
  runtimeConfig: () => Record<string, unknown>;
  /** The image a page paints largest, read from its first data (a listing's banner, a theme's first card). */
  firstImage?: (page: PageRemote, responses: Record<string, unknown>) => string | null;
  /** Answers to the API requests the page makes at start (the shell's, the page's). */
  startResponses?: (page: PageRemote | null) => Promise<StartAnswers>;
}

export interface StartAnswers {
  /** The successful answers, by primedResponseKey(). */
  responses: Record<string, unknown>;
  /** The page's own data answered 404: its URL names something the site does not have. */
  missing: boolean;
}

export interface RenderedPage {
  html: string;
  etag: string;
  /** As StartAnswers.missing: the page will only tell the visitor it found nothing. */
  missing: boolean;
}

/** Reads and parses a file again only when its modification time or size changes. */
function fileCache<T>(parse: (text: string) => T) {
  const cache = new Map<string, { key: string; value: T }>();
  return async (file: string): Promise<T | null> => {
    try {
      const stat = await fs.promises.stat(file);
      const key = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
      const hit = cache.get(file);
      if (hit?.key === key) return hit.value;
      const value = parse(await fs.promises.readFile(file, 'utf8'));
      cache.set(file, { key, value });
      return value;
    } catch {
      cache.delete(file);
      return null; // missing or broken: the shell fetches it itself and shows the area's fallback
    }
  };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// '<' escaped keeps '</script>' (or '<!--') inside a string from ending the data block.
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function preload(href: string, as: 'script' | 'style' | 'image', media?: string): string {
  const priority = as === 'image' ? ' fetchpriority="high"' : '';
  const query = media ? ` media="${escapeAttribute(media)}"` : '';
  return `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${query}${priority}>`;
}

export function createSitePage(options: SitePageOptions) {
  const deployDir = path.resolve(options.deployDir);
  const readTemplate = fileCache((text) => text);
  const readPins = fileCache((text) => JSON.parse(text) as Record<string, RemotePin>);
  const readManifest = fileCache((text) => JSON.parse(text) as FederationManifest);
  const readHints = fileCache((text) => JSON.parse(text) as PageHints);

  /** A pin's entry as a file of the release folder; null for another host (a CDN). */
  function releaseFile(url: string, name: string): string | null {
    if (!url.startsWith('/remotes/')) return null;
    const file = path.resolve(deployDir, `.${path.posix.dirname(url)}`, name);
    return file.startsWith(deployDir + path.sep) ? file : null;
  }

  async function remoteHints(page: PageRemote, pin: RemotePin, manifest: FederationManifest, responses: Record<string, unknown>): Promise<string[]> {
    const base = path.posix.dirname(pin.entry) + '/';
    const entry = manifest.metaData?.remoteEntry;
    const expose = manifest.exposes?.find((e) => e.name === page.module);
    const links = [preload(`${base}${entry?.path ? `${entry.path}/` : ''}${entry?.name ?? 'remoteEntry.js'}`, 'script')];
    for (const file of expose?.assets?.js?.sync ?? []) links.push(preload(base + file, 'script'));
    for (const file of expose?.assets?.css?.sync ?? []) links.push(preload(base + file, 'style'));
    const hintsFile = releaseFile(pin.entry, 'page-hints.json');
    const hints = hintsFile ? await readHints(hintsFile) : null;
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

  return async function render(pathname: string): Promise<RenderedPage | null> {
    const template = await readTemplate(path.join(options.shellDir, 'index.html'));
    if (template === null) return null;
    const pins = (await readPins(path.join(deployDir, 'remotes.json'))) ?? {};
    const manifests: Record<string, FederationManifest> = {};
    for (const pin of Object.values(pins)) {
      const file = pin && typeof pin.entry === 'string' ? releaseFile(pin.entry, path.posix.basename(pin.entry)) : null;
      const manifest = file ? await readManifest(file) : null;
      if (manifest && typeof manifest === 'object') manifests[pin.entry] = manifest;
    }
    const page = pageRemote(pathname);
    const pin = page ? pins[page.remote] : undefined;
    const pinManifest = pin ? manifests[pin.entry] : undefined;
    const noAnswers: StartAnswers = { responses: {}, missing: false };
    const { responses, missing } = options.startResponses ? await options.startResponses(page).catch(() => noAnswers) : noAnswers;
    const hints = page && pin && pinManifest ? await remoteHints(page, pin, pinManifest, responses) : [];
    // the remote module of this page, when its remote is pinned: the shell loads it before its first render
    const remotePage = page && pin ? `${page.remote}/${page.module}` : undefined;
    const boot = `<script id="site-boot" type="application/json">${jsonForHtml({ pins, config: options.runtimeConfig(), manifests, responses, page: remotePage })}</script>`;
    const html = template.replace('</head>', `${hints.join('')}${boot}</head>`);
    return { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"`, missing };
  };
}
