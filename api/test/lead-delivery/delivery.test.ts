// Lead delivery against a real SMTP server and a real HTTP receiver: each
// stored lead goes out once per channel from the outbox (the webhook, signed, with
// its delivery id; the business's email; one acknowledgement to the traveller), a
// receiver that fails is tried again with the same delivery id until it answers, and
// a delivery that cannot succeed ends as failed. On SQLite and PostgreSQL.
import { contactPreferenceField } from '@safarnama/contracts';
import type { LeadDeliveryConfig } from '../../src/config';
import type { LeadDelivery } from '../../src/db/schema';
import { createTestApp, describeEachDialect, METRICS_AUTH, type TestApp, useTestApp, validBooking, validEnquiry } from '../helpers/app';
import { validContact } from '../helpers/contact';
import { type SmtpReceiver, startSmtpReceiver, startWebhookReceiver, waitFor, type WebhookReceiver } from '../helpers/lead-receivers';

const SECRET = 'test-webhook-secret-0123456789';
const BUSINESS = 'leads@safarnamaholidays.in';

function deliveryConfig(webhook: WebhookReceiver | null, smtp: SmtpReceiver | null, overrides: Partial<LeadDeliveryConfig> = {}): LeadDeliveryConfig {
  return {
    webhook: webhook ? { url: webhook.url, secret: SECRET } : null,
    email: smtp ? { smtpUrl: smtp.url, to: BUSINESS, from: 'Safarnama Holidays <no-reply@safarnamaholidays.in>' } : null,
    retryMs: 40,
    maxRetryMs: 200,
    giveUpMs: 60_000,
    pollMs: 30,
    timeoutMs: 2000,
    ...overrides,
  };
}

async function deliveries(t: TestApp, where: { kind: LeadDelivery['lead_kind']; id: number }): Promise<LeadDelivery[]> {
  return t.database.handle.db.selectFrom('lead_deliveries').selectAll().where('lead_kind', '=', where.kind).where('lead_id', '=', where.id).orderBy('channel').execute();
}

/** The id of the lead a write answered with. */
const createdId = (res: { body: string }) => JSON.parse(res.body).data.id as number;

/** Each delivery as [channel, status, attempts], in channel order. */
const outcomes = (rows: LeadDelivery[]) => rows.map((r) => [r.channel, r.status, r.attempts]);

/** Waits until every delivery of the lead has settled (delivered or failed). */
async function settled(t: TestApp, lead: { kind: LeadDelivery['lead_kind']; id: number }, count: number): Promise<LeadDelivery[]> {
  let rows: LeadDelivery[] = [];
  await waitFor(
    async () => {
      rows = await deliveries(t, lead);
      return rows.length === count && rows.every((r) => r.status !== 'pending');
    },
    () => `the deliveries of ${lead.kind} ${lead.id} to settle: ${JSON.stringify(rows.map((r) => [r.channel, r.status, r.attempts, r.last_error]))}`,
  );
  return rows;
}

describeEachDialect('lead delivery', (dialect) => {
  let webhook: WebhookReceiver;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    webhook = await startWebhookReceiver(SECRET);
    smtp = await startSmtpReceiver();
  });
  const t = useTestApp(dialect, () => ({ leadDelivery: deliveryConfig(webhook, smtp) }));
  afterAll(async () => {
    await webhook.close();
    await smtp.close();
  });
  beforeEach(() => {
    webhook.calls.length = 0;
    webhook.answers.length = 0;
    smtp.messages.length = 0;
    smtp.refuse.clear();
  });

  it('an enquiry: one signed webhook call with the contact preference, one business email, one acknowledgement', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/request-book/add-direct',
      payload: validEnquiry({ name: 'Priya Sharma', email: 'priya@example.in', destination: 'Goa', contactPreference: ['email', 'whatsapp'] }),
    });
    expect(res.statusCode).toBe(201);
    const id = createdId(res);
    const rows = await settled(t, { kind: 'enquiry', id }, 3);
    expect(outcomes(rows)).toEqual([
      ['business_email', 'delivered', 1],
      ['traveller_email', 'delivered', 1],
      ['webhook', 'delivered', 1],
    ]);

    expect(webhook.calls).toHaveLength(1);
    const [call] = webhook.calls;
    expect(call.signatureValid).toBe(true);
    expect(call.attempt).toBe(1);
    expect(call.deliveryId).toBe(rows.find((r) => r.channel === 'webhook')!.delivery_id);
    expect(call.body).toMatchObject({
      deliveryId: call.deliveryId,
      event: 'lead.created',
      lead: { kind: 'enquiry', id, name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210', destination: 'Goa', contactPreference: ['whatsapp', 'email'] },
    });

    expect(smtp.messages).toHaveLength(2);
    const business = smtp.messages.find((m) => m.to === BUSINESS)!;
    expect(business.subject).toBe(`New enquiry #${id}: Priya Sharma, Goa (contact by WhatsApp, Email)`);
    expect(business.text).toContain('Contact by: WhatsApp, Email');
    expect(business.text).toContain('Phone: +91 98765 43210');
    expect(business.deliveryId).toBe(rows.find((r) => r.channel === 'business_email')!.delivery_id);
    const ack = smtp.messages.find((m) => m.to === 'priya@example.in')!;
    expect(ack.subject).toBe('We have your enquiry for Goa - Safarnama Holidays');
    expect(ack.text).toContain('Hello Priya,');
    expect(ack.text).toContain('A travel expert will contact you by WhatsApp on +91 98765 43210, or by email at priya@example.in');
    expect(ack.text).toContain(contactPreferenceField.agents);
    // our number, from the site's settings (tfn.yaml)
    expect(ack.text).toMatch(/Call us on \+91 \d{5} \d{5}, any time\./);
    // the outbox as /metrics shows it
    const metrics = (await t.request({ method: 'GET', url: '/metrics', auth: false, headers: METRICS_AUTH })).body;
    expect(metrics).toMatch(/^safarnama_lead_deliveries\{channel="webhook",status="delivered"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^safarnama_lead_deliveries\{channel="traveller_email",status="delivered"\} [1-9]\d*$/m);
  });

  it('a receiver that answers 500 three times gets the same delivery id four times; the fourth is recorded as delivered', async () => {
    webhook.answers.push(500, 500, 500);
    const res = await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry({ name: 'Retry Traveller' }) });
    const id = createdId(res);
    const rows = await settled(t, { kind: 'enquiry', id }, 3);
    const row = rows.find((r) => r.channel === 'webhook')!;
    expect(webhook.calls.map((c) => [c.deliveryId, c.attempt, c.signatureValid])).toEqual([
      [row.delivery_id, 1, true],
      [row.delivery_id, 2, true],
      [row.delivery_id, 3, true],
      [row.delivery_id, 4, true],
    ]);
    expect(row).toMatchObject({ status: 'delivered', attempts: 4, last_error: '' });
    // the emails were not held up by the webhook's failures
    expect(rows.filter((r) => r.channel !== 'webhook').map((r) => r.attempts)).toEqual([1, 1]);
  });

  it('a booking names its package and destination; a contact message has no phone to offer', async () => {
    const packageId = await t.firstPackageId();
    const pkg = await t.database.handle.db
      .selectFrom('packages')
      .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
      .select(['packages.name as name', 'destinations.name as destination'])
      .where('packages.id', '=', packageId)
      .executeTakeFirstOrThrow();
    const booked = await t.request({ method: 'POST', url: '/api/request-book/add', payload: validBooking(packageId, { email: 'rahul@example.in' }) });
    const bookingId = createdId(booked);
    await settled(t, { kind: 'booking', id: bookingId }, 3);
    expect(webhook.calls[0].body.lead).toMatchObject({ kind: 'booking', id: bookingId, packageId, packageName: pkg.name, destination: pkg.destination, contactPreference: ['phone'] });
    expect(smtp.messages.find((m) => m.to === 'rahul@example.in')!.text).toContain(`We have your booking request: ${pkg.name}`);

    const sent = await t.request({ method: 'POST', url: '/api/contact', payload: await validContact(t, { email: 'meera@example.in', subject: 'Kerala in May', message: 'Is May a good month?' }) });
    const contactId = createdId(sent);
    await settled(t, { kind: 'contact', id: contactId }, 3);
    const ack = smtp.messages.find((m) => m.to === 'meera@example.in')!;
    expect(ack.subject).toBe('We have your message - Safarnama Holidays');
    // Phone call was ticked by default, but the contact form asks for no number
    expect(ack.text).toContain('A travel expert will contact you by phone call, within one working day.');
    expect(smtp.messages.find((m) => m.to === BUSINESS && m.subject.startsWith(`New message #${contactId}`))!.text).toContain('Phone: (not asked on this form)');
  });

  it('a mailbox the mail server refuses (550) fails at once; the other channels are delivered', async () => {
    smtp.refuse.add('nobody@example.in');
    const res = await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry({ email: 'nobody@example.in' }) });
    const rows = await settled(t, { kind: 'enquiry', id: createdId(res) }, 3);
    expect(outcomes(rows)).toEqual([
      ['business_email', 'delivered', 1],
      ['traveller_email', 'failed', 1],
      ['webhook', 'delivered', 1],
    ]);
    expect(rows[1].last_error).toMatch(/550/);
  });

  it('an Idempotency-Key replay is delivered once: nothing new is queued', async () => {
    const headers = { 'idempotency-key': `delivery-replay-${dialect}` };
    const payload = validEnquiry({ name: 'Replay Traveller' });
    const first = await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload, headers });
    const again = await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload, headers });
    expect(again.statusCode).toBe(200);
    const id = createdId(first);
    await settled(t, { kind: 'enquiry', id }, 3);
    expect(webhook.calls).toHaveLength(1);
    expect(smtp.messages).toHaveLength(2);
  });
});

describeEachDialect('lead delivery that cannot succeed', (dialect) => {
  it('a webhook that keeps failing is tried with back-off until give_up_at, then marked failed with the last error', async () => {
    const webhook = await startWebhookReceiver(SECRET);
    const t = await createTestApp(dialect, { leadDelivery: deliveryConfig(webhook, null, { retryMs: 30, maxRetryMs: 60, giveUpMs: 400 }) });
    try {
      webhook.answers.push(...Array.from({ length: 100 }, () => 503));
      const res = await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry() });
      const id = createdId(res);
      const [row] = await settled(t, { kind: 'enquiry', id }, 1);
      expect(row).toMatchObject({ channel: 'webhook', status: 'failed', last_error: 'webhook answered 503' });
      expect(row.attempts).toBeGreaterThanOrEqual(3);
      expect(webhook.calls).toHaveLength(row.attempts);
      expect(new Set(webhook.calls.map((c) => c.deliveryId)).size).toBe(1);
      // back-off: the waits between attempts grow (30, 60, 60 ms...), never a busy loop
      expect(row.attempts).toBeLessThan(15);
    } finally {
      await t.close();
      await webhook.close();
    }
  });

  it('with neither LEAD_WEBHOOK_URL nor SMTP_URL nothing is queued', async () => {
    const t = await createTestApp(dialect);
    try {
      const res = await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry() });
      expect(res.statusCode).toBe(201);
      expect(await t.database.handle.db.selectFrom('lead_deliveries').selectAll().execute()).toEqual([]);
      expect(t.app.services.leadDelivery).toBeNull();
    } finally {
      await t.close();
    }
  });
});
