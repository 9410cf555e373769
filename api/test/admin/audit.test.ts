// /api/admin/audit: every sign-in and change, newest first, fifty to a page, with
// who did it (null for a failed sign-in and the CLI) and what it was before and after.
import { recordAudit } from '../../src/admin/audit-log';
import { type Dialect, createTestApp, describeEachDialect, useTestApp } from '../helpers/app';
import { type AdminSession, adminInject, createOperator, signedInOperator } from '../helpers/operators';

describeEachDialect('admin audit', (dialect: Dialect) => {
  const t = useTestApp(dialect);
  let admin: { id: number; email: string; session: AdminSession };
  beforeAll(async () => {
    admin = await signedInOperator(t, 'admin');
  });

  it('records sign-ins (ok and failed) and user changes, newest first, with the operator', async () => {
    const op = await createOperator(t, { role: 'agent' });
    await t.app.inject({ method: 'POST', url: `/api/admin/session?authCode=${encodeURIComponent(t.config.authCode)}`, payload: { email: op.email, password: 'not-the-password' } });
    await adminInject(t, admin.session, { method: 'PATCH', url: `/api/admin/users/${op.id}`, payload: { role: 'editor' } });

    const response = await adminInject(t, admin.session, { method: 'GET', url: '/api/admin/audit' });
    expect(response.statusCode).toBe(200);
    const { items, total, page, pageSize } = response.json().data;
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 50 });
    expect(total).toBe(items.length);
    expect(items.map((i: { action: string }) => i.action)).toEqual(['user.role', 'sign-in.failed', 'sign-in']);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      operator: { id: admin.id, email: admin.email },
      action: 'user.role',
      target: `operator:${op.id}`,
      before: { email: op.email, role: 'agent', disabled: false },
      after: { email: op.email, role: 'editor', disabled: false, by: 'console' },
    });
    expect(items[1]).toMatchObject({ operator: null, target: `operator:${op.id}`, before: null, after: { reason: 'wrong password' } });
    expect(items[2]).toMatchObject({ operator: { id: admin.id }, target: `operator:${admin.id}` });
  });

  it('pages fifty at a time', async () => {
    const own = await createTestApp(dialect);
    try {
      const boss = await signedInOperator(own, 'admin');
      for (let i = 0; i < 60; i += 1) await recordAudit(own.database.handle.db, { operatorId: null, action: 'test.event', target: `n:${i}` });
      const first = (await adminInject(own, boss.session, { method: 'GET', url: '/api/admin/audit?page=1' })).json().data;
      const second = (await adminInject(own, boss.session, { method: 'GET', url: '/api/admin/audit?page=2' })).json().data;
      expect(first.total).toBe(61);
      expect(first.items).toHaveLength(50);
      expect(first.items[0].target).toBe('n:59');
      expect(second.items).toHaveLength(11);
      expect(second.items.at(-1).action).toBe('sign-in');
      const beyond = (await adminInject(own, boss.session, { method: 'GET', url: '/api/admin/audit?page=9' })).json().data;
      expect(beyond).toEqual({ items: [], total: 61, page: 9, pageSize: 50 });
    } finally {
      await own.close();
    }
  });

  it.each(['0', '-1', 'abc', '1.5'])('refuses page=%s with a 400', async (value) => {
    const response = await adminInject(t, admin.session, { method: 'GET', url: `/api/admin/audit?page=${value}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('page must be a whole number from 1.');
  });

  it('never stores a password, a hash or a token, whatever a caller passes', async () => {
    await recordAudit(t.database.handle.db, { operatorId: admin.id, action: 'test.secret', target: 'x', before: { password: 'hunter2-hunter2', password_hash: '$argon2id$...' }, after: { csrfToken: 'abc', kept: 1, passwordChanged: true } });
    const row = await t.database.handle.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'test.secret').executeTakeFirstOrThrow();
    expect(JSON.parse(row.before!)).toEqual({});
    expect(JSON.parse(row.after!)).toEqual({ kept: 1, passwordChanged: true });
  });

  it('keeps the entry and the change together: a failed change writes neither', async () => {
    const db = t.database.handle.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAudit(trx, { operatorId: admin.id, action: 'test.rollback', target: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.selectFrom('audit_log').select('id').where('action', '=', 'test.rollback').execute()).toHaveLength(0);
  });
});
