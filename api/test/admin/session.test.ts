// Signing in and out: the cookie, the generic refusal, the per-account and
// per-address budgets, and the session's idle and absolute ends.
import { type Dialect, createTestApp, describeEachDialect, type TestApp, useTestApp } from '../helpers/app';
import { adminInject, createOperator, signIn } from '../helpers/operators';

const WRONG = 'Email or password is incorrect.';

function signInRequest(t: TestApp, email: string, password: string, ip = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/admin/session?authCode=' + encodeURIComponent(t.config.authCode), payload: { email, password }, remoteAddress: ip });
}

describeEachDialect('admin sessions', (dialect: Dialect) => {
  const t = useTestApp(dialect);

  it('signs in with the cookie and CSRF token, and GET /session answers the same operator', async () => {
    const op = await createOperator(t, { role: 'agent', email: 'Agent.One@Example.in', password: 'a-long-enough-password' });
    expect(op.email).toBe('agent.one@example.in');
    const response = await signInRequest(t, 'AGENT.ONE@example.in', 'a-long-enough-password');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.operator).toEqual({ id: op.id, email: op.email, role: 'agent' });
    expect(body.data.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^sf_admin=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict$/);

    const token = cookie.split(';')[0]!.split('=')[1]!;
    const stored = await t.database.handle.db.selectFrom('operator_sessions').selectAll().where('operator_id', '=', op.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).not.toContain(token);
    expect(stored[0]!.id).toMatch(/^[0-9a-f]{64}$/);

    const session = { cookie: cookie.split(';')[0]!, csrfToken: body.data.csrfToken };
    const me = await adminInject(t, session, { method: 'GET', url: '/api/admin/session' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual(body.data);
    const last = await t.database.handle.db.selectFrom('operators').select('last_sign_in_at').where('id', '=', op.id).executeTakeFirstOrThrow();
    expect(last.last_sign_in_at).not.toBeNull();
  });

  it('answers the same 401 for an unknown email, a wrong password and a disabled account', async () => {
    const op = await createOperator(t, { role: 'editor' });
    const off = await createOperator(t, { role: 'admin', disabled: true });
    for (const [email, password] of [
      ['nobody@example.in', 'whatever-password'],
      [op.email, 'not-the-password'],
      [off.email, off.password],
    ] as const) {
      const response = await signInRequest(t, email, password, '10.0.0.9');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 0, message: WRONG });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const failures = await t.database.handle.db.selectFrom('audit_log').select(['action', 'target', 'after']).where('action', '=', 'sign-in.failed').where('ip', '=', '10.0.0.9').execute();
    expect(failures.map((f) => JSON.parse(f.after!).reason).sort()).toEqual(['disabled', 'unknown email', 'wrong password']);
  });

  it('refuses bad input with a 400, never a 500', async () => {
    for (const payload of [{}, { email: 'a@b.in' }, { email: 5, password: 'x' }, { email: 'a@b.in', password: 'x'.repeat(300) }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/session?authCode=' + encodeURIComponent(t.config.authCode), payload });
      expect([400, 401]).toContain(response.statusCode);
      expect(response.json().code).toBe(0);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/admin/session?authCode=' + encodeURIComponent(t.config.authCode), payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('limits failed sign-ins per account (5) with Retry-After, even with the right password after', async () => {
    const op = await createOperator(t, { role: 'agent' });
    for (let i = 0; i < 5; i += 1) {
      // a different address each time: the account's own budget is what runs out
      expect((await signInRequest(t, op.email, 'wrong-password-123', `10.1.0.${i + 1}`)).statusCode).toBe(401);
    }
    const refused = await signInRequest(t, op.email, op.password, '10.1.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-in attempts\. Please wait 15 minutes and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    // another account is not held up by this one
    const other = await createOperator(t, { role: 'agent' });
    expect((await signInRequest(t, other.email, other.password, '10.1.0.99')).statusCode).toBe(200);
  });

  it('limits failed sign-ins per address (20) across accounts', async () => {
    // four accounts, five guesses each: no account's budget is over, the address's is
    for (let a = 0; a < 4; a += 1) {
      const target = await createOperator(t, { role: 'agent' });
      for (let i = 0; i < 5; i += 1) expect((await signInRequest(t, target.email, 'wrong-password-123', '10.2.0.1')).statusCode).toBe(401);
    }
    const op = await createOperator(t, { role: 'agent' });
    expect((await signInRequest(t, op.email, op.password, '10.2.0.1')).statusCode).toBe(429);
    expect((await signInRequest(t, op.email, op.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('a success forgives the account its earlier typos', async () => {
    const op = await createOperator(t, { role: 'agent' });
    for (let i = 0; i < 4; i += 1) expect((await signInRequest(t, op.email, 'wrong-password-123', '10.3.0.1')).statusCode).toBe(401);
    expect((await signInRequest(t, op.email, op.password, '10.3.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await signInRequest(t, op.email, 'wrong-password-123', '10.3.0.3')).statusCode).toBe(401);
    expect((await signInRequest(t, op.email, op.password, '10.3.0.4')).statusCode).toBe(200);
  });

  it('signs out: the row goes, the cookie is cleared, the session no longer works', async () => {
    const op = await createOperator(t, { role: 'editor' });
    const session = await signIn(t, op.email, op.password);
    const forged = await adminInject(t, session, { method: 'DELETE', url: '/api/admin/session', csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('Missing or invalid CSRF token.');
    const out = await adminInject(t, session, { method: 'DELETE', url: '/api/admin/session' });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^sf_admin=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict/);
    const rows = await t.database.handle.db.selectFrom('operator_sessions').select('id').where('operator_id', '=', op.id).execute();
    expect(rows).toHaveLength(0);
    const after = await adminInject(t, session, { method: 'GET', url: '/api/admin/session' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 0, message: 'Please sign in.' });
    // signing out without a session is harmless
    expect((await adminInject(t, null, { method: 'DELETE', url: '/api/admin/session' })).statusCode).toBe(204);
  });

  it('ends a session idle too long, and one past its absolute end', async () => {
    const op = await createOperator(t, { role: 'agent' });
    const db = t.database.handle.db;
    const idle = await signIn(t, op.email, op.password);
    const longAgo = new Date(Date.now() - 31 * 60_000).toISOString();
    await db.updateTable('operator_sessions').set({ last_seen_at: longAgo }).where('operator_id', '=', op.id).execute();
    expect((await adminInject(t, idle, { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(401);

    const old = await signIn(t, op.email, op.password);
    await db.updateTable('operator_sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('operator_id', '=', op.id).execute();
    expect((await adminInject(t, old, { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(401);
    expect(await db.selectFrom('operator_sessions').select('id').where('operator_id', '=', op.id).execute()).toHaveLength(0);

    // a request within the idle time keeps the session going
    const busy = await signIn(t, op.email, op.password);
    const recent = new Date(Date.now() - 20 * 60_000).toISOString();
    await db.updateTable('operator_sessions').set({ last_seen_at: recent }).where('operator_id', '=', op.id).execute();
    expect((await adminInject(t, busy, { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(200);
    const seen = await db.selectFrom('operator_sessions').select('last_seen_at').where('operator_id', '=', op.id).executeTakeFirstOrThrow();
    expect(Date.parse(seen.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ignores a made-up or malformed cookie', async () => {
    for (const cookie of ['sf_admin=' + 'A'.repeat(43), 'sf_admin=../../etc', 'sf_admin=']) {
      const response = await adminInject(t, { cookie, csrfToken: 'x' }, { method: 'GET', url: '/api/admin/session' });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('admin session cookie outside development', () => {
  it('is Secure', async () => {
    const t = await createTestApp('sqlite');
    try {
      const secureApp = await createTestApp('sqlite', { admin: { ...t.config.admin, secureCookie: true } });
      try {
        const op = await createOperator(secureApp, { role: 'agent' });
        const response = await signInRequest(secureApp, op.email, op.password);
        expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
      } finally {
        await secureApp.close();
      }
    } finally {
      await t.close();
    }
  });
});
