// One-click unsubscribe (RFC 8058) against a real SMTP server: the traveller's
// acknowledgement carries List-Unsubscribe and List-Unsubscribe-Post; POSTing the
// link (as a mail client does, without an authCode) unsubscribes once and says
// "already" the second time; a made-up token is refused; the page for people works
// without JavaScript; and no further acknowledgement goes to that address.
import type { LeadDeliveryConfig } from '../../src/config';
import { emailDigest, unsubscribeTokens } from '../../src/privacy/unsubscribe';
import { describeEachDialect, useTestApp, validEnquiry } from '../helpers/app';
import { type SmtpReceiver, startSmtpReceiver, waitFor } from '../helpers/lead-receivers';

const TRAVELLER = 'unsubscribe.me@example.in';

describeEachDialect('privacy: unsubscribe', (dialect) => {
  let smtp: SmtpReceiver;
  let leadDelivery: LeadDeliveryConfig;
  let link = '';

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    leadDelivery = {
      webhook: null,
      email: { smtpUrl: smtp.url, to: 'leads@safarnamaholidays.in', from: 'Safarnama Holidays <no-reply@safarnamaholidays.in>' },
      retryMs: 40,
      maxRetryMs: 200,
      giveUpMs: 60_000,
      pollMs: 30,
      timeoutMs: 2000,
    };
  });
  const t = useTestApp(dialect, () => ({ leadDelivery }));
  afterAll(() => smtp.close());

  const travellerMails = () => smtp.messages.filter((m) => m.to === TRAVELLER);
  const post = (url: string, payload = 'List-Unsubscribe=One-Click') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it("the traveller's acknowledgement carries the one-click headers and a link in its text", async () => {
    const res = await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry({ email: TRAVELLER, contactPreference: ['email'] }) });
    expect(res.statusCode).toBe(201);
    await waitFor(async () => travellerMails().length === 1, () => `the acknowledgement (got ${smtp.messages.length} mails)`);
    const mail = travellerMails()[0]!;
    const header = mail.headers.get('list-unsubscribe') ?? '';
    const match = /^<(https:\/\/www\.safarnamaholidays\.in\/api\/newsletter\/unsubscribe\?token=[^>]+)>$/.exec(header);
    expect(match).not.toBeNull();
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    link = new URL(match![1]!).pathname + new URL(match![1]!).search;
    expect(mail.text).toContain(`https://www.safarnamaholidays.in/newsletter/unsubscribe?${new URL(match![1]!).search.slice(1)}`);
    // the business's copy has no unsubscribe: it is our own mailbox
    expect(smtp.messages.find((m) => m.to !== TRAVELLER)?.headers.get('list-unsubscribe')).toBeUndefined();
  });

  it('the page for people offers a button and changes nothing by being opened', async () => {
    const page = await t.app.inject({ method: 'GET', url: link.replace('/api/newsletter/', '/newsletter/') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-robots-tag']).toMatch(/noindex/);
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).toMatch(/<form method="post" action="\/newsletter\/unsubscribe\?token=[^"]+"><button type="submit">Unsubscribe<\/button>/);
    expect(page.body).not.toContain(TRAVELLER);
    expect(await t.database.handle.db.selectFrom('email_opt_outs').selectAll().execute()).toEqual([]);
    // a browser that opens the header's link is sent to the page
    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(link.replace('/api/newsletter/', '/newsletter/'));
  });

  it('a mail client posts the link without an authCode: unsubscribed, then already unsubscribed (200 both times)', async () => {
    await t.request({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: TRAVELLER } });
    expect(await t.count('newsletter_subscriptions')).toBe(1);
    const first = await post(link);
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ code: 1, message: expect.stringMatching(/^You are unsubscribed/), data: { unsubscribed: true, already: false } });
    expect(await t.count('newsletter_subscriptions')).toBe(0);
    const rows = await t.database.handle.db.selectFrom('email_opt_outs').selectAll().execute();
    expect(rows.map((r) => r.email_sha256)).toEqual([emailDigest(TRAVELLER)]);
    const again = await post(link, '');
    expect(again.statusCode).toBe(200);
    expect(JSON.parse(again.body)).toMatchObject({ message: expect.stringMatching(/already unsubscribed/), data: { already: true } });
    // the page's button says the same
    const button = await post(link.replace('/api/newsletter/', '/newsletter/'), '');
    expect(button.statusCode).toBe(200);
    expect(button.body).toContain('Already unsubscribed');
  });

  it('a made-up or altered token is refused with 400', async () => {
    const forgedToken = unsubscribeTokens('another-secret-another-secret-another-secret').tokenFor('someone@example.in');
    const altered = `${Buffer.from('someone@example.in').toString('base64url')}.${new URL(`http://x${link}`).searchParams.get('token')!.split('.')[1]}`;
    for (const token of [forgedToken, altered, 'nonsense']) {
      const res = await post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ code: 0, message: expect.stringMatching(/not valid/) });
      const page = await t.app.inject({ method: 'GET', url: `/newsletter/unsubscribe?token=${encodeURIComponent(token)}` });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This link is not valid');
    }
    expect((await post('/api/newsletter/unsubscribe')).statusCode).toBe(400);
  });

  it('no further acknowledgement goes to an address that unsubscribed', async () => {
    const before = smtp.messages.length;
    const res = await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry({ email: TRAVELLER }) });
    const id = JSON.parse(res.body).data.id as number;
    const db = t.database.handle.db;
    await waitFor(
      async () => (await db.selectFrom('lead_deliveries').select('status').where('lead_id', '=', id).where('lead_kind', '=', 'enquiry').execute()).every((r) => r.status !== 'pending'),
      () => 'the deliveries to settle',
    );
    const traveller = await db.selectFrom('lead_deliveries').selectAll().where('lead_id', '=', id).where('channel', '=', 'traveller_email').executeTakeFirstOrThrow();
    expect(traveller).toMatchObject({ status: 'failed', last_error: expect.stringMatching(/unsubscribed/) });
    expect(smtp.messages.slice(before).map((m) => m.to)).toEqual(['leads@safarnamaholidays.in']);
  });
});
