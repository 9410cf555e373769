// One lead in the inbox: its detail (what the form stored, notes, deliveries, the
// Luna transcript of a quote) and an agent's work on it (status, owner, notes,
// another delivery attempt), each change stored with its audit entry.
import type { LeadDeliveryConfig } from '../../src/config';
import { leadsCsv } from '../../src/admin/leads/leads-csv';
import { listLeads } from '../../src/admin/leads/lead-list.query';
import { maskContactDetails } from '../../src/lib/mask-contact';
import { createTestApp, describeEachDialect, type TestApp } from '../helpers/app';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from '../helpers/lead-receivers';
import { type AdminSession, adminInject, createOperator, signedInOperator } from '../helpers/operators';
import { postBooking, postContact, postEnquiry, postQuote, type StoredLead } from './leads-fixtures';

const SECRET = 'test-webhook-secret-0123456789';

function deliveryConfig(webhook: WebhookReceiver): LeadDeliveryConfig {
  // A failed attempt gives up at once (giveUpMs 0), and the worker looks for due
  // deliveries only when a lead is stored: a retried delivery stays as the retry left it.
  return { webhook: { url: webhook.url, secret: SECRET }, email: null, retryMs: 40, maxRetryMs: 200, giveUpMs: 0, pollMs: 600_000, timeoutMs: 2000 };
}

describeEachDialect('leads inbox: a lead and its work', (dialect) => {
  let t: TestApp;
  let webhook: WebhookReceiver;
  let agent: { id: number; email: string; session: AdminSession };
  let enquiry: StoredLead;
  let booking: StoredLead;
  let contact: StoredLead;
  let quote: StoredLead;
  const SESSION = 'luna-session-for-quote-01';
  const SAID = ['Kerala for two in December, call me on 9876543210', 'Houseboat please'];

  const get = (url: string, session: AdminSession | null = agent.session) => adminInject(t, session, { method: 'GET', url });
  const patch = (lead: StoredLead, payload: unknown, session: AdminSession = agent.session) =>
    adminInject(t, session, { method: 'PATCH', url: `/api/admin/leads/${lead.kind}/${lead.id}`, payload: payload as object });
  const audit = (target: string) =>
    t.database.handle.db.selectFrom('audit_log').selectAll().where('target', '=', target).orderBy('id').execute();
  const deliveries = (kind: string, id: number) =>
    t.database.handle.db.selectFrom('lead_deliveries').selectAll().where('lead_kind', '=', kind === 'quote' ? 'enquiry' : (kind as 'enquiry')).where('lead_id', '=', id).execute();
  const settled = (lead: StoredLead) =>
    waitFor(async () => (await deliveries(lead.kind, lead.id)).every((d) => d.status !== 'pending'), () => `the deliveries of ${lead.kind} ${lead.id} to settle`);

  beforeAll(async () => {
    webhook = await startWebhookReceiver(SECRET);
    t = await createTestApp(dialect, { leadDelivery: deliveryConfig(webhook) });
    agent = await signedInOperator(t, 'agent');
    enquiry = await postEnquiry(t, { name: 'Priya Sharma', phone: '9876543210', email: 'priya@example.in', destination: 'Goa', contactPreference: ['whatsapp', 'phone'] });
    booking = await postBooking(t);
    contact = await postContact(t, { subject: 'Kerala in May', message: 'Is May a good month?' });
    quote = await postQuote(t, SESSION, SAID, { name: 'Arjun Nair', destination: 'Kerala' });
    for (const lead of [enquiry, booking, contact, quote]) await settled(lead);
  });
  afterAll(async () => {
    await t.close();
    await webhook.close();
  });

  describe('GET /api/admin/leads/:kind/:id', () => {
    it('answers what the form stored by label, the contact preference and each delivery', async () => {
      const res = await get(`/api/admin/leads/enquiry/${enquiry.id}`);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      const [delivery] = await deliveries('enquiry', enquiry.id);
      expect(data).toMatchObject({
        kind: 'enquiry',
        id: enquiry.id,
        status: 'new',
        owner: null,
        contactPreference: ['phone', 'whatsapp'],
        notes: [],
        transcript: null,
        deliveries: [{ id: delivery!.id, channel: 'webhook', status: 'delivered', attempts: 1, lastError: '', deliveredAt: delivery!.delivered_at }],
      });
      expect(data.fields).toMatchObject({ Name: 'Priya Sharma', Phone: '9876543210', Email: 'priya@example.in', Destination: 'Goa', 'Departure city': 'Delhi', People: '2' });
      expect(data.deliveries[0].deliveredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it("answers a booking with its package and a contact message with its message", async () => {
      const pkg = await t.database.handle.db.selectFrom('packages').select('name').where('id', '=', await t.firstPackageId()).executeTakeFirstOrThrow();
      const b = (await get(`/api/admin/leads/booking/${booking.id}`)).json().data;
      expect(b.fields).toMatchObject({ Name: 'Rahul Verma', Package: pkg.name, Duration: '4 Days / 3 Nights', People: '2' });
      const c = (await get(`/api/admin/leads/contact/${contact.id}`)).json().data;
      expect(c.fields).toMatchObject({ Name: 'Meera Iyer', Subject: 'Kerala in May', Message: 'Is May a good month?', Form: 'Contact' });
      expect(c.transcript).toBeNull();
    });

    it('answers a quote with its Luna transcript in order, contact details masked as stored', async () => {
      const { data } = (await get(`/api/admin/leads/quote/${quote.id}`)).json();
      const stored = await t.database.handle.db.selectFrom('chat_messages').selectAll().where('session_id', '=', SESSION).orderBy('id').execute();
      expect(stored).toHaveLength(4);
      expect(data.transcript).toEqual(stored.map((m) => ({ sender: m.sender, text: m.text, createdAt: m.created_at })));
      expect(data.transcript.map((m: { sender: string }) => m.sender)).toEqual(['user', 'bot', 'user', 'bot']);
      expect(data.transcript[0].text).toBe(maskContactDetails(SAID[0]!));
      expect(data.transcript[0].text).not.toContain('9876543210');
      expect(data.fields).toMatchObject({ Name: 'Arjun Nair', Destination: 'Kerala' });
    });

    it.each([
      ['/api/admin/leads/lead/1', 'There is no such kind of lead: the kinds are enquiry, quote, booking, contact.'],
      ['/api/admin/leads/enquiry/999999', 'There is no enquiry 999999.'],
      ['/api/admin/leads/enquiry/abc', 'There is no enquiry with this id.'],
      ['/api/admin/leads/enquiry/99999999999999', 'There is no enquiry with this id.'],
      ['/api/admin/leads/enquiry/0', 'There is no enquiry with this id.'],
    ])('%s: 404 "%s"', async (url, message) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 0, message, data: null });
    });

    it('a quote is not an enquiry, nor an enquiry a quote', async () => {
      expect((await get(`/api/admin/leads/enquiry/${quote.id}`)).statusCode).toBe(404);
      expect((await get(`/api/admin/leads/quote/${enquiry.id}`)).json().message).toBe(`There is no quote ${enquiry.id}.`);
    });
  });

  describe('PATCH /api/admin/leads/:kind/:id', () => {
    it('stores the status and owner and audits before and after, in one go', async () => {
      const res = await patch(enquiry, { status: 'contacted', ownerId: agent.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ kind: 'enquiry', id: enquiry.id, status: 'contacted', owner: { id: agent.id, email: agent.email } });
      const work = await t.database.handle.db.selectFrom('lead_work').selectAll().where('lead_kind', '=', 'enquiry').where('lead_id', '=', enquiry.id).executeTakeFirstOrThrow();
      expect(work).toMatchObject({ status: 'contacted', owner_id: agent.id });
      const [entry] = await audit(`enquiry:${enquiry.id}`);
      expect(entry).toMatchObject({ operator_id: agent.id, action: 'lead.update', ip: '127.0.0.1' });
      expect(JSON.parse(entry!.before!)).toEqual({ status: 'new', ownerId: null });
      expect(JSON.parse(entry!.after!)).toEqual({ status: 'contacted', ownerId: agent.id });

      const unassigned = await patch(enquiry, { status: 'quoted', ownerId: null });
      expect(unassigned.json().data).toMatchObject({ status: 'quoted', owner: null });
      const entries = await audit(`enquiry:${enquiry.id}`);
      expect(entries).toHaveLength(2);
      expect(JSON.parse(entries[1]!.before!)).toEqual({ status: 'contacted', ownerId: agent.id });
      expect(JSON.parse(entries[1]!.after!)).toEqual({ status: 'quoted', ownerId: null });
    });

    it('changes only what is sent; sending what is stored changes and audits nothing', async () => {
      await patch(booking, { ownerId: agent.id });
      const res = await patch(booking, { status: 'won' });
      expect(res.json().data).toMatchObject({ status: 'won', owner: { id: agent.id } });
      expect(await audit(`booking:${booking.id}`)).toHaveLength(2);
      await patch(booking, { status: 'won', ownerId: agent.id });
      expect(await audit(`booking:${booking.id}`)).toHaveLength(2);
    });

    it('refuses an owner that is not an active operator, and bad input, storing nothing', async () => {
      const disabled = await createOperator(t, { role: 'agent', disabled: true });
      const cases: [unknown, string][] = [
        [{ ownerId: disabled.id }, 'ownerId must be the id of an active operator'],
        [{ ownerId: 999999 }, 'ownerId must be the id of an active operator'],
        [{ ownerId: 'me' }, 'ownerId must be an operator id or null'],
        [{ ownerId: 1.5 }, 'ownerId must be an operator id or null'],
        [{ ownerId: 1e12 }, 'ownerId must be an operator id or null'],
        [{ status: 'open' }, 'status must be one of new, contacted, quoted, won, lost'],
        [{}, 'Send status, ownerId or both.'],
        [[], 'Request body must be a JSON object'],
      ];
      for (const [payload, message] of cases) {
        const res = await patch(contact, payload);
        expect([res.statusCode, res.json().message]).toEqual([400, message]);
      }
      expect(await t.database.handle.db.selectFrom('lead_work').selectAll().where('lead_kind', '=', 'contact').execute()).toEqual([]);
      expect(await audit(`contact:${contact.id}`)).toEqual([]);
      expect((await patch({ kind: 'contact', id: 999999 }, { status: 'won' })).statusCode).toBe(404);
    });

    it('refuses a write without the CSRF token and an editor', async () => {
      const forged = await adminInject(t, agent.session, { method: 'PATCH', url: `/api/admin/leads/contact/${contact.id}`, payload: { status: 'won' }, csrf: false });
      expect(forged.statusCode).toBe(403);
      const editor = await signedInOperator(t, 'editor');
      expect((await patch(contact, { status: 'won' }, editor.session)).statusCode).toBe(403);
      const admin = await signedInOperator(t, 'admin');
      expect((await patch(contact, { status: 'lost' }, admin.session)).json().data.status).toBe('lost');
    });
  });

  describe('POST /api/admin/leads/:kind/:id/notes', () => {
    const note = (lead: StoredLead, text: unknown) =>
      adminInject(t, agent.session, { method: 'POST', url: `/api/admin/leads/${lead.kind}/${lead.id}/notes`, payload: { text } });

    it('stores the note trimmed with its author and audits it', async () => {
      const res = await note(quote, '  Called: wants a houseboat in Alleppey.  ');
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(data).toEqual({ id: expect.any(Number), text: 'Called: wants a houseboat in Alleppey.', author: { id: agent.id, email: agent.email }, createdAt: expect.stringMatching(/^\d{4}-/) });
      const stored = await t.database.handle.db.selectFrom('lead_notes').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ lead_kind: 'quote', lead_id: quote.id, operator_id: agent.id, text: 'Called: wants a houseboat in Alleppey.' });
      const [entry] = await audit(`quote:${quote.id}`);
      expect(entry).toMatchObject({ action: 'lead.note', operator_id: agent.id, before: null });
      expect(JSON.parse(entry!.after!)).toEqual({ id: data.id, text: 'Called: wants a houseboat in Alleppey.' });
      await note(quote, 'Sent the quote.');
      const detail = (await get(`/api/admin/leads/quote/${quote.id}`)).json().data;
      expect(detail.notes.map((n: { text: string; author: { email: string } }) => [n.text, n.author.email])).toEqual([
        ['Called: wants a houseboat in Alleppey.', agent.email],
        ['Sent the quote.', agent.email],
      ]);
    });

    it.each([
      ['empty', '', 'Note text is required'],
      ['blank', '   ', 'Note text is required'],
      ['missing', undefined, 'Note text is required'],
      ['a number', 42, 'Note text is required'],
      ['2001 characters', 'x'.repeat(2001), 'A note can be at most 2000 characters'],
      ['with a NUL', 'Called\u0000', 'A note cannot contain control characters'],
    ])('text %s: 400 "%s", nothing stored', async (_label, text, message) => {
      const res = await note(booking, text);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
      expect(await t.database.handle.db.selectFrom('lead_notes').selectAll().where('lead_kind', '=', 'booking').execute()).toEqual([]);
    });

    it('takes a note of 2000 characters', async () => {
      expect((await note(booking, 'y'.repeat(2000))).statusCode).toBe(201);
    });
  });

  describe('POST /api/admin/leads/:kind/:id/deliveries/:deliveryId/retry', () => {
    const retry = (lead: StoredLead, deliveryId: number | string) =>
      adminInject(t, agent.session, { method: 'POST', url: `/api/admin/leads/${lead.kind}/${lead.id}/deliveries/${deliveryId}/retry` });

    it('makes a failed delivery pending and due now, audited', async () => {
      webhook.answers.push(500);
      const failing = await postEnquiry(t, { name: 'Kabir Das' });
      await settled(failing);
      const [failed] = await deliveries('enquiry', failing.id);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
      const before = Date.now();
      const res = await retry(failing, failed!.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ id: failed!.id, channel: 'webhook', status: 'pending', attempts: 1, lastError: failed!.last_error, deliveredAt: null });
      const [stored] = await deliveries('enquiry', failing.id);
      expect(stored).toMatchObject({ status: 'pending', attempts: 1, claimed_by: null, claimed_until: null });
      expect(Date.parse(stored!.next_attempt_at)).toBeGreaterThanOrEqual(before - 5);
      expect(Date.parse(stored!.next_attempt_at)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(stored!.give_up_at)).toBeGreaterThanOrEqual(before - 5);
      const [entry] = await audit(`enquiry:${failing.id}`);
      expect(entry).toMatchObject({ action: 'lead.delivery.retry', operator_id: agent.id });
      expect(JSON.parse(entry!.before!)).toMatchObject({ channel: 'webhook', status: 'failed', attempts: 1 });
      expect(JSON.parse(entry!.after!)).toMatchObject({ channel: 'webhook', status: 'pending', attempts: 1, nextAttemptAt: stored!.next_attempt_at });
    });

    it('refuses a delivered delivery (409) and one of another lead (404)', async () => {
      const [delivered] = await deliveries('booking', booking.id);
      const res = await retry(booking, delivered!.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This delivery has been delivered already; only a failed or pending one can be retried.');
      expect((await deliveries('booking', booking.id))[0]).toEqual(delivered);
      for (const id of [delivered!.id, 'abc', 99999999999999]) {
        const other = await retry(contact, id);
        expect([other.statusCode, other.json().message]).toEqual([404, 'This contact has no such delivery.']);
      }
      expect((await audit(`booking:${booking.id}`)).filter((e) => e.action === 'lead.delivery.retry')).toEqual([]);
    });
  });

  it('reads the list in batches without skipping or repeating a lead (the CSV)', async () => {
    const db = t.database.handle.db;
    const all = await listLeads(db, {}, { limit: 100 });
    const batched = [];
    let rows = await listLeads(db, {}, { limit: 2 });
    while (rows.length > 0) {
      batched.push(...rows);
      const last = rows[rows.length - 1]!;
      rows = await listLeads(db, {}, { limit: 2, after: { createdAt: last.created_at, kind: last.kind, id: last.id } });
    }
    expect(batched.map((r) => `${r.kind}:${r.id}`)).toEqual(all.map((r) => `${r.kind}:${r.id}`));
    let csv = '';
    for await (const chunk of leadsCsv(db, {})) csv += chunk;
    expect(csv.split('\r\n')).toHaveLength(all.length + 2);
  });
});
