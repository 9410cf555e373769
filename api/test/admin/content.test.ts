// The editor's packages: who may edit, what an edit checks, and that it shows on the
// public reads at once (through their caches), audited with before and after.
import type { EditablePackage } from '../../src/admin/content/package-edits';
import { describeEachDialect } from '../helpers/app';
import { adminInject, signedInOperator } from '../helpers/operators';
import { dataOf, editorApp, type EditorApp } from './content-fixtures';

describeEachDialect('admin content: packages', (dialect) => {
  let e: EditorApp;
  let pkg: EditablePackage;

  beforeAll(async () => {
    e = await editorApp(dialect);
    // a package of several days whose destination has other packages, so the listing stays
    const row = await e.t.app.db
      .selectFrom('packages')
      .select('slug')
      .where('days', '>', 2)
      .where((eb) => eb('destination_id', 'in', eb.selectFrom('packages').select('destination_id').groupBy('destination_id').having((h) => h.fn.countAll(), '>', 2)))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    pkg = dataOf<EditablePackage>(await e.as('GET', `/api/admin/packages/${row.slug}`));
  });
  afterAll(() => e.t.close());

  const edit = (overrides: Partial<EditablePackage> = {}) => ({
    price: pkg.price,
    description: pkg.description,
    inclusions: pkg.inclusions,
    exclusions: pkg.exclusions,
    itinerary: pkg.itinerary,
    active: true,
    ...overrides,
  });
  const publicListing = async () => {
    const res = await e.t.request({ method: 'GET', url: `/api/package/search-main-package-and-sub-package?destinationName=${encodeURIComponent(pkg.destination)}` });
    expect(res.statusCode).toBe(200);
    return res.json().data.packageResponse as { slug: string; price: number; rating: number; hotelCategory: number | null }[];
  };
  const publicDetail = () => e.t.request({ method: 'GET', url: `/api/package/get-package-detail-and-itinerary?packageName=${pkg.slug}` });

  describe('who may', () => {
    it('refuses a visitor without a session (401), an agent (403) and a write without the CSRF token (403)', async () => {
      expect((await adminInject(e.t, null, { method: 'GET', url: '/api/admin/packages' })).statusCode).toBe(401);
      const agent = await signedInOperator(e.t, 'agent');
      const asAgent = await adminInject(e.t, agent.session, { method: 'GET', url: '/api/admin/packages' });
      expect(asAgent.statusCode).toBe(403);
      expect(asAgent.json().message).toBe('Your role cannot do this.');
      expect((await adminInject(e.t, agent.session, { method: 'PUT', url: `/api/admin/packages/${pkg.slug}`, payload: edit() })).statusCode).toBe(403);
      const forged = await adminInject(e.t, e.editor.session, { method: 'PUT', url: `/api/admin/packages/${pkg.slug}`, payload: edit({ price: 1 }), csrf: false });
      expect(forged.statusCode).toBe(403);
      expect(dataOf<EditablePackage>(await e.as('GET', `/api/admin/packages/${pkg.slug}`)).price).toBe(pkg.price);
    });

    it('lets an admin edit too', async () => {
      const admin = await signedInOperator(e.t, 'admin');
      expect((await adminInject(e.t, admin.session, { method: 'GET', url: `/api/admin/packages/${pkg.slug}` })).statusCode).toBe(200);
    });
  });

  describe('reads', () => {
    it('lists packages 25 a page, searchable by part of a name, whatever its case', async () => {
      const first = dataOf<{ items: { slug: string }[]; total: number; page: number; pageSize: number }>(await e.as('GET', '/api/admin/packages'));
      expect(first.pageSize).toBe(25);
      expect(first.items).toHaveLength(25);
      expect(first.total).toBeGreaterThan(200);
      const word = pkg.name.split(' ')[0]!.toUpperCase();
      const found = dataOf<{ items: { slug: string; name: string }[]; total: number }>(await e.as('GET', `/api/admin/packages?q=${encodeURIComponent(word)}&page=1`));
      expect(found.total).toBeGreaterThan(0);
      expect(found.total).toBeLessThan(first.total);
      // LIKE's wildcards are taken literally
      expect(dataOf<{ total: number }>(await e.as('GET', '/api/admin/packages?q=%25%25')).total).toBe(0);
      expect(dataOf<{ items: unknown[] }>(await e.as('GET', '/api/admin/packages?page=999')).items).toEqual([]);
    });

    it('answers one package with its itinerary, and 404 for none', async () => {
      expect(pkg.itinerary.map((d) => d.day)).toEqual(Array.from({ length: pkg.days }, (_, i) => i + 1));
      expect([3, 4, 5]).toContain(pkg.hotelCategory);
      expect((await e.as('GET', '/api/admin/packages/no-such-package')).statusCode).toBe(404);
    });
  });

  describe('an edit', () => {
    it('shows on the public listing and page at once, through their caches', async () => {
      // warm the caches first: the edit must show through them
      expect((await publicListing()).find((p) => p.slug === pkg.slug)?.price).toBe(pkg.price);
      expect((await publicDetail()).json().data.packageDetailResponse.price).toBe(pkg.price);

      const itinerary = pkg.itinerary.map((d, i) => (i === 0 ? { ...d, description: 'Arrive and meet our driver at the airport.' } : d));
      const res = await e.as('PUT', `/api/admin/packages/${pkg.slug}`, edit({ price: pkg.price + 1000, inclusions: [...pkg.inclusions, 'A sunset boat ride'], itinerary }));
      const edited = dataOf<EditablePackage>(res);
      expect(edited.price).toBe(pkg.price + 1000);

      expect((await publicListing()).find((p) => p.slug === pkg.slug)?.price).toBe(pkg.price + 1000);
      const detail = (await publicDetail()).json().data;
      expect(detail.packageDetailResponse.price).toBe(pkg.price + 1000);
      expect(detail.packageDetailResponse.inclusions.split('\n')).toContain('A sunset boat ride');
      expect(detail.itineraryNameResponseList[0].description).toBe('Arrive and meet our driver at the airport.');
      pkg = edited;
    });

    it('is audited with what it was before and after, by whom', async () => {
      const entries = await e.audit(`package:${pkg.slug}`);
      const last = entries[entries.length - 1]!;
      expect(last.action).toBe('package.update');
      expect(last.operatorId).toBe(e.editor.id);
      expect((last.before as { price: number }).price).toBe(pkg.price - 1000);
      expect((last.after as { price: number }).price).toBe(pkg.price);
      expect((last.after as { inclusions: string[] }).inclusions).toContain('A sunset boat ride');
    });

    it('changes the itinerary PDF’s version, so the PDF shows the edit', async () => {
      const before = (await e.t.request({ method: 'GET', url: `/api/package/package-pdf/${pkg.slug}` })).json().data;
      await e.as('PUT', `/api/admin/packages/${pkg.slug}`, edit({ price: pkg.price + 1 }));
      const after = (await e.t.request({ method: 'GET', url: `/api/package/package-pdf/${pkg.slug}` })).json().data;
      expect(after).not.toEqual(before);
      pkg = dataOf<EditablePackage>(await e.as('GET', `/api/admin/packages/${pkg.slug}`));
    });

    it('cleans the description to a blurb’s tags; plain text becomes a paragraph', async () => {
      const html = dataOf<EditablePackage>(await e.as('PUT', `/api/admin/packages/${pkg.slug}`, edit({ description: '<p onclick="x()">Calm <b>beaches</b></p><script>alert(1)</script>' }))).description;
      expect(html).toBe('<p>Calm <b>beaches</b></p>');
      expect(dataOf<EditablePackage>(await e.as('PUT', `/api/admin/packages/${pkg.slug}`, edit({ description: 'Sun & sand' }))).description).toBe('<p>Sun &amp; sand</p>');
    });
  });

  describe('an inactive package', () => {
    it('leaves every listing, its page and its PDF answer 404, and comes back when active again', async () => {
      dataOf(await e.as('PUT', `/api/admin/packages/${pkg.slug}`, edit({ active: false })));
      expect((await publicListing()).map((p) => p.slug)).not.toContain(pkg.slug);
      expect((await publicDetail()).statusCode).toBe(404);
      expect((await e.t.request({ method: 'GET', url: `/api/package/package-pdf/${pkg.slug}` })).statusCode).toBe(404);
      // the editor still sees it, to put it back
      const listed = dataOf<{ items: { slug: string; active: boolean }[] }>(await e.as('GET', `/api/admin/packages?q=${encodeURIComponent(pkg.name)}`));
      expect(listed.items.find((p) => p.slug === pkg.slug)?.active).toBe(false);

      dataOf(await e.as('PUT', `/api/admin/packages/${pkg.slug}`, edit({ active: true })));
      expect((await publicListing()).map((p) => p.slug)).toContain(pkg.slug);
      expect((await publicDetail()).statusCode).toBe(200);
    });
  });

  describe('bad input', () => {
    const refused = async (body: unknown, message: RegExp) => {
      const res = await e.as('PUT', `/api/admin/packages/${pkg.slug}`, body);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: expect.stringMatching(message) });
    };

    it.each([
      [{ price: 0 }, /more than 0/],
      [{ price: -5 }, /more than 0/],
      [{ price: 12.5 }, /whole rupees/],
      [{ price: 50_000_000 }, /at most 1000000/],
      [{ price: '9999' }, /number of rupees/],
      [{ description: '   ' }, /description cannot be empty/i],
      [{ inclusions: ['ok', ''] }, /cannot be empty/],
      [{ inclusions: ['two\nlines'] }, /one line/],
      [{ active: 'yes' }, /true or false/],
    ])('refuses %j with a 400 that says why', async (overrides, message) => {
      await refused(edit(overrides as Partial<EditablePackage>), message);
    });

    it('refuses itinerary days out of order, missing or added', async () => {
      const days = pkg.itinerary;
      await refused(edit({ itinerary: [days[1]!, days[0]!, ...days.slice(2)] }), /numbered 1, 2, 3/);
      await refused(edit({ itinerary: days.slice(0, -1) }), new RegExp(`must have ${pkg.days} days`));
      await refused(edit({ itinerary: [...days, { day: days.length + 1, name: 'Extra', description: 'More' }] }), new RegExp(`must have ${pkg.days} days`));
      await refused(edit({ itinerary: [] }), /at least one day/);
    });

    it('refuses a missing field and a body that is not an object', async () => {
      const { price: _price, ...noPrice } = edit();
      await refused(noPrice, /number of rupees/);
      await refused([1, 2], /JSON object/);
    });

    it('leaves the package as it was after a refusal, with no audit entry', async () => {
      const entries = (await e.audit(`package:${pkg.slug}`)).length;
      await e.as('PUT', `/api/admin/packages/${pkg.slug}`, edit({ price: -1 }));
      expect(dataOf<EditablePackage>(await e.as('GET', `/api/admin/packages/${pkg.slug}`)).price).toBe(pkg.price);
      expect((await e.audit(`package:${pkg.slug}`)).length).toBe(entries);
    });

    it('answers 404 for an edit of no package', async () => {
      expect((await e.as('PUT', '/api/admin/packages/no-such-package', edit())).statusCode).toBe(404);
    });
  });
});
