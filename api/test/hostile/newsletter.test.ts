// Hostile requests to the footer's newsletter subscription, on SQLite
// and PostgreSQL: every answer as the case says (an address already subscribed is
// a 200, a new one a 201), nothing invalid stored, one row per 201. Reused
// Idempotency-Keys come last.
import { describeEachDialect, useTestApp } from '../helpers/app';
import { expectKeyReuse, expectLeadFormRun } from './checks';
import { emailValues, fieldCases, optionalTextValues, type Target } from './payloads';

describeEachDialect('hostile requests: /api/newsletter/subscribe', (dialect) => {
  const t = useTestApp(dialect);

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
    const fields = [...emails, ...fieldCases(target, 'accessKey', optionalTextValues('accessKey', 200, 'footer ', 'form'), { column: 'access_key' })];
    await expectLeadFormRun(t, target, fields, {
      table: 'newsletter_subscriptions',
      locate: (c) => (c.stored?.column === 'email' ? { email: c.stored.value } : undefined),
      rules: {},
    });
  });

  it('a reused Idempotency-Key: the same request replays, another address is 422 and not stored', async () => {
    const answer = await expectKeyReuse(t, {
      url: '/api/newsletter/subscribe',
      table: 'newsletter_subscriptions',
      key: `hostile-reuse-newsletter-${dialect}`,
      first: () => ({ email: 'reuse@example.in' }),
      replays: [() => ({ email: ' REUSE@example.in ' })],
      other: () => ({ email: 'someone-else@example.in' }),
      otherRow: ['email', 'someone-else@example.in'],
    });
    expect(answer).toEqual({ success: true });
  });
});
