// Every lead write carries a solved proof-of-work challenge (X-Bot-Check) and a
// honeypot field people never see. A script that skips the work, reuses it or
// fills the honeypot stores nothing; concurrent copies of one submission (one
// Idempotency-Key) are one lead and one answer on both dialects.
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { botCheckKey } from '../../src/services/bot-check.service';
import { describeEachDialect, useTestApp, validBooking, validEnquiry } from '../helpers/app';
import { issueBotCheck, solve } from '../helpers/bot-check';
import { validContact } from '../helpers/contact';

const json = (body: string) => JSON.parse(body);
const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');
const MISSING = 'This form could not prove it was sent from the site. Please reload the page and try again.';
const INVALID = "This form's check has expired or is not valid. Please send the form again.";
const SPENT = "This form's check was already used. Please send the form again.";

describeEachDialect('bot check on the lead writes', (dialect) => {
  const t = useTestApp(dialect);

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.request({ method: 'POST', url, payload, headers, botCheck: false });
  const refused = (res: { statusCode: number; body: string }, message: string) => {
    expect(res.statusCode).toBe(400);
    expect(json(res.body)).toEqual({ code: 0, message, errors: [{ field: 'X-Bot-Check', message }] });
  };
  const rows = async () => ({
    enquiries: await t.count('enquiries'),
    booking_requests: await t.count('booking_requests'),
    newsletter_subscriptions: await t.count('newsletter_subscriptions'),
    contact_messages: await t.count('contact_messages'),
  });

  it('issues signed, uncacheable challenges that expire within five minutes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/bot-check/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = json(res.body);
    expect(data).toEqual({ algorithm: 'SHA-256', challenge: expect.stringMatching(/^[0-9a-f]{64}$/), maxnumber: 10_000, salt: expect.any(String), signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const expires = Number(new URLSearchParams(data.salt.split('?')[1]).get('expires')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it('a script that fetches a challenge but does not solve it stores nothing', async () => {
    const before = await rows();
    const contact = await validContact(t, { email: 'script@example.in' });
    const enquiry = validEnquiry({ email: 'script@example.in' });
    for (const [url, body] of [['/api/contact', contact], ['/api/request-book/add-direct', enquiry]] as const) {
      refused(await post(url, body), MISSING);
      const challenge = await issueBotCheck(t.app);
      // the challenge sent back as it came, a guessed number, a forged signature
      refused(await post(url, body, { 'x-bot-check': encode({ ...challenge, number: 0 }) }), INVALID);
      refused(await post(url, body, { 'x-bot-check': Buffer.from(JSON.stringify(challenge)).toString('base64') }), INVALID);
      const solved = json(Buffer.from(await solve(challenge), 'base64').toString());
      refused(await post(url, body, { 'x-bot-check': encode({ ...solved, signature: 'f'.repeat(64) }) }), INVALID);
      refused(await post(url, body, { 'x-bot-check': 'not base64 json' }), INVALID);
    }
    expect(await rows()).toEqual(before);
  });

  it('a solved challenge lets one lead through; its reuse is refused and stores nothing', async () => {
    const solved = await solve(await issueBotCheck(t.app));
    const first = await post('/api/request-book/add-direct', validEnquiry({ email: 'once@example.in' }), { 'x-bot-check': solved });
    expect(first.statusCode).toBe(201);
    const before = await rows();
    refused(await post('/api/request-book/add-direct', validEnquiry({ email: 'twice@example.in' }), { 'x-bot-check': solved }), SPENT);
    refused(await post('/api/newsletter/subscribe', { email: 'twice@example.in' }, { 'x-bot-check': solved }), SPENT);
    refused(await post('/api/contact', await validContact(t, { email: 'twice@example.in' }), { 'x-bot-check': solved }), SPENT);
    expect(await rows()).toEqual(before);
  });

  it('an expired challenge is refused, even solved and signed with the right key', async () => {
    const hmacKey = botCheckKey(t.config.previewSecret);
    const stale = await createChallenge({ hmacKey, maxnumber: 100, expires: new Date(Date.now() - 1_000) });
    const solution = await solveChallenge(stale.challenge, stale.salt, stale.algorithm, 100).promise;
    const header = encode({ algorithm: stale.algorithm, challenge: stale.challenge, number: solution!.number, salt: stale.salt, signature: stale.signature });
    const before = await rows();
    refused(await post('/api/request-book/add-direct', validEnquiry({ email: 'stale@example.in' }), { 'x-bot-check': header }), INVALID);
    expect(await rows()).toEqual(before);
  });

  it('a filled honeypot is answered as if stored (201) and stores nothing, on every lead write', async () => {
    const before = await rows();
    const website = 'https://cheap-pills.example';
    const packageId = await t.firstPackageId();
    const answers = [
      await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry({ website }) }),
      await t.request({ method: 'POST', url: '/api/request-book/add', payload: validBooking(packageId, { website }) }),
      await t.request({ method: 'POST', url: '/api/contact', payload: await validContact(t, { website }) }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(201);
      expect(json(res.body).data).toEqual({ id: 0 });
    }
    const newsletter = await t.request({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'trap@example.in', website } });
    expect(newsletter.statusCode).toBe(201);
    expect(json(newsletter.body).data).toEqual({ success: true });
    expect(await rows()).toEqual(before);
    // an empty honeypot is a person's form
    expect((await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry({ website: '' }) })).statusCode).toBe(201);
  });

  it('five copies of one contact message sent at once with one Idempotency-Key: one 201, four 200 with the same id', async () => {
    const body = await validContact(t, { email: 'burst@example.in' });
    const headers = { 'idempotency-key': `burst-${dialect}`, 'x-bot-check': await solve(await issueBotCheck(t.app)) };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/contact', body, headers)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => json(a.body).data.id)).size).toBe(1);
    expect(await t.database.handle.db.selectFrom('contact_messages').select('id').where('email', '=', 'burst@example.in').execute()).toHaveLength(1);
  });

  it('five copies of one enquiry at once, each with its own solved challenge: one lead, one id', async () => {
    const body = validEnquiry({ email: 'burst-enquiry@example.in' });
    const checks = await Promise.all(Array.from({ length: 5 }, async () => solve(await issueBotCheck(t.app))));
    const answers = await Promise.all(checks.map((check) => post('/api/request-book/add-direct', body, { 'idempotency-key': `burst-enquiry-${dialect}`, 'x-bot-check': check })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => json(a.body).data.id)).size).toBe(1);
  });

  it('a replay with its Idempotency-Key is answered (200, same id) though its bot check is spent, or missing', async () => {
    const body = validEnquiry({ email: 'replay@example.in' });
    const headers = { 'idempotency-key': `replay-${dialect}`, 'x-bot-check': await solve(await issueBotCheck(t.app)) };
    const first = await post('/api/request-book/add-direct', body, headers);
    expect(first.statusCode).toBe(201);
    for (const again of [headers, { 'idempotency-key': headers['idempotency-key'] }]) {
      const res = await post('/api/request-book/add-direct', body, again);
      expect(res.statusCode).toBe(200);
      expect(json(res.body).data.id).toBe(json(first.body).data.id);
    }
  });

  it('spent challenges are swept once expired', async () => {
    const db = t.database.handle.db;
    await db.insertInto('bot_checks_spent').values({ signature: `old-${dialect}`, expires_at: new Date(Date.now() - 60_000).toISOString(), spent_at: new Date(Date.now() - 400_000).toISOString() }).execute();
    (t.app.services.botCheck as unknown as { lastSweep: number }).lastSweep = 0;
    await issueBotCheck(t.app);
    expect(await db.selectFrom('bot_checks_spent').select('signature').where('signature', '=', `old-${dialect}`).execute()).toEqual([]);
  });
});
