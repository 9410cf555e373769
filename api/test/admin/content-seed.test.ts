// db:seed after an operator's edits: the edited rows stay as the operator left them,
// an inactive package stays off the site, and the rows nobody edited still follow
// the content files.
import * as content from '../../src/content/index';
import { seedDatabase } from '../../src/db/seed';
import { describeEachDialect } from '../helpers/app';
import { dataOf, editorApp, type EditorApp } from './content-fixtures';

describeEachDialect('admin content: db:seed keeps edits', (dialect) => {
  let e: EditorApp;
  beforeAll(async () => {
    e = await editorApp(dialect);
  });
  afterAll(() => e.t.close());

  it('keeps an edited package, blog, destination and phone number, and an inactive package inactive', async () => {
    const db = e.t.app.db;
    const [edited, deactivated] = await db.selectFrom('packages').select(['slug']).where('days', '>', 1).orderBy('id').limit(2).execute();
    const pkg = dataOf<{ price: number; description: string; inclusions: string[]; exclusions: string[]; itinerary: unknown[] }>(await e.as('GET', `/api/admin/packages/${edited!.slug}`));
    const body = { price: 12_345, description: pkg.description, inclusions: pkg.inclusions, exclusions: pkg.exclusions, itinerary: pkg.itinerary, active: true };
    dataOf(await e.as('PUT', `/api/admin/packages/${edited!.slug}`, body));
    const other = dataOf<typeof pkg>(await e.as('GET', `/api/admin/packages/${deactivated!.slug}`));
    dataOf(await e.as('PUT', `/api/admin/packages/${deactivated!.slug}`, { ...other, active: false }));

    const blog = await db.selectFrom('blogs').select('slug').orderBy('id').executeTakeFirstOrThrow();
    dataOf(await e.as('PUT', `/api/admin/blogs/${blog.slug}`, { name: 'An edited title', markdown: '## Edited\n\nBy an editor.' }));
    const destination = await db.selectFrom('destinations').select('slug').orderBy('id').executeTakeFirstOrThrow();
    dataOf(await e.as('PUT', `/api/admin/destinations/${destination.slug}`, { description: 'Edited description.', faqs: [{ question: 'Edited?', answer: 'Yes.' }] }));
    dataOf(await e.as('PUT', '/api/admin/site/phone', { phone: '9000000001' }));

    const report = await seedDatabase(db, content);
    expect(report).toMatchObject({ changedPackages: 0, changedBlogs: 0, changedDestinations: 0 });

    expect(await db.selectFrom('packages').select(['price', 'active']).where('slug', '=', edited!.slug).executeTakeFirstOrThrow()).toEqual({ price: 12_345, active: 1 });
    expect((await db.selectFrom('packages').select('active').where('slug', '=', deactivated!.slug).executeTakeFirstOrThrow()).active).toBe(0);
    const storedBlog = await db.selectFrom('blogs').select(['name', 'body_markdown']).where('slug', '=', blog.slug).executeTakeFirstOrThrow();
    expect(storedBlog).toEqual({ name: 'An edited title', body_markdown: '## Edited\n\nBy an editor.' });
    const d = dataOf<{ description: string; faqs: unknown[] }>(await e.as('GET', `/api/admin/destinations/${destination.slug}`));
    expect(d).toMatchObject({ description: 'Edited description.', faqs: [{ question: 'Edited?', answer: 'Yes.' }] });
    expect(dataOf<{ phone: string }>(await e.as('GET', '/api/admin/site/phone')).phone).toBe('9000000001');
  });

  it('still rewrites a package nobody edited when its content changes', async () => {
    const db = e.t.app.db;
    const untouched = await db.selectFrom('packages').select(['slug', 'price']).where('edited_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('packages').set({ price: 1, content_hash: 'stale' }).where('slug', '=', untouched.slug).execute();
    const report = await seedDatabase(db, content);
    expect(report.changedPackages).toBe(1);
    expect((await db.selectFrom('packages').select('price').where('slug', '=', untouched.slug).executeTakeFirstOrThrow()).price).toBe(untouched.price);
  });

  it('a package taken off the site stays off even when the seed rewrites it', async () => {
    const db = e.t.app.db;
    // inactive but not marked edited (a row switched off by hand): the seed never writes `active`
    const row = await db.selectFrom('packages').select('slug').where('edited_at', 'is', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('packages').set({ active: 0, content_hash: 'stale' }).where('slug', '=', row.slug).execute();
    expect((await seedDatabase(db, content)).changedPackages).toBe(1);
    expect((await db.selectFrom('packages').select('active').where('slug', '=', row.slug).executeTakeFirstOrThrow()).active).toBe(0);
  });
});
