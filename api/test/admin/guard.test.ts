// requireRole on every route of sessions, users and audit: no session, the wrong
// role, a write without its CSRF token, a disabled account's open session.
import { type Dialect, describeEachDialect, useTestApp } from '../helpers/app';
import { type AdminSession, adminInject, signedInOperator } from '../helpers/operators';

const PLEASE_SIGN_IN = { code: 0, message: 'Please sign in.' };
const WRONG_ROLE = { code: 0, message: 'Your role cannot do this.' };
const BAD_CSRF = { code: 0, message: 'Missing or invalid CSRF token.' };

const ADMIN_ONLY = [
  { method: 'GET', url: '/api/admin/users' },
  { method: 'POST', url: '/api/admin/users', payload: { email: 'new.one@example.in', role: 'agent', password: 'a-long-enough-password' } },
  { method: 'PATCH', url: '/api/admin/users/1', payload: { role: 'editor' } },
  { method: 'GET', url: '/api/admin/audit' },
] as const;
const ANY_ROLE = [
  { method: 'GET', url: '/api/admin/operators' },
  { method: 'GET', url: '/api/admin/session' },
] as const;

describeEachDialect('admin guard', (dialect: Dialect) => {
  const t = useTestApp(dialect);
  let admin: { id: number; session: AdminSession };
  let agent: { session: AdminSession };
  let editor: { session: AdminSession };
  beforeAll(async () => {
    admin = await signedInOperator(t, 'admin');
    agent = await signedInOperator(t, 'agent');
    editor = await signedInOperator(t, 'editor');
  });

  it.each([...ADMIN_ONLY, ...ANY_ROLE])('$method $url: 401 without a session', async (route) => {
    const response = await adminInject(t, null, { ...route });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(PLEASE_SIGN_IN);
  });

  it.each(ADMIN_ONLY)('$method $url: 403 for an agent and an editor, even with the CSRF token', async (route) => {
    for (const who of [agent, editor]) {
      const response = await adminInject(t, who.session, { ...route });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(WRONG_ROLE);
    }
  });

  it('lets every role read the operators, and an admin pass a check for other roles', async () => {
    for (const who of [agent, editor, admin]) {
      const response = await adminInject(t, who.session, { method: 'GET', url: '/api/admin/operators' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual(expect.arrayContaining([{ id: admin.id, email: expect.any(String), role: 'admin' }]));
    }
  });

  it('refuses a write without the CSRF token, with another value, or with another session\'s', async () => {
    const write = { method: 'POST', url: '/api/admin/users', payload: { email: 'csrf.victim@example.in', role: 'admin', password: 'a-long-enough-password' } } as const;
    const missing = await adminInject(t, admin.session, { ...write, csrf: false });
    const wrong = await adminInject(t, admin.session, { ...write, csrf: false, headers: { 'x-csrf-token': 'not-the-token' } });
    const other = await adminInject(t, admin.session, { ...write, csrf: false, headers: { 'x-csrf-token': agent.session.csrfToken } });
    for (const response of [missing, wrong, other]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(BAD_CSRF);
    }
    const stored = await t.database.handle.db.selectFrom('operators').select('id').where('email', '=', 'csrf.victim@example.in').execute();
    expect(stored).toHaveLength(0);
    // reads need no token
    expect((await adminInject(t, admin.session, { method: 'GET', url: '/api/admin/users', csrf: false })).statusCode).toBe(200);
  });

  it('a session of an account disabled behind its back stops at once', async () => {
    const victim = await signedInOperator(t, 'agent');
    await t.database.handle.db.updateTable('operators').set({ disabled_at: new Date().toISOString() }).where('id', '=', victim.id).execute();
    const response = await adminInject(t, victim.session, { method: 'GET', url: '/api/admin/operators' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(PLEASE_SIGN_IN);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const who = await signedInOperator(t, 'editor');
    const db = t.database.handle.db;
    const before = await db.selectFrom('operator_sessions').select('last_seen_at').where('operator_id', '=', who.id).executeTakeFirstOrThrow();
    await adminInject(t, who.session, { method: 'GET', url: '/api/admin/operators' });
    const soon = await db.selectFrom('operator_sessions').select('last_seen_at').where('operator_id', '=', who.id).executeTakeFirstOrThrow();
    expect(soon.last_seen_at).toBe(before.last_seen_at);
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000).toISOString();
    await db.updateTable('operator_sessions').set({ last_seen_at: twoMinutesAgo }).where('operator_id', '=', who.id).execute();
    await adminInject(t, who.session, { method: 'GET', url: '/api/admin/operators' });
    const later = await db.selectFrom('operator_sessions').select('last_seen_at').where('operator_id', '=', who.id).executeTakeFirstOrThrow();
    expect(Date.parse(later.last_seen_at)).toBeGreaterThan(Date.parse(twoMinutesAgo));
  });

  it('still needs the authCode, like every /api route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: admin.session.cookie } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid or missing authCode');
  });
});
