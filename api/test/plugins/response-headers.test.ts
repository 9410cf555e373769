// Every kind of answer the process gives (the site's page, a shell chunk, a remote's
// chunk, remotes.json, an API answer, an itinerary PDF, generated artwork, a 404),
// asked for in brotli, in gzip and in no encoding: each carries the security headers,
// its Cache-Control rule, and Vary: Accept-Encoding wherever its bytes can depend on
// that header (so that a CDN never hands brotli to a client that did not ask for it).
// robots.txt and sitemap.xml name the configured origin, whatever Host a request forges.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig, type AppConfig } from '../../src/config';
import * as content from '../../src/content/index';
import { destinationPath, packageDetailPath } from '@safarnama/contracts/site-paths';
import { AUTH, createTestDatabase, type TestDatabase, validEnquiry } from '../helpers/app';
import { solvedBotCheck } from '../helpers/bot-check';
import { pinForTest } from '../helpers/releases';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENCODINGS = ['br', 'gzip', null] as const;
type Encoding = (typeof ENCODINGS)[number];

// Padding takes each text file over compress's 1 KiB threshold, so that an encoding is really chosen.
const padding = (label: string) => `/* ${label}: ${'the quick brown fox jumps over the lazy dog '.repeat(40)} */\n`;
const INDEX_HTML = `<!doctype html><html><head><title>Safarnama Holidays</title><script defer src="/main.0123456789.js"></script></head><body><div id="root"></div><!-- ${padding('page')} --></body></html>`;
const SHELL_CHUNK = `${padding('shell chunk')}console.log('shell');\n`;
const REMOTE_ENTRY = `${padding('remote entry')}console.log('catalogue remote');\n`;

/** A file with the .br and .gz siblings the build writes next to it (scripts/build.mjs). */
function writePrecompressed(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

function buildSite(root: string): { shellDir: string; deployDir: string } {
  const shellDir = path.join(root, 'shell');
  const deployDir = path.join(root, 'deploy');
  fs.mkdirSync(shellDir, { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX_HTML);
  writePrecompressed(path.join(shellDir, 'main.0123456789.js'), SHELL_CHUNK);
  const release = path.join(deployDir, 'remotes', 'catalogue', '1.0.0');
  writePrecompressed(path.join(release, 'remoteEntry.js'), REMOTE_ENTRY);
  fs.writeFileSync(path.join(release, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }));
  return { shellDir, deployDir };
}

/** The body as the client reads it, after undoing the Content-Encoding it was told. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  if (encoding === undefined) return res.rawPayload.toString();
  throw new Error(`unexpected Content-Encoding ${String(encoding)}`);
}

/** Whether Vary names Accept-Encoding (once: a header named twice is a sign of two rules fighting). */
function varies(res: LightMyRequestResponse): boolean {
  const names = String(res.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  expect(names).toEqual([...new Set(names)]);
  return names.includes('accept-encoding');
}

const ARTWORK_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** The headers every answer carries, whatever it is (generated artwork has a stricter CSP of its own). */
function expectSecurityHeaders(res: LightMyRequestResponse, what: string, csp: 'site' | 'artwork' = 'site'): void {
  const h = res.headers;
  const policyOf = String(h['content-security-policy'] ?? '');
  if (csp === 'artwork') expect({ what, csp: policyOf }).toEqual({ what, csp: ARTWORK_CSP });
  else {
    const directives = policyOf.split(';');
    for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'self'", "base-uri 'self'"]) {
      expect({ what, directive, present: directives.includes(directive) }).toEqual({ what, directive, present: true });
    }
  }
  const policy = String(h['permissions-policy'] ?? '');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'clipboard-read']) {
    expect({ what, feature, allowed: policy.split(', ').includes(`${feature}=()`) ? 'nobody' : policy }).toEqual({ what, feature, allowed: 'nobody' });
  }
  expect({ what, policy: /web-share/.test(policy) }).toEqual({ what, policy: false }); // the share panel's navigator.share stays allowed
  expect({
    what,
    nosniff: h['x-content-type-options'],
    frames: h['x-frame-options'],
    hsts: h['strict-transport-security'],
    referrer: h['referrer-policy'],
    corp: h['cross-origin-resource-policy'],
    coop: h['cross-origin-opener-policy'],
  }).toEqual({
    what,
    nosniff: 'nosniff',
    frames: 'SAMEORIGIN',
    hsts: 'max-age=31536000; includeSubDomains',
    referrer: 'no-referrer',
    corp: 'same-site',
    coop: 'same-origin',
  });
}

describe('response headers of every answer type, with and without Accept-Encoding', () => {
  let root: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  let config: AppConfig;
  let pdfUrl: string;
  const pkg = content.packages[0]!;

  const get = (url: string, encoding: Encoding, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...headers } });

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'response-headers-'));
    database = await createTestDatabase('sqlite');
    config = testConfig({ database: database.config, rateLimitWriteMax: 1000 });
    const site = buildSite(root);
    await pinForTest(database.handle.db, site.deployDir, 'catalogue', '1.0.0');
    app = await buildApp({ config, database: database.handle, logger: false, site });
    const link = await app.inject({ method: 'GET', url: `/api/package/package-pdf/${encodeURIComponent(pkg.name)}?authCode=${AUTH}` });
    pdfUrl = link.json<{ data: { pdfUrl: string } }>().data.pdfUrl;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /**
   * Asks for a URL in each encoding: the same bytes once decoded, the encoding asked
   * for when `compressed` (none otherwise), one Cache-Control, Vary as told.
   */
  async function expectEncodings(
    what: string,
    url: string,
    rule: { status?: number; cacheControl: string; vary: boolean; compressed: boolean; type: RegExp; csp?: 'site' | 'artwork' },
  ) {
    const bodies = new Set<string>();
    for (const encoding of ENCODINGS) {
      const res = await get(url, encoding);
      const label = `${what} (${encoding ?? 'no encoding'})`;
      expect({ label, status: res.statusCode }).toEqual({ label, status: rule.status ?? 200 });
      expectSecurityHeaders(res, label, rule.csp);
      expect({
        label,
        type: res.headers['content-type'],
        cacheControl: res.headers['cache-control'],
        vary: varies(res),
        encoding: res.headers['content-encoding'] ?? null,
      }).toEqual({
        label,
        type: expect.stringMatching(rule.type),
        cacheControl: rule.cacheControl,
        vary: rule.vary,
        encoding: rule.compressed ? encoding : null,
      });
      bodies.add(decoded(res));
    }
    expect({ what, variants: bodies.size }).toEqual({ what, variants: 1 });
    return [...bodies][0]!;
  }

  it('index.html: revalidated every time, compressed on request, varies by Accept-Encoding (its 304 too)', async () => {
    const html = await expectEncodings('index.html', '/', { cacheControl: 'no-cache', vary: true, compressed: true, type: /^text\/html/ });
    expect(html).toContain('<script id="site-boot" type="application/json">');
    const first = await get('/about-us', 'br');
    const again = await get('/about-us', 'br', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(varies(again)).toBe(true);
    expectSecurityHeaders(again, '304');
  });

  it('a hashed shell chunk is immutable in every encoding: the precompressed .br/.gz file is streamed, labelled and varies', async () => {
    const body = await expectEncodings('shell chunk', '/main.0123456789.js', { cacheControl: IMMUTABLE, vary: true, compressed: true, type: /javascript/ });
    expect(body).toBe(SHELL_CHUNK);
    // it is the build's own file that is sent, not one compressed on the fly
    const br = await get('/main.0123456789.js', 'br');
    expect(br.rawPayload.equals(fs.readFileSync(path.join(root, 'shell', 'main.0123456789.js.br')))).toBe(true);
  });

  it("a remote's chunk is immutable in every encoding and varies by Accept-Encoding", async () => {
    const body = await expectEncodings('remote chunk', '/remotes/catalogue/1.0.0/remoteEntry.js', { cacheControl: IMMUTABLE, vary: true, compressed: true, type: /javascript/ });
    expect(body).toBe(REMOTE_ENTRY);
  });

  it('remotes.json is revalidated every time and varies by Accept-Encoding', async () => {
    const body = await expectEncodings('remotes.json', '/remotes.json', { cacheControl: 'no-cache', vary: true, compressed: false, type: /^application\/json/ });
    expect(JSON.parse(body).catalogue.version).toBe('1.0.0');
  });

  it('a catalogue read may be kept a minute and is compressed on request; /api/ip, a lead write, a search, chat and an API error are no-store', async () => {
    const cities = await expectEncodings('API answer', `/api/package/get-all-cities?authCode=${AUTH}`, {
      cacheControl: 'public, max-age=60',
      vary: true,
      compressed: true,
      type: /^application\/json/,
    });
    expect(JSON.parse(cities).data.data.length).toBe(content.destinations.length);
    await expectEncodings('blog read', `/api/blog/get-all?authCode=${AUTH}`, { cacheControl: 'public, max-age=60', vary: true, compressed: true, type: /^application\/json/ });
    await expectEncodings('caller IP', `/api/ip?authCode=${AUTH}`, { cacheControl: 'no-store', vary: true, compressed: false, type: /^application\/json/ });
    await expectEncodings('health', '/api/health', { cacheControl: 'no-store', vary: true, compressed: false, type: /^application\/json/ });
    await expectEncodings('API 401', '/api/package/get-all-cities', { status: 401, cacheControl: 'no-store', vary: true, compressed: false, type: /^application\/json/ });
    await expectEncodings('API 404', `/api/package/get-package-detail-and-itinerary?packageName=No%20Such%20Package&authCode=${AUTH}`, {
      status: 404,
      cacheControl: 'no-store',
      vary: true,
      compressed: false,
      type: /^application\/json/,
    });

    // a client offering only deflate gets the plain bytes, with one Vary, from the encoded answers and from compress alike
    for (const url of [`/api/package/get-package-detail-and-itinerary?packageName=${encodeURIComponent(pkg.name)}&authCode=${AUTH}`, `/api/blog/get-all?authCode=${AUTH}`]) {
      const deflate = await get(url, null, { 'accept-encoding': 'deflate' });
      expect({ url, status: deflate.statusCode, encoding: deflate.headers['content-encoding'], vary: varies(deflate) }).toEqual({ url, status: 200, encoding: undefined, vary: true });
    }

    const write = await app.inject({ method: 'POST', url: `/api/request-book/add-direct?authCode=${AUTH}`, headers: { 'accept-encoding': 'br', 'x-bot-check': await solvedBotCheck(app) }, payload: validEnquiry() });
    expect(write.statusCode).toBe(201);
    expectSecurityHeaders(write, 'lead write');
    expect(write.headers['cache-control']).toBe('no-store');
    const search = await app.inject({
      method: 'POST',
      url: `/api/package/search-main-package-and-sub-package?destinationName=${encodeURIComponent(content.destinations[0]!.name)}&authCode=${AUTH}`,
      payload: {},
    });
    expect(search.headers['cache-control']).toBe('no-store'); // a tracked search is a write
    const chat = await app.inject({
      method: 'POST',
      url: '/api/chatbot/tour_ai?session_id=headers-test-session',
      headers: { 'x-api-key': config.chatApiKey },
      payload: { human: 'hello' },
    });
    expect(chat.statusCode).toBe(200);
    expectSecurityHeaders(chat, 'chat');
    expect(chat.headers['cache-control']).toBe('no-store');
  });

  it('an itinerary PDF is immutable, never re-encoded and so does not vary', async () => {
    expect(pdfUrl).toMatch(/^\/media\/itineraries\/.+\.pdf$/);
    const pdf = await expectEncodings('PDF', pdfUrl, { cacheControl: IMMUTABLE, vary: false, compressed: false, type: /^application\/pdf/ });
    expect(pdf.startsWith('%PDF-')).toBe(true);
  });

  it('generated artwork is kept a day, compressed on request, varies, and keeps its own stricter CSP', async () => {
    const url = `/media/art/package/${pkg.slug}.svg`;
    const svg = await expectEncodings('SVG', url, { cacheControl: 'public, max-age=86400', vary: true, compressed: true, type: /^image\/svg\+xml/, csp: 'artwork' });
    expect(svg).toMatch(/^<svg/);
  });

  it("a path the shell does not route answers 404 with the shell's page, never stored; a missing file is a 404 of its own", async () => {
    const page = await expectEncodings('404 page', '/no-such-page/anywhere', { status: 404, cacheControl: 'no-store', vary: true, compressed: true, type: /^text\/html/ });
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<script id="site-boot" type="application/json">');
    await expectEncodings('missing chunk', '/main.9999999999.js', { status: 404, cacheControl: 'no-store', vary: true, compressed: false, type: /^application\/json/ });
    await expectEncodings('missing remote chunk', '/remotes/catalogue/1.0.0/nothing.js', { status: 404, cacheControl: 'no-store', vary: true, compressed: false, type: /^application\/json/ });
  });
});

describe('the site 404s what it does not have', () => {
  let root: string;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-404-'));
    database = await createTestDatabase('sqlite');
    app = await buildApp({ config: testConfig({ database: database.config }), database: database.handle, logger: false, site: buildSite(root) });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const status = async (url: string, accept = 'text/html') => (await app.inject({ method: 'GET', url, headers: { accept } })).statusCode;
  const destination = content.destinations.find((d) => content.packages.some((p) => p.destinationSlug === d.slug))!;
  const pkg = content.packages[0]!;

  it("answers the shell's routes 200, whatever their case or trailing slash, as React Router matches them", async () => {
    const known = [
      '/',
      '/about-us',
      '/About-Us/',
      '/terms&conditions',
      '/terms%26conditions',
      '/blogs',
      '/reviews',
      '/darshan',
      '/details-dev-darshan',
      '/sitemap',
      '/enquiry',
      '/thank-you',
      '/no-result-found',
      '/blog-not-found',
      '/error',
      '/themes/honeymoon',
      '/category/religious/blog',
      `/blog-details/${content.blogs[0]!.slug}`,
      destinationPath(destination.name),
      packageDetailPath(pkg.days, pkg.slug),
      `${destinationPath(destination.name)}-details/${pkg.days}days-${pkg.days - 1}nights-${pkg.slug}`,
    ];
    const answers = await Promise.all(known.map(async (url) => [url, await status(url)] as const));
    expect(answers.filter(([, code]) => code !== 200)).toEqual([]);
  });

  it('answers 404 for a path no route takes, or whose suffix route does not match, with the page still sent', async () => {
    const unknown = ['/no-such-page', '/blogs/extra', '/about-us/team', '/goa-tour', '/-tour-packages', '/Goa-Tour-Packages', '/goa/some-package', '/category/religious', '//about-us'];
    const answers = await Promise.all(unknown.map(async (url) => [url, await status(url)] as const));
    expect(answers.filter(([, code]) => code !== 404)).toEqual([]);
    const res = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.etag).toBeUndefined(); // never a 304 for a 404
  });

  it('answers 404 for a listing, package or blog whose name the API does not know; 200 while it cannot tell', async () => {
    expect(await status('/atlantis-tour-packages')).toBe(404);
    expect(await status('/packages-details/4days-3nights-no-such-package-anywhere')).toBe(404);
    expect(await status('/atlantis-tour-packages-details/no-such-package-anywhere')).toBe(404);
    expect(await status('/blog-details/no-such-blog-anywhere')).toBe(404);
    // a theme or a blog category with nothing in it shows its own empty page
    expect(await status('/themes/no-such-theme')).toBe(200);
    expect(await status('/category/skydiving/blog')).toBe(200);
  });

  it('a browser opening an address with a dot gets the page; a missing file asked for by a script is JSON', async () => {
    expect(await status('/index.php')).toBe(404);
    const page = await app.inject({ method: 'GET', url: '/index.php', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const script = await app.inject({ method: 'GET', url: '/index.php', headers: { accept: '*/*' } });
    expect(script.headers['content-type']).toMatch(/^application\/json/);
    expect(script.json()).toEqual({ code: 0, message: 'Not found.' });
  });
});

describe('robots.txt and sitemap.xml use the configured origin only', () => {
  const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

  async function withApp(overrides: Partial<AppConfig>, check: (app: FastifyInstance) => Promise<void>) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'robots-'));
    const database = await createTestDatabase('sqlite');
    const app = await buildApp({ config: testConfig({ database: database.config, ...overrides }), database: database.handle, logger: false, site: buildSite(root) });
    try {
      await check(app);
    } finally {
      await app.close();
      await database.drop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  }

  async function expectOrigin(app: FastifyInstance, origin: string) {
    for (const headers of [{}, FORGED]) {
      const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers });
      expect(robots.statusCode).toBe(200);
      expect(robots.headers['cache-control']).toBe('public, max-age=3600');
      expectSecurityHeaders(robots, 'robots.txt');
      expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml\n`);
      expect(robots.body).not.toContain('evil');
      // the operators' console is no page for a search engine
      expect(robots.body).toContain('Disallow: /admin\n');
      const consolePage = await app.inject({ method: 'GET', url: '/admin/leads', headers });
      expect(consolePage.statusCode).toBe(200);
      expect(consolePage.headers['x-robots-tag']).toBe('noindex');

      const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['cache-control']).toBe('public, max-age=3600');
      expect(varies(sitemap)).toBe(true);
      const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeGreaterThan(20);
      expect(locs.filter((loc) => !loc.startsWith(`${origin}/`))).toEqual([]);
      expect(locs.filter((loc) => loc.startsWith(`${origin}/admin`))).toEqual([]);
      expect(sitemap.body).not.toContain('evil');
    }
  }

  it('by default the production origin, whatever Host and X-Forwarded-Host say', () =>
    withApp({}, (app) => expectOrigin(app, 'https://www.safarnamaholidays.in')));

  it('behind a trusted proxy too: SITE_ORIGIN decides, not the forwarded host', () =>
    withApp({ trustProxy: 1, siteOrigin: 'https://staging.safarnama.test' }, async (app) => {
      // the proxy is trusted (the caller's address comes from it)...
      const ip = await app.inject({ method: 'GET', url: `/api/ip?authCode=${AUTH}`, headers: { ...FORGED, 'x-forwarded-for': '203.0.113.9' } });
      expect(ip.json().data.ip).toBe('203.0.113.9');
      // ...but not for the site's own address
      await expectOrigin(app, 'https://staging.safarnama.test');
    }));
});
