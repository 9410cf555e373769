// /sitemap.xml offers search engines only URLs that render real content: no page
// that is still an empty frame (data-page-frame in its source), a listing only for a
// destination with packages, a page for each package that the detail call finds, the
// blog pages: the nine categories' lists and a page for each blog the API has.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { REPO_ROOT, testConfig } from '../../src/config';
import { pageRemote } from '../../src/plugins/app/page-remotes';
import * as content from '../../src/content/index';
import { blogCategoryList, blogCategoryPath } from '@safarnama/contracts/blog-categories';
import { AUTH, createTestDatabase, describeEachDialect, type TestDatabase } from '../helpers/app';

interface Registry {
  remotes: Record<string, { folder: string; exposes: Record<string, string> }>;
}

const registry = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'apps.json'), 'utf8')) as Registry;

/** The remote pages whose source still says they are an empty frame (the marker `npm run lighthouse` skips). */
function isFramePage(remote: string, module: string): boolean {
  const entry = registry.remotes[remote];
  const file = entry && entry.exposes[module];
  if (!entry || !file) throw new Error(`apps.json has no ${remote}/${module}`);
  return fs.readFileSync(path.join(REPO_ROOT, entry.folder, file), 'utf8').includes('data-page-frame');
}

/** The name the package-detail call asks for: the days/nights prefix removed, hyphens to spaces, title case. */
const packageNameFromSlug = (slug: string) =>
  slug
    .replace(/^\d+days-\d+nights-/, '')
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

describeEachDialect('/sitemap.xml', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let root: string;
  let paths: string[];

  const get = async <T>(url: string) => {
    const res = await app.inject({ method: 'GET', url, query: { authCode: AUTH } });
    return { status: res.statusCode, body: res.json<{ code: number; data: T }>() };
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-xml-'));
    const shellDir = path.join(root, 'shell');
    fs.mkdirSync(shellDir, { recursive: true });
    fs.mkdirSync(path.join(root, 'deploy'), { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><html><head><title>Safarnama Holidays</title></head><body><div id="root"></div></body></html>');
    database = await createTestDatabase(dialect);
    app = await buildApp({
      config: testConfig({ database: database.config }),
      database: database.handle,
      logger: false,
      site: { shellDir, deployDir: path.join(root, 'deploy') },
    });
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'www.example.in' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    // the configured origin (SITE_ORIGIN), whatever Host the request names
    expect(locs.filter((loc) => !loc.startsWith('https://www.safarnamaholidays.in/'))).toEqual([]);
    paths = locs.map((loc) => decodeURI(new URL(loc).pathname));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('lists no page that is still an empty frame, and no URL twice', () => {
    const frames = paths.filter((p) => {
      const page = pageRemote(p);
      return page !== null && isFramePage(page.remote, page.module);
    });
    expect(frames).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lists the site's own pages and the Dev Darshan pages", () => {
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/about-us', '/contact-us', '/darshan', '/details-dev-darshan', '/sitemap', '/disclaimer', '/terms&conditions', '/privacy-policy', '/customer-support']),
    );
  });

  it("lists the blog pages: /blogs, /reviews, the nine categories' lists and every blog's page", async () => {
    expect(paths).toEqual(expect.arrayContaining(['/blogs', '/reviews', '/category/religious/blog', '/category/water-activity/blog']));
    const categoryLists = paths.filter((p) => /^\/category\/[^/]+\/blog$/.test(p));
    expect(categoryLists).toEqual(blogCategoryList.map((category) => blogCategoryPath(category.name)));
    expect(categoryLists).toHaveLength(9);

    const blogPages = paths.filter((p) => p.startsWith('/blog-details/'));
    expect(blogPages.sort()).toEqual(content.blogs.map((blog) => `/blog-details/${blog.slug}`).sort());
    expect(blogPages).toContain(`/blog-details/${content.blogs[0].slug}`);
    // each one is a blog the page's call finds (the slug with hyphens as spaces)
    for (const page of blogPages) {
      const slug = page.slice('/blog-details/'.length);
      const found = await get<{ slug: string }>(`/api/blog/search-by-blog-name?websiteId=1&blogName=${encodeURIComponent(slug.replace(/-/g, ' '))}`);
      expect({ page, code: found.body.code, slug: found.body.data?.slug }).toEqual({ page, code: 1, slug });
    }
  });

  it('lists the listing of every active city, and only listings that have packages', async () => {
    const listings = paths.filter((p) => /^\/[^/]+-tour-packages$/.test(p));
    const active = await get<{ id: number; city: string }[]>('/api/package/cities-active');
    expect(active.body.code).toBe(1);
    expect(listings.sort()).toEqual(active.body.data.map((c) => `/${c.city.trim().toLowerCase().replace(/\s+/g, '-')}-tour-packages`).sort());
    for (const listing of listings) {
      const destinationName = pageRemote(listing)!.destinationName!;
      const search = await get<{ packageResponse: unknown[] }>(`/api/package/search-main-package-and-sub-package?websiteId=1&destinationName=${encodeURIComponent(destinationName)}`);
      expect({ listing, code: search.body.code, packages: search.body.data.packageResponse.length > 0 }).toEqual({ listing, code: 1, packages: true });
    }
  });

  it('lists a page for every package, each one the package-detail call finds with the days of its URL', async () => {
    const packagePages = paths.filter((p) => p.startsWith('/packages-details/'));
    const count = await database.handle.db.selectFrom('packages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(packagePages).toHaveLength(Number(count.n));
    for (const page of packagePages) {
      const slug = page.slice('/packages-details/'.length);
      const days = Number(/^(\d+)days-/.exec(slug)?.[1]);
      const detail = await get<{ packageDetailResponse: { days: number; slug: string } }>(
        `/api/package/get-package-detail-and-itinerary?packageName=${encodeURIComponent(packageNameFromSlug(slug))}`,
      );
      expect({ page, code: detail.body.code, days: detail.body.data?.packageDetailResponse.days }).toEqual({ page, code: 1, days });
      expect(slug.endsWith(detail.body.data.packageDetailResponse.slug)).toBe(true);
    }
  });

  it('every URL is a path the site routes to a page of its own (no unknown path, no /no-result-found)', () => {
    const shellPages = new Set(['/about-us', '/contact-us', '/disclaimer', '/terms&conditions', '/privacy-policy', '/customer-support']);
    const unrouted = paths.filter((p) => pageRemote(p) === null && !shellPages.has(p));
    expect(unrouted).toEqual([]);
    expect(paths).not.toContain('/no-result-found');
    expect(paths).not.toContain('/thank-you');
  });
});
