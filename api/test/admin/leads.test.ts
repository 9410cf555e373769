// GET /api/admin/leads and leads.csv: every kind of lead in one list, newest first,
// each filter, the search, paging and the CSV, for agents only. The leads are
// stored through the public routes, as visitors store them.
import { createTestApp, describeEachDialect, type TestApp } from '../helpers/app';
import { type AdminSession, adminInject, signedInOperator } from '../helpers/operators';
import { postBooking, postContact, postEnquiry, postQuote, type StoredLead } from './leads-fixtures';

interface Item {
  kind: string;
  id: number;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  destination: string;
  status: string;
  owner: { id: number; email: string } | null;
}

const key = (lead: { kind: string; id: number }) => `${lead.kind}:${lead.id}`;

describeEachDialect('leads inbox: list and CSV', (dialect) => {
  let t: TestApp;
  let agent: { id: number; email: string; session: AdminSession };
  let enquiry: StoredLead;
  let booking: StoredLead;
  let contact: StoredLead;
  let quote: StoredLead;
  let latest: StoredLead;
  let bookingDestination: string;

  const get = (url: string, session: AdminSession | null = agent.session) => adminInject(t, session, { method: 'GET', url });
  const list = async (query = ''): Promise<{ items: Item[]; total: number; page: number; pageSize: number }> => {
    const res = await get(`/api/admin/leads${query}`);
    if (res.statusCode !== 200) throw new Error(`GET /api/admin/leads${query} answered ${res.statusCode}: ${res.body}`);
    return res.json().data;
  };
  const keys = async (query = '') => (await list(query)).items.map(key);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    agent = await signedInOperator(t, 'agent');
    enquiry = await postEnquiry(t, { name: 'Priya Sharma', phone: '9876543210', email: 'priya@example.in', destination: 'Goa' });
    booking = await postBooking(t, { leadName: 'Rahul Verma', phone: '9123456780', email: 'rahul@example.in' });
    contact = await postContact(t, { name: 'Meera Iyer', email: 'meera@example.in' });
    quote = await postQuote(t, 'quote-session-0001', ['Kerala for two in December?'], { name: 'Arjun Nair', phone: '9988776655', email: 'arjun@example.in', destination: 'Kerala' });
    latest = await postEnquiry(t, { name: 'Zoya Khan', phone: '9000012345', email: 'zoya@example.in', destination: '=SUM(1+1)' });
    const row = await t.database.handle.db
      .selectFrom('booking_requests')
      .innerJoin('packages', 'packages.id', 'booking_requests.package_id')
      .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
      .select('destinations.name')
      .where('booking_requests.id', '=', booking.id)
      .executeTakeFirstOrThrow();
    bookingDestination = row.name;
  });
  afterAll(() => t.close());

  it('answers 401 without a session and 403 to an editor', async () => {
    const anonymous = await get('/api/admin/leads', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 0, message: 'Please sign in.' });
    const editor = await signedInOperator(t, 'editor');
    for (const url of ['/api/admin/leads', '/api/admin/leads.csv', `/api/admin/leads/enquiry/${enquiry.id}`]) {
      const res = await get(url, editor.session);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 0, message: 'Your role cannot do this.' });
    }
    expect((await get('/api/admin/leads.csv', null)).statusCode).toBe(401);
  });

  it('lists every kind newest first, each new and nobody\'s, with what each form stored', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(page.items.map(key)).toEqual([latest, quote, contact, booking, enquiry].map(key));
    const byKey = new Map(page.items.map((item) => [key(item), item]));
    expect(byKey.get(key(enquiry))).toEqual({
      kind: 'enquiry', id: enquiry.id, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), name: 'Priya Sharma',
      email: 'priya@example.in', phone: '9876543210', destination: 'Goa', status: 'new', owner: null,
    });
    expect(byKey.get(key(booking))).toMatchObject({ name: 'Rahul Verma', phone: '9123456780', destination: bookingDestination });
    // the contact form asks for neither
    expect(byKey.get(key(contact))).toMatchObject({ name: 'Meera Iyer', email: 'meera@example.in', phone: '', destination: '' });
    expect(byKey.get(key(quote))).toMatchObject({ kind: 'quote', name: 'Arjun Nair', destination: 'Kerala' });
    const stored = await t.database.handle.db.selectFrom('enquiries').select('created_at').where('id', '=', enquiry.id).executeTakeFirstOrThrow();
    expect(byKey.get(key(enquiry))?.createdAt).toBe(stored.created_at);
  });

  it('filters by kind: a quote is an enquiry from Luna, listed apart', async () => {
    expect(await keys('?kind=quote')).toEqual([key(quote)]);
    expect(await keys('?kind=enquiry')).toEqual([latest, enquiry].map(key));
    expect(await keys('?kind=booking')).toEqual([key(booking)]);
    expect(await keys('?kind=contact')).toEqual([key(contact)]);
    // blank filters, as the console sends them, are no filters
    expect((await list('?kind=&status=&owner=&from=&to=&destination=&q=')).total).toBe(5);
  });

  it('filters by destination, any case; a booking by its package\'s', async () => {
    expect(await keys('?destination=goa')).toEqual([key(enquiry)]);
    expect(await keys(`?destination=${encodeURIComponent(bookingDestination.toUpperCase())}`)).toContain(key(booking));
    expect(await keys('?destination=Atlantis')).toEqual([]);
  });

  it('filters by day (UTC), both ends included', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(5);
    expect((await list(`?to=${yesterday}`)).total).toBe(0);
    expect((await list(`?from=${tomorrow}`)).total).toBe(0);
    expect((await list(`?from=${yesterday}`)).total).toBe(5);
  });

  it('searches name, email and phone, any case, on every kind', async () => {
    expect(await keys('?q=zoya')).toEqual([key(latest)]);
    expect(await keys('?q=KHAN')).toEqual([key(latest)]);
    expect(await keys('?q=ARJUN%40EXAMPLE')).toEqual([key(quote)]);
    expect(await keys('?q=98765')).toEqual([key(enquiry)]);
    expect(await keys(`?q=${encodeURIComponent('+91 91234 56780')}`)).toEqual([key(booking)]);
    expect(await keys('?q=meera')).toEqual([key(contact)]);
    expect(await keys('?q=rahul&kind=contact')).toEqual([]);
    // wildcards are letters like any other
    expect(await keys('?q=%25')).toEqual([]);
    expect(await keys('?q=_')).toEqual([]);
    // a broken escape is searched for as it came
    expect(await keys('?q=%FF')).toEqual([]);
  });

  it('filters by status and owner once a lead is worked', async () => {
    const res = await adminInject(t, agent.session, { method: 'PATCH', url: `/api/admin/leads/quote/${quote.id}`, payload: { status: 'contacted', ownerId: agent.id } });
    expect(res.statusCode).toBe(200);
    expect(await keys('?status=contacted')).toEqual([key(quote)]);
    expect(await keys('?status=new')).toEqual([latest, contact, booking, enquiry].map(key));
    expect(await keys(`?owner=${agent.id}`)).toEqual([key(quote)]);
    expect(await keys('?owner=none')).toEqual([latest, contact, booking, enquiry].map(key));
    expect((await list(`?owner=${agent.id}`)).items[0]).toMatchObject({ status: 'contacted', owner: { id: agent.id, email: agent.email } });
    expect(await keys('?owner=999999')).toEqual([]);
  });

  it('pages the merged list', async () => {
    const all = await keys();
    const first = await list('?pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map(key)).toEqual(all.slice(0, 2));
    expect((await list('?pageSize=2&page=2')).items.map(key)).toEqual(all.slice(2, 4));
    expect((await list('?pageSize=2&page=3')).items.map(key)).toEqual(all.slice(4));
    expect((await list('?pageSize=2&page=4')).items).toEqual([]);
    expect((await list('?pageSize=100')).items).toHaveLength(5);
  });

  it.each([
    ['?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ['?pageSize=0', 'pageSize must be a whole number from 1 to 100'],
    ['?page=0', 'page must be a whole number from 1'],
    ['?page=abc', 'page must be a whole number from 1'],
    ['?kind=lead', 'kind must be one of enquiry, quote, booking, contact'],
    ['?status=open', 'status must be one of new, contacted, quoted, won, lost'],
    ['?owner=me', "owner must be an operator id or 'none'"],
    ['?owner=99999999999999', "owner must be an operator id or 'none'"],
    ['?from=2026-13-01', 'from must be a date as YYYY-MM-DD'],
    ['?to=yesterday', 'to must be a date as YYYY-MM-DD'],
    ['?from=2026-11-02&to=2026-11-01', 'from must be on or before to'],
    ['?q=' + 'x'.repeat(101), 'q can be at most 100 characters'],
    ['?kind=quote&kind=booking', 'kind must be one of enquiry, quote, booking, contact'],
    ['?q=%00', 'q cannot contain control characters'],
    ['?destination=Goa%00', 'destination cannot contain control characters'],
  ])('%s: 400 "%s"', async (query, message) => {
    const res = await get(`/api/admin/leads${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, message });
    const csv = await get(`/api/admin/leads.csv${query}`);
    expect(csv.statusCode).toBe(query.includes('page') ? 200 : 400);
  });

  it('exports the filtered list as CSV, newest first, formulas defused', async () => {
    const res = await get('/api/admin/leads.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('kind,id,created_at,name,email,phone,destination,status,owner');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(':'))).toEqual(await keys());
    const zoya = lines.find((line) => line.startsWith(`enquiry,${latest.id},`));
    expect(zoya?.split(',').slice(3)).toEqual(['Zoya Khan', 'zoya@example.in', '9000012345', "'=SUM(1+1)", 'new', '']);
    const worked = lines.find((line) => line.startsWith(`quote,${quote.id},`));
    expect(worked?.split(',').slice(-2)).toEqual(['contacted', agent.email]);

    const filtered = (await get('/api/admin/leads.csv?kind=enquiry&q=priya')).body.split('\r\n');
    expect(filtered).toHaveLength(3);
    expect(filtered[1]).toMatch(new RegExp(`^enquiry,${enquiry.id},.*,Priya Sharma,priya@example.in,9876543210,Goa,new,$`));
  });
});
