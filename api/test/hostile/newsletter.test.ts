// Hostile requests to the footer's newsletter subscription (issue 13), on SQLite
// and PostgreSQL: every answer as the case says (an address already subscribed is
// a 200, a new one a 201), nothing invalid stored, one row per 201. Reused
// Idempotency-Keys come last.
import { createTestApp, describeEachDialect, type TestApp } from '../helpers/app';
import {
  authCases,
  emailValues,
  fieldCases,
  fieldError,
  IDEMPOTENCY_KEY_REUSED,
  optionalTextValues,
  post,
  run,
  storedMismatches,
  storedProblems,
  type Target,
  transportCases,
  withAuthCode,
} from './payloads';

describeEachDialect('hostile requests: /api/newsletter/subscribe', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('every hostile request answered as its field says; one row per new address, nothing invalid stored', async () => {
    let n = 0;
    const target: Target = {
      url: '/api/newsletter/subscribe',
      // a new address per request, so that an accepted one is a new subscription
      base: async () => ({ email: `reader-${dialect}-${n++}@example.in`, accessKey: 'footer' }),
      accepted: () => ({ status: 201 }),
      latin1Field: { name: 'accessKey' },
    };
    const message = 'Valid email is required *';
    const emails = fieldCases(target, 'email', emailValues({ required: message, invalid: message }), { column: 'email' });
    // The same address accepted again (spelt with spaces or capitals) is already subscribed: 200.
    const subscribed = new Set<string>();
    for (const c of emails) {
      if (c.expect.status !== 201 || !c.stored) continue;
      const address = String(c.stored.value);
      if (subscribed.has(address)) c.expect = { status: 200 };
      subscribed.add(address);
    }
    const all = [
      ...emails,
      ...fieldCases(target, 'accessKey', optionalTextValues('accessKey', 200, 'footer ', 'form'), { column: 'access_key' }),
      ...transportCases(target),
      ...authCases(target),
    ];
    expect(all.length).toBeGreaterThanOrEqual(300);

    const before = await t.count('newsletter_subscriptions');
    const r = await run(t, all);
    expect(r.problems).toEqual([]);
    expect(await t.count('newsletter_subscriptions')).toBe(before + (r.statuses[201] ?? 0));
    expect(
      await storedMismatches(t, 'newsletter_subscriptions', r, (c) => (c.stored?.column === 'email' ? { email: c.stored.value } : undefined)),
    ).toEqual([]);
    expect(await storedProblems(t, 'newsletter_subscriptions', {})).toEqual([]);
    console.log(`[${dialect}] POST /api/newsletter/subscribe: ${all.length} hostile requests, answers ${JSON.stringify(r.statuses)}`);
  });

  it('a reused Idempotency-Key: the same request replays, another address is 422 and not stored', async () => {
    const url = withAuthCode('/api/newsletter/subscribe');
    const key = `hostile-reuse-newsletter-${dialect}`;
    const before = await t.count('newsletter_subscriptions');
    const first = await t.request(post(url, { email: 'reuse@example.in' }, { 'idempotency-key': key }));
    expect(first.statusCode).toBe(201);
    const replay = await t.request(post(url, { email: ' REUSE@example.in ' }, { 'idempotency-key': key }));
    expect({ status: replay.statusCode, body: JSON.parse(replay.body).data }).toEqual({ status: 200, body: { success: true } });
    const other = await t.request(post(url, { email: 'someone-else@example.in' }, { 'idempotency-key': key }));
    expect({ status: other.statusCode, body: JSON.parse(other.body) }).toEqual(fieldError('Idempotency-Key', IDEMPOTENCY_KEY_REUSED, 422));
    expect(await t.count('newsletter_subscriptions')).toBe(before + 1);
    expect(await t.database.handle.db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', 'someone-else@example.in').execute()).toEqual([]);
  });
});
