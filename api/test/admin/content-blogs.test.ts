// The editor's blogs, destinations and phone number: Markdown stored clean and shown
// on the public read at once, FAQs replaced in order, the number checked; each edit
// audited with before and after.
import { describeEachDialect } from '../helpers/app';
import { adminInject, signedInOperator } from '../helpers/operators';
import { dataOf, editorApp, type EditorApp } from './content-fixtures';

describeEachDialect('admin content: blogs, destinations, phone', (dialect) => {
  let e: EditorApp;
  beforeAll(async () => {
    e = await editorApp(dialect);
  });
  afterAll(() => e.t.close());

  describe('blogs', () => {
    let slug: string;
    beforeAll(async () => {
      slug = dataOf<{ items: { slug: string }[] }>(await e.as('GET', '/api/admin/blogs')).items[0]!.slug;
    });
    const publicBlog = () => e.t.request({ method: 'GET', url: `/api/blog/search-by-blog-name?blogName=${encodeURIComponent(slug.replace(/-/g, ' '))}` });

    it('answers an article with the Markdown it is written in', async () => {
      const blog = dataOf<{ markdown: string; html: string }>(await e.as('GET', `/api/admin/blogs/${slug}`));
      expect(blog.markdown).toMatch(/^#|\w/);
      expect(blog.html).toContain('<p>');
      expect((await e.as('GET', '/api/admin/blogs/no-such-article')).statusCode).toBe(404);
    });

    it('previews Markdown as the site will show it, cleaned', async () => {
      const markdown = '## Hi\n\n**bold** and [a link](javascript:alert(1))\n\n<script>alert(1)</script>\n\n<img src="javascript:x" onerror="y()">';
      const { html } = dataOf<{ html: string }>(await e.as('POST', '/api/admin/blogs/preview', { markdown }));
      expect(html).toContain('<h2>Hi</h2>');
      expect(html).toContain('<strong>bold</strong>');
      expect(html).not.toMatch(/<script|alert\(1\)<\/script|onerror|(href|src)="javascript:/i);
    });

    it('stores an edit cleaned (a <script> is never stored), shows it publicly at once and audits it', async () => {
      await publicBlog(); // warm the cache
      const markdown = '## Monsoon in Goa\n\nGreen hills.<script>document.cookie</script>\n\n<a href="https://example.in" onclick="x()">Read</a>';
      const edited = dataOf<{ name: string; html: string; markdown: string }>(await e.as('PUT', `/api/admin/blogs/${slug}`, { name: 'Goa in the rain', markdown }));
      expect(edited.html).toContain('<h2>Monsoon in Goa</h2>');
      const stored = await e.t.app.db.selectFrom('blogs').select(['description_html', 'name']).where('slug', '=', slug).executeTakeFirstOrThrow();
      expect(stored.name).toBe('Goa in the rain');
      expect(stored.description_html).not.toMatch(/<script|onclick|document\.cookie/i);
      expect(stored.description_html).toContain('Green hills.');

      const shown = (await publicBlog()).json().data;
      expect(shown.name).toBe('Goa in the rain');
      expect(shown.description).toContain('Monsoon in Goa');

      const [entry] = (await e.audit(`blog:${slug}`)).slice(-1);
      expect(entry).toMatchObject({ action: 'blog.update', operatorId: e.editor.id, after: { name: 'Goa in the rain', markdown } });
      expect((entry!.before as { name: string }).name).not.toBe('Goa in the rain');
    });

    it('refuses an empty title or article, with a 400 that says why', async () => {
      const empty = await e.as('PUT', `/api/admin/blogs/${slug}`, { name: ' ', markdown: 'x' });
      expect({ status: empty.statusCode, message: empty.json().message }).toEqual({ status: 400, message: 'The title cannot be empty.' });
      expect((await e.as('PUT', `/api/admin/blogs/${slug}`, { name: 'x' })).statusCode).toBe(400);
      expect((await e.as('PUT', `/api/admin/blogs/${slug}`, { name: 'x', markdown: 'y'.repeat(100_001) })).statusCode).toBe(400);
    });
  });

  describe('destinations', () => {
    it('replaces the description and FAQs, shown on the public listing at once, audited', async () => {
      const list = dataOf<{ slug: string; name: string; faqCount: number }[]>(await e.as('GET', '/api/admin/destinations'));
      const goa = list.find((d) => d.slug === 'goa') ?? list[0]!;
      expect(goa.faqCount).toBeGreaterThan(0);
      const before = dataOf<{ description: string; faqs: { question: string; answer: string }[] }>(await e.as('GET', `/api/admin/destinations/${goa.slug}`));
      const listing = () => e.t.request({ method: 'GET', url: `/api/package/search-main-package-and-sub-package?destinationName=${encodeURIComponent(goa.name)}` });
      await listing(); // warm the cache

      const faqs = [
        { question: 'When is the best time?', answer: 'November to February.' },
        { question: 'Do I need a permit?', answer: 'No.' },
      ];
      const edited = dataOf<{ description: string; faqs: unknown[] }>(await e.as('PUT', `/api/admin/destinations/${goa.slug}`, { description: 'Beaches and churches.', faqs }));
      expect(edited).toMatchObject({ description: 'Beaches and churches.', faqs });

      const shown = (await listing()).json().data;
      expect(shown.mainPackageResponse.description).toBe('Beaches and churches.');
      expect(shown.questionResponses.map((q: { question: string }) => q.question)).toEqual(faqs.map((f) => f.question));
      expect(shown.answerResponses.map((a: { answer: string }) => a.answer)).toEqual(faqs.map((f) => f.answer));

      const [entry] = (await e.audit(`destination:${goa.slug}`)).slice(-1);
      expect(entry).toMatchObject({ action: 'destination.update', before: { description: before.description, faqs: before.faqs }, after: { description: 'Beaches and churches.', faqs } });
    });

    it('refuses an FAQ without an answer and answers 404 for no destination', async () => {
      const res = await e.as('PUT', '/api/admin/destinations/goa', { description: 'x', faqs: [{ question: 'Why?', answer: '' }] });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: 'An answer cannot be empty.' });
      expect((await e.as('PUT', '/api/admin/destinations/nowhere', { description: 'x', faqs: [] })).statusCode).toBe(404);
    });
  });

  describe('phone number', () => {
    it('changes the number the site shows at once, audited; spaces and hyphens are dropped', async () => {
      const before = dataOf<{ phone: string }>(await e.as('GET', '/api/admin/site/phone')).phone;
      const tfn = () => e.t.request({ method: 'GET', url: '/api/tfn/get-by-website-id/1?websiteId=1' });
      expect((await tfn()).json().data.tfnNumber).toBe(before);
      expect(dataOf<{ phone: string }>(await e.as('PUT', '/api/admin/site/phone', { phone: '98100-12 345' })).phone).toBe('9810012345');
      expect((await tfn()).json().data.tfnNumber).toBe('9810012345');
      const [entry] = (await e.audit('site:phone')).slice(-1);
      expect(entry).toMatchObject({ action: 'phone.update', before: { phone: before }, after: { phone: '9810012345' } });
    });

    it.each([['12345'], ['98100123456'], ['+91 98100 12345'], ['call us']])('refuses %j', async (phone) => {
      const res = await e.as('PUT', '/api/admin/site/phone', { phone });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: 'The phone number must be 10 digits.' });
    });

    it('is refused to an agent', async () => {
      const agent = await signedInOperator(e.t, 'agent');
      expect((await adminInject(e.t, agent.session, { method: 'PUT', url: '/api/admin/site/phone', payload: { phone: '9000000000' } })).statusCode).toBe(403);
      expect((await adminInject(e.t, null, { method: 'GET', url: '/api/admin/site/phone' })).statusCode).toBe(401);
    });
  });
});
