// A blog body is cleaned on the way out, however its row got into the table: a row
// inserted straight into the database (not through the seed) carrying a script, an
// event handler and a javascript: link reaches the browser without them.
import { lookupKey } from '../../src/lib/keys';
import { BlogEnvelope, BlogListEnvelope } from '@safarnama/contracts';
import { describeEachDialect, useTestApp } from '../helpers/app';

const SLUG = 'an-unsafe-body';
const UNSAFE_BODY = '<p>Safe text</p><script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=1">click me</a>';

describeEachDialect('blog bodies are cleaned before the API sends them', (dialect) => {
  const t = useTestApp(dialect);
  beforeAll(async () => {
    const now = new Date().toISOString();
    await t.database.handle.db
      .insertInto('blogs')
      .values({
        slug: SLUG,
        slug_key: lookupKey(SLUG),
        name: 'An unsafe body',
        name_title: 'An unsafe body',
        description_html: UNSAFE_BODY,
        destination_id: null,
        category_id: 1,
        author_name: 'Nobody',
        meta_description: 'A row written around the seed',
        image_alt_text: '',
        created_at: now,
        updated_at: now,
      })
      .execute();
    t.app.services.blogs.clearCache();
  });

  function expectCleaned(raw: string, description: string) {
    for (const answer of [raw, description]) {
      expect(answer).not.toContain('<script');
      expect(answer).not.toContain('onerror');
      expect(answer).not.toContain('javascript:');
    }
    expect(description).toContain('Safe text');
    expect(description).toContain('click me');
  }

  it('GET /api/blog/get-all', async () => {
    const res = await t.request({ method: 'GET', url: '/api/blog/get-all' });
    expect(res.statusCode).toBe(200);
    const blog = BlogListEnvelope.parse(res.json()).data.find((b) => b.slug === SLUG);
    expect(blog).toBeDefined();
    expectCleaned(res.body, blog!.description);
  });

  it('gives an article the artwork has no cover for its category\'s picture, one the media route serves', async () => {
    const res = await t.request({ method: 'GET', url: `/api/blog/search-by-blog-name?websiteId=1&blogName=${encodeURIComponent(SLUG.replace(/-/g, ' '))}` });
    const blog = BlogEnvelope.parse(res.json()).data;
    expect(blog.imageUrl).toMatch(/^\/media\/art\/category\/[a-z-]+\.svg$/);
    const image = await t.request({ method: 'GET', url: blog.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('GET /api/blog/search-by-blog-name', async () => {
    const res = await t.request({ method: 'GET', url: `/api/blog/search-by-blog-name?websiteId=1&blogName=${encodeURIComponent(SLUG.replace(/-/g, ' '))}` });
    expect(res.statusCode).toBe(200);
    const blog = BlogEnvelope.parse(res.json()).data;
    expect(blog.slug).toBe(SLUG);
    expectCleaned(res.body, blog.description);
  });
});
