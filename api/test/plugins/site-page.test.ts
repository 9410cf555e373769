// index.html as the server sends it: the shell's page plus the pins, configuration
// and manifests it would otherwise fetch, and preload hints for the page's remote
// (the version this visitor gets: pin, canary bucket or preview), read on every
// load so that a pin changes the next page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { isSitePage, pageRemote, type PageRemote } from '../../src/plugins/app/page-remotes';
import { primedResponseKey } from '@safarnama/contracts/primed-responses';
import { createSitePage, type Visit } from '../../src/plugins/app/site-page';
import { sri } from '../../src/releases/integrity';
import { visitorBucket, type LiveReleases } from '@safarnama/contracts/releases';

const TEMPLATE = '<!doctype html><html><head><title>Safarnama Holidays</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

function manifest(version: string) {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [],
    exposes: [
      {
        name: 'HomePage',
        assets: { js: { sync: [`238.${version}.js`, 'expose_HomePage.js'], async: ['lazy.js'] }, css: { sync: ['expose_HomePage.css'], async: [] } },
      },
    ],
  };
}

let root: string;
let shellDir: string;
let deployDir: string;
let live: LiveReleases;

function publish(version: string, hints?: unknown) {
  const dir = path.join(deployDir, 'remotes', 'catalogue', version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest(version)));
  if (hints) fs.writeFileSync(path.join(dir, 'page-hints.json'), JSON.stringify(hints));
}

const target = (version: string) => {
  const dir = path.join(deployDir, 'remotes', 'catalogue', version);
  const integrity = { manifest: sri(fs.readFileSync(path.join(dir, 'mf-manifest.json'))), remoteEntry: `sha384-entry-of-${version}` };
  return { version, entry: `/remotes/catalogue/${version}/mf-manifest.json`, integrity };
};

function pin(version: string) {
  live = { catalogue: target(version) };
}

function bootOf(html: string) {
  const match = /<script id="site-boot" type="application\/json">(.*?)<\/script>/.exec(html);
  if (!match) throw new Error('no boot data in the page');
  return JSON.parse(match[1]!) as {
    pins: Record<string, { version: string; canary?: { version: string; percent: number } }>;
    preview?: Record<string, { version: string }>;
    config: Record<string, unknown>;
    manifests: Record<string, unknown>;
    responses: Record<string, unknown>;
    page?: string;
  };
}

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" ([^>]*)>/g)].map((m) => m[1]);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-page-'));
  shellDir = path.join(root, 'shell');
  deployDir = path.join(root, 'deploy');
  fs.mkdirSync(shellDir, { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
  publish('1.0.0', { HomePage: { images: [{ href: '/media/art/festival/diwali.svg', media: '(max-width: 767.98px)' }] } });
  pin('1.0.0');
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const TFN_ANSWER = { code: 1, message: 'Success', data: '+91 93112 23344' };

const render = (pathname: string, firstImage?: (page: PageRemote) => string | null, visit?: Visit) =>
  createSitePage({
    shellDir,
    deployDir,
    liveReleases: async () => live,
    runtimeConfig: () => ({ apiBaseUrl: '/api', authCode: 'code</script>', websiteId: 1 }),
    firstImage,
    startResponses: async () => ({ responses: { [primedResponseKey('/tfn/get-by-website-id/1', { websiteId: '1' })]: TFN_ANSWER }, missing: false }),
  })(pathname, visit);

test('the page carries the pins, the configuration and the pinned manifests as a JSON data block', async () => {
  const page = await render('/');
  const boot = bootOf(page!.html);
  expect(boot.pins.catalogue!.version).toBe('1.0.0');
  expect(boot.config).toEqual({ apiBaseUrl: '/api', authCode: 'code</script>', websiteId: 1 });
  expect(boot.manifests['/remotes/catalogue/1.0.0/mf-manifest.json']).toEqual(manifest('1.0.0'));
  expect(boot.responses).toEqual({ '/tfn/get-by-website-id/1?websiteId=1': TFN_ANSWER });
  expect(boot.page).toBe('catalogue/HomePage');
  // a value holding '</script>' cannot end the data block early
  expect(page!.html.match(/<\/script>/g)).toHaveLength(2);
});

test("the home page names its remote's entry, its exposed module's chunks and its first image, and applies its styles", async () => {
  const { html } = (await render('/'))!;
  expect(preloads(html)).toEqual([
    'as="script" href="/remotes/catalogue/1.0.0/remoteEntry.js" integrity="sha384-entry-of-1.0.0" crossorigin="anonymous"',
    'as="script" href="/remotes/catalogue/1.0.0/238.1.0.0.js"',
    'as="script" href="/remotes/catalogue/1.0.0/expose_HomePage.js"',
    'as="image" href="/media/art/festival/diwali.svg" media="(max-width: 767.98px)" fetchpriority="high"',
  ]);
  // a stylesheet, not a preload: the server-rendered page is painted before the remote's code runs
  expect(html).toContain('<link rel="stylesheet" href="/remotes/catalogue/1.0.0/expose_HomePage.css">');
});

test('a listing preloads its first image (its banner); a page of no remote has the boot data but no hints', async () => {
  const listing = await render('/goa-tour-packages', (page) => (page.destinationName === 'goa' ? '/media/art/banner/goa.svg' : null));
  expect(preloads(listing!.html)).toContain('as="image" href="/media/art/banner/goa.svg" fetchpriority="high"');
  const about = await render('/about-us');
  expect(preloads(about!.html)).toEqual([]);
  expect(bootOf(about!.html).page).toBeUndefined();
  expect(bootOf(about!.html).pins.catalogue!.version).toBe('1.0.0');
});

test('a package detail preloads its banner, the artwork its URL names, on both routes', async () => {
  for (const pathname of ['/packages-details/5days-4nights-goa-beach-escape', '/goa-tour-packages-details/5days-4nights-goa-beach-escape']) {
    const links = preloads((await render(pathname))!.html);
    expect(links).toContain('as="image" href="/media/art/package/goa-beach-escape.svg" fetchpriority="high"');
    expect(links.filter((link) => link.includes('as="image"'))).toHaveLength(1);
  }
});

test('pinning another version changes the next page without touching the shell', async () => {
  const before = await render('/');
  publish('1.1.0');
  pin('1.1.0');
  const after = await render('/');
  expect(bootOf(after!.html).pins.catalogue!.version).toBe('1.1.0');
  expect(preloads(after!.html)[0]).toBe('as="script" href="/remotes/catalogue/1.1.0/remoteEntry.js" integrity="sha384-entry-of-1.1.0" crossorigin="anonymous"');
  expect(after!.etag).not.toBe(before!.etag);
});

/** A visitor id whose catalogue bucket is inside (or outside) a share. */
function visitorIn(share: number, inside: boolean): string {
  for (let i = 0; ; i += 1) {
    const id = i.toString(16).padStart(32, '0');
    if ((visitorBucket(id, 'catalogue') < share) === inside) return id;
  }
}

test("a canary's visitors get hints for the canary's files, the others the pin's; both manifests travel with every page", async () => {
  publish('1.1.0');
  live = { catalogue: { ...target('1.0.0'), canary: { ...target('1.1.0'), percent: 50 } } };
  const inCanary = await render('/', undefined, { visitorId: visitorIn(50, true), preview: {} });
  const outside = await render('/', undefined, { visitorId: visitorIn(50, false), preview: {} });
  const firstVisit = await render('/');
  expect(preloads(inCanary!.html)[0]).toContain('/remotes/catalogue/1.1.0/remoteEntry.js');
  expect(preloads(outside!.html)[0]).toContain('/remotes/catalogue/1.0.0/remoteEntry.js');
  expect(preloads(firstVisit!.html)[0]).toContain('/remotes/catalogue/1.0.0/remoteEntry.js');
  const boot = bootOf(inCanary!.html);
  expect(boot.pins.catalogue!.canary).toMatchObject({ version: '1.1.0', percent: 50 });
  expect(Object.keys(boot.manifests).sort()).toEqual(['/remotes/catalogue/1.0.0/mf-manifest.json', '/remotes/catalogue/1.1.0/mf-manifest.json']);
});

test('a previewed version is named in the boot data and its files are the hints', async () => {
  publish('2.0.0-rc.1');
  const preview = { catalogue: { ...target('2.0.0-rc.1'), expiresAt: '2026-11-25T12:00:00.000Z' } };
  const page = await render('/', undefined, { visitorId: null, preview });
  expect(bootOf(page!.html).preview).toEqual(preview);
  expect(bootOf(page!.html).manifests['/remotes/catalogue/2.0.0-rc.1/mf-manifest.json']).toEqual(manifest('2.0.0-rc.1'));
  expect(preloads(page!.html)[0]).toContain('/remotes/catalogue/2.0.0-rc.1/remoteEntry.js');
});

test('a manifest changed after publishing no longer matches its hash: it is left out, so the shell fetches it with the hash and the browser refuses it', async () => {
  const file = path.join(deployDir, 'remotes', 'catalogue', '1.0.0', 'mf-manifest.json');
  fs.writeFileSync(file, JSON.stringify({ ...manifest('1.0.0'), tampered: true }));
  const page = await render('/');
  expect(bootOf(page!.html).manifests).toEqual({});
  expect(preloads(page!.html)).toEqual([]);
  expect(bootOf(page!.html).pins.catalogue!.version).toBe('1.0.0');
});

test('a broken manifest is left for the shell to fetch (and fail on), and the page still renders', async () => {
  fs.writeFileSync(path.join(deployDir, 'remotes', 'catalogue', '1.0.0', 'mf-manifest.json'), '{"this is": not json');
  const page = await render('/');
  expect(bootOf(page!.html).manifests).toEqual({});
  expect(preloads(page!.html)).toEqual([]);
});

test('the routes the shell gives to remotes are recognised', () => {
  expect(pageRemote('/')).toEqual({ remote: 'catalogue', module: 'HomePage' });
  expect(pageRemote('/kerala-tour-packages')).toEqual({ remote: 'catalogue', module: 'DestinationPage', destinationName: 'kerala' });
  expect(pageRemote('/themes/Water_Activities')).toEqual({ remote: 'catalogue', module: 'ThemesPage', themeSlug: 'water-activities' });
  // a package detail names the package as the page asks the package-detail call for it (packageNameFromSlug)
  // (and its slug, which names its artwork)
  expect(pageRemote('/packages-details/3days-2nights-goa')).toEqual({ remote: 'catalogue', module: 'PackageDetailPage', packageName: 'Goa', packageSlug: 'goa' });
  expect(pageRemote('/packages-details/5days-4nights-GOA-beach-escape')).toMatchObject({ packageName: 'Goa Beach Escape', packageSlug: 'goa-beach-escape' });
  expect(pageRemote('/goa-tour-packages-details/5days-4nights-goa-beach-escape/')).toEqual({
    remote: 'catalogue',
    module: 'PackageDetailPage',
    packageName: 'Goa Beach Escape',
    packageSlug: 'goa-beach-escape',
  });
  // an encoded space is decoded but not split on, exactly as the page's rule does (the primed key must match)
  expect(pageRemote('/packages-details/spiti%20valley-adventure')?.packageName).toBe('Spiti valley Adventure');
  expect(pageRemote('/blogs/')).toEqual({ remote: 'blogs', module: 'BlogsPage' });
  // a blog category's list names its category's id, however the segment is written; none for an unknown one
  expect(pageRemote('/category/Adventure/blog')).toEqual({ remote: 'blogs', module: 'BlogCategoryPage', blogCategoryId: 2 });
  expect(pageRemote('/category/water-activity/blog')?.blogCategoryId).toBe(9);
  expect(pageRemote('/category/Water_activity/blog')?.blogCategoryId).toBe(9);
  expect(pageRemote('/category/skydiving/blog')).toEqual({ remote: 'blogs', module: 'BlogCategoryPage' });
  // a blog article names the blogName the page asks for: decoded, hyphens as spaces, trimmed
  expect(pageRemote('/blog-details/kerala-honeymoon-guide')).toEqual({ remote: 'blogs', module: 'BlogDetailPage', blogName: 'kerala honeymoon guide' });
  expect(pageRemote('/blog-details/%20Goa%20with-friends-/')?.blogName).toBe('Goa with friends');
  expect(pageRemote('/blog-details/%E0%A4')?.blogName).toBe('%E0%A4');
  expect(pageRemote('/blog-details/---')).toEqual({ remote: 'blogs', module: 'BlogDetailPage' });
  expect(pageRemote('/about-us')).toBeNull();
  // every module named is one the registry says that remote exposes
  const registry = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'apps.json'), 'utf8')) as { remotes: Record<string, { exposes: Record<string, string> }> };
  const paths = ['/', '/blogs', '/reviews', '/blog-not-found', '/darshan', '/details-dev-darshan', '/no-result-found', '/sitemap', '/enquiry', '/thank-you', '/themes/x', '/packages-details/x', '/goa-tour-packages-details/x', '/category/x/blog', '/blog-details/x', '/x-tour-packages'];
  for (const p of paths) {
    const page = pageRemote(p)!;
    expect(Object.keys(registry.remotes[page.remote]!.exposes)).toContain(page.module);
  }
});

test('a path is a page as React Router matches it: any case, trailing slashes, decoded segments, the suffix routes exactly', () => {
  const pages = ['/', '/About-Us', '/about-us//', '/terms%26conditions', '/THEMES/Honeymoon', '/blog-details/a.b', '/kerala-tour-packages', '/kerala%20north-tour-packages', '/goa-tour-packages-details/x', '/%E0%A4-tour-packages'];
  expect(pages.filter((p) => !isSitePage(p))).toEqual([]);
  const notPages = [
    '/index.html',
    '/about-us/x',
    '/themes',
    '/themes/a/b',
    '/-tour-packages',
    '/Goa-Tour-Packages', // the suffix is compared as written
    '/goa-tour-packages/x',
    '/goa-tour-packages-details',
    '/goa%2Ftour-packages-details/x', // an encoded slash stays inside its segment
    '//about-us',
  ];
  expect(notPages.filter((p) => isSitePage(p))).toEqual([]);
});

describe('the console (/admin)', () => {
  function publishConsole() {
    const dir = path.join(deployDir, 'remotes', 'admin', '1.0.0');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'AdminApp' }] }));
    live = { ...live, admin: { version: '1.0.0', entry: '/remotes/admin/1.0.0/mf-manifest.json' } };
  }

  test("a public page carries nothing of the console's: no manifest, no hint", async () => {
    publishConsole();
    const { html } = (await render('/'))!;
    expect(Object.keys(bootOf(html).manifests)).toEqual(['/remotes/catalogue/1.0.0/mf-manifest.json']);
    expect(html).not.toContain('/remotes/admin/1.0.0/remoteEntry.js');
    expect(html).not.toContain('noindex');
  });

  test('its pages carry its manifest, are never indexed, and are left to the browser', async () => {
    publishConsole();
    let rendered = false;
    const page = await createSitePage({
      shellDir,
      deployDir,
      liveReleases: async () => live,
      runtimeConfig: () => ({}),
      renderRoot: async () => {
        rendered = true;
        return { html: '<p>server</p>', meta: null };
      },
    })('/admin/leads');
    expect(bootOf(page!.html).manifests).toHaveProperty(['/remotes/admin/1.0.0/mf-manifest.json']);
    expect(page!.html).toContain('<meta name="robots" content="noindex">');
    expect(page!.html).toContain('<div id="root"></div>');
    expect(rendered).toBe(false);
  });

  test('every path under it is a page of the site', () => {
    expect(isSitePage('/admin')).toBe(true);
    expect(isSitePage('/admin/leads/enquiry/3')).toBe(true);
    expect(isSitePage('/administrator')).toBe(false);
  });
});
