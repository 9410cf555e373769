// index.html carries the blog pages' first data, the answers of the very calls the
// blogs remote makes at start (shared/src/api/api.ts), under the keys its API client
// looks them up by: a category's list, an article with a
// preload hint for its cover (the page's largest paint). The real app on a seeded
// database, both dialects.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import * as content from '../../src/content/index';
import { primedResponseKey } from '@safarnama/contracts/primed-responses';
import { AUTH, createTestDatabase, describeEachDialect, type TestDatabase } from '../helpers/app';
import { pinForTest } from '../helpers/releases';

const TEMPLATE = '<!doctype html><html><head><title>Safarnama Holidays</title></head><body><div id="root"></div></body></html>';
const BLOG_PAGES = ['BlogsPage', 'BlogCategoryPage', 'BlogDetailPage'];

interface Answer {
  code: number;
  data: unknown;
}

function bootResponses(html: string): Record<string, Answer> {
  const match = /<script id="site-boot" type="application\/json">(.*?)<\/script>/.exec(html);
  if (!match) throw new Error('no boot data in the page');
  return (JSON.parse(match[1]!) as { responses: Record<string, Answer> }).responses;
}

const imagePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)"/g)].map((m) => m[1]);

describeEachDialect("index.html carries the blog pages' first data", (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let root: string;

  const page = async (pathname: string, status = 200) => {
    const res = await app.inject({ method: 'GET', url: pathname });
    expect({ pathname, status: res.statusCode }).toEqual({ pathname, status });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return res.body;
  };
  const api = async (url: string, query: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: `/api${url}`, query: { ...query, authCode: AUTH } })).json<Answer>();

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-first-data-'));
    const shellDir = path.join(root, 'shell');
    const deployDir = path.join(root, 'deploy');
    const release = path.join(deployDir, 'remotes', 'blogs', '1.0.0');
    fs.mkdirSync(shellDir, { recursive: true });
    fs.mkdirSync(release, { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
    const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: BLOG_PAGES.map((name) => ({ name, assets: { js: { sync: [`${name}.js`] } } })) };
    fs.writeFileSync(path.join(release, 'mf-manifest.json'), JSON.stringify(manifest));
    database = await createTestDatabase(dialect);
    await pinForTest(database.handle.db, deployDir, 'blogs', '1.0.0');
    app = await buildApp({ config: testConfig({ database: database.config }), database: database.handle, logger: false, site: { shellDir, deployDir } });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("a blog article carries the blog under getBlogByName's key and preloads its cover", async () => {
    const blog = content.blogs[0];
    const html = await page(`/blog-details/${blog.slug}`);
    const key = primedResponseKey('/blog/search-by-blog-name', { websiteId: 1, blogName: blog.slug.replace(/-/g, ' ') });
    const primed = bootResponses(html)[key] as { code: number; data: { slug: string; imageUrl: string } };
    expect(primed).toEqual(await api('/blog/search-by-blog-name', { websiteId: '1', blogName: blog.slug.replace(/-/g, ' ') }));
    expect(primed.data.slug).toBe(blog.slug);
    expect(imagePreloads(html)).toEqual([primed.data.imageUrl]);
    expect(primed.data.imageUrl).toBe(`/media/art/blog/${blog.slug}.svg`);
  });

  it("a category page carries getBlogs({ categoryId })'s list; the blogs home does not carry every article's body", async () => {
    const homeHtml = await page('/blogs');
    const home = bootResponses(homeHtml);
    expect(Object.keys(home).filter((key) => key.startsWith('/blog/'))).toEqual([]);
    // the hero is in the first response; the page stays small enough for a phone's first round trips
    expect(homeHtml.length).toBeLessThan(30_000);

    const category = content.blogCategories.find((c) => c.name === 'Religious')!;
    const list = bootResponses(await page('/category/religious/blog'));
    const primed = list[primedResponseKey('/blog/get-all', { categoryId: category.id })] as { data: { categoryName: string }[] };
    expect(primed).toEqual(await api('/blog/get-all', { categoryId: String(category.id) }));
    expect(primed.data.length).toBe(content.blogs.filter((b) => b.categoryId === category.id).length);
    expect(list['/blog/get-all']).toBeUndefined();
  });

  it('an unknown blog or category carries no blog data and still renders index.html (an unknown blog with status 404)', async () => {
    // the blog page would only send the visitor to /blog-not-found; a category's list shows its own empty state
    for (const [pathname, status] of [['/blog-details/no-such-blog-anywhere', 404], ['/category/skydiving/blog', 200]] as const) {
      const html = await page(pathname, status);
      const keys = Object.keys(bootResponses(html));
      expect({ pathname, blogKeys: keys.filter((key) => key.startsWith('/blog/')) }).toEqual({ pathname, blogKeys: [] });
      expect(keys.length).toBeGreaterThan(0); // the shell's own start data is still there
      expect(imagePreloads(html)).toEqual([]);
      expect(html).toContain('<div id="root"></div>');
    }
  });
});
