// /api/admin/users: listing, adding and changing accounts, each change audited with
// before and after and never a password or its hash.
import type { LightMyRequestResponse } from 'fastify';
import { type Dialect, createTestApp, describeEachDialect, useTestApp } from '../helpers/app';
import { type AdminSession, adminInject, createOperator, signIn, signedInOperator } from '../helpers/operators';

describeEachDialect('admin users', (dialect: Dialect) => {
  const t = useTestApp(dialect);
  let admin: { id: number; email: string; session: AdminSession };
  beforeAll(async () => {
    admin = await signedInOperator(t, 'admin');
  });

  const addUser = (payload: object) => adminInject(t, admin.session, { method: 'POST', url: '/api/admin/users', payload });
  const changeUser = (id: number | string, payload: object) => adminInject(t, admin.session, { method: 'PATCH', url: `/api/admin/users/${id}`, payload });
  const expectRefused = (response: LightMyRequestResponse, message: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  };
  const audits = (target: string) =>
    t.database.handle.db.selectFrom('audit_log').selectAll().where('target', '=', target).orderBy('id').execute();

  it('adds an account (201), lowercases its email, and it can sign in', async () => {
    const response = await addUser({ email: ' New.Agent@Example.IN ', role: 'agent', password: 'a-long-enough-password' });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toEqual({ id: expect.any(Number), email: 'new.agent@example.in', role: 'agent', disabled: false, createdAt: expect.any(String), lastSignInAt: null });
    await expect(signIn(t, 'new.agent@example.in', 'a-long-enough-password')).resolves.toHaveProperty('csrfToken');

    const [entry] = await audits(`operator:${data.id}`);
    expect(entry).toMatchObject({ operator_id: admin.id, action: 'user.add', before: null });
    expect(JSON.parse(entry!.after!)).toEqual({ email: 'new.agent@example.in', role: 'agent', disabled: false, by: 'console' });
    expect(entry!.after).not.toMatch(/argon|password/i);

    const list = await adminInject(t, admin.session, { method: 'GET', url: '/api/admin/users' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'new.agent@example.in', role: 'agent', disabled: false })]));
    expect(list.body).not.toMatch(/argon|password/i);
  });

  it('refuses a duplicate email, however it is typed, with a clear 400', async () => {
    const existing = await createOperator(t, { role: 'editor' });
    const response = await addUser({ email: existing.email.toUpperCase(), role: 'agent', password: 'a-long-enough-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 0, message: 'An operator with this email already exists.', errors: [{ field: 'email', message: 'An operator with this email already exists.' }] });
  });

  it.each([
    [{ email: 'x@example.in', role: 'agent', password: 'short' }, 'Password must be 12-256 characters.'],
    [{ email: 'x@example.in', role: 'boss', password: 'a-long-enough-password' }, 'Role must be one of agent, editor, admin.'],
    [{ email: 'not-an-email', role: 'agent', password: 'a-long-enough-password' }, 'Enter a valid email address.'],
    [{ role: 'agent', password: 'a-long-enough-password' }, 'Enter a valid email address.'],
  ])('refuses bad input %j with a 400', async (payload, message) => {
    expectRefused(await addUser(payload), message);
  });

  it('changes a role, audited with before and after', async () => {
    const op = await createOperator(t, { role: 'agent' });
    const response = await changeUser(op.id, { role: 'editor' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: op.id, role: 'editor', disabled: false });
    const [entry] = await audits(`operator:${op.id}`);
    expect(entry).toMatchObject({ operator_id: admin.id, action: 'user.role' });
    expect(JSON.parse(entry!.before!)).toEqual({ email: op.email, role: 'agent', disabled: false });
    expect(JSON.parse(entry!.after!)).toEqual({ email: op.email, role: 'editor', disabled: false, by: 'console' });
  });

  it('disabling ends the sessions and sign-in; enabling lets it sign in again', async () => {
    const op = await signedInOperator(t, 'agent');
    const off = await changeUser(op.id, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.disabled).toBe(true);
    expect((await adminInject(t, op.session, { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(401);
    await expect(signIn(t, op.email, op.password)).rejects.toThrow(/answered 401/);
    const operators = await adminInject(t, admin.session, { method: 'GET', url: '/api/admin/operators' });
    expect(operators.json().data.map((o: { id: number }) => o.id)).not.toContain(op.id);

    const on = await changeUser(op.id, { disabled: false });
    expect(on.json().data.disabled).toBe(false);
    await expect(signIn(t, op.email, op.password)).resolves.toHaveProperty('cookie');
    expect((await audits(`operator:${op.id}`)).map((e) => e.action)).toEqual(expect.arrayContaining(['user.disable', 'user.enable']));
  });

  it('a new password ends the sessions; only the new one signs in; the log keeps no password', async () => {
    const op = await signedInOperator(t, 'editor');
    const response = await changeUser(op.id, { password: 'a-brand-new-password' });
    expect(response.statusCode).toBe(200);
    expect((await adminInject(t, op.session, { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(401);
    await expect(signIn(t, op.email, op.password)).rejects.toThrow(/answered 401/);
    await expect(signIn(t, op.email, 'a-brand-new-password')).resolves.toHaveProperty('cookie');
    const entries = await audits(`operator:${op.id}`);
    const change = entries.find((e) => e.action === 'user.password')!;
    expect(JSON.parse(change.after!)).toEqual({ email: op.email, role: 'editor', disabled: false, passwordChanged: true, by: 'console' });
    expect(JSON.stringify(entries)).not.toMatch(/a-brand-new-password|argon2/);
  });

  it('several changes at once are one user.update', async () => {
    const op = await createOperator(t, { role: 'agent' });
    const response = await changeUser(op.id, { role: 'admin', disabled: true });
    expect(response.statusCode).toBe(200);
    expect((await audits(`operator:${op.id}`)).map((e) => e.action)).toEqual(['user.update']);
  });

  it.each([
    [{}, 'Send role, disabled or password.'],
    [{ role: 'owner' }, 'Role must be one of agent, editor, admin.'],
    [{ disabled: 'yes' }, 'disabled must be true or false.'],
    [{ password: 'short' }, 'Password must be 12-256 characters.'],
  ])('refuses the change %j with a 400', async (payload, message) => {
    const op = await createOperator(t, { role: 'agent' });
    expectRefused(await changeUser(op.id, payload), message);
  });

  it('refuses a field it does not change (an email) rather than ignoring it', async () => {
    const op = await createOperator(t, { role: 'agent' });
    expectRefused(await changeUser(op.id, { email: 'someone.else@example.in' }), 'Only role, disabled and password can be changed.');
  });

  it('answers 400 for an id that is not a number and 404 for an unknown one', async () => {
    expectRefused(await changeUser('abc', { role: 'agent' }), 'id must be a positive whole number.');
    const missing = await changeUser(999999, { role: 'agent' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No operator with this id.');
  });

  it('keeps at least one active admin', async () => {
    const own = await createTestApp(dialect);
    try {
      const only = await signedInOperator(own, 'admin');
      for (const payload of [{ disabled: true }, { role: 'agent' }]) {
        const response = await adminInject(own, only.session, { method: 'PATCH', url: `/api/admin/users/${only.id}`, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('At least one active admin must remain: make another admin first.');
      }
      // with a second admin either may go; then the one left stays
      const second = await createOperator(own, { role: 'admin' });
      const response = await adminInject(own, only.session, { method: 'PATCH', url: `/api/admin/users/${second.id}`, payload: { role: 'agent' } });
      expect(response.statusCode).toBe(200);
      const demoteSelf = await adminInject(own, only.session, { method: 'PATCH', url: `/api/admin/users/${only.id}`, payload: { role: 'editor' } });
      expect(demoteSelf.statusCode).toBe(400);
    } finally {
      await own.close();
    }
  });
});
