// POST /api/admin/privacy/erase: admins only (401 without a session, 403 for an
// agent), the same report as the CLI, the lead's queued deliveries removed with it,
// and an audit entry that does not repeat the erased address. On SQLite and PostgreSQL.
import type { LeadDeliveryConfig } from '../../src/config';
import { describeEachDialect, useTestApp, validEnquiry } from '../helpers/app';
import { adminInject, signedInOperator } from '../helpers/operators';

const TRAVELLER = { email: 'admin.erase@example.in', phone: '9812345670' };

// a receiver that never answers: the deliveries stay queued, as a busy outbox's would
const queuedOnly: LeadDeliveryConfig = {
  webhook: { url: 'http://127.0.0.1:9/leads', secret: 'test-webhook-secret-0123456789' },
  email: null,
  retryMs: 3_600_000,
  maxRetryMs: 3_600_000,
  giveUpMs: 86_400_000,
  pollMs: 3_600_000,
  timeoutMs: 500,
};

describeEachDialect('privacy: POST /api/admin/privacy/erase', (dialect) => {
  const t = useTestApp(dialect, { leadDelivery: queuedOnly });

  const erase = (session: Parameters<typeof adminInject>[1], payload: object) => adminInject(t, session, { method: 'POST', url: '/api/admin/privacy/erase', payload });

  it('is 401 without a session and 403 for an agent or an editor', async () => {
    expect((await erase(null, { email: TRAVELLER.email })).statusCode).toBe(401);
    for (const role of ['agent', 'editor'] as const) {
      const { session } = await signedInOperator(t, role);
      expect((await erase(session, { email: TRAVELLER.email })).statusCode).toBe(403);
    }
  });

  it('erases by phone for an admin, with the deliveries of the lead, and audits it without the phone', async () => {
    const res = await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry(TRAVELLER) });
    expect(res.statusCode).toBe(201);
    const db = t.database.handle.db;
    expect((await db.selectFrom('lead_deliveries').select('id').execute()).length).toBeGreaterThan(0);

    const admin = await signedInOperator(t, 'admin');
    const answer = await erase(admin.session, { phone: '98123 45670' });
    expect(answer.statusCode).toBe(200);
    const body = JSON.parse(answer.body);
    expect(body).toMatchObject({ code: 1, data: { removed: { enquiries: 1, lead_deliveries: 1, booking_requests: 0 } } });
    expect(await db.selectFrom('lead_deliveries').select('id').execute()).toEqual([]);

    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'privacy.erase').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: admin.id, target: 'person:phone' });
    expect(JSON.stringify(audit[0])).not.toContain(TRAVELLER.phone);
    expect(JSON.stringify(audit[0])).not.toContain(TRAVELLER.email);
  });

  it('is 400 for neither, both, or something that is not an email or phone', async () => {
    const { session } = await signedInOperator(t, 'admin');
    for (const payload of [{}, { email: 'a@example.in', phone: '9812345670' }, { email: 'not-an-email' }, { phone: '12' }]) {
      const res = await erase(session, payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body).code).toBe(0);
    }
  });
});
