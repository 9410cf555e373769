// npm run admin as an operator runs it: tsx in a child process against a SQLite file.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../helpers/app';
import { verifyPassword } from '../../src/admin/passwords';

const API_DIR = path.resolve(__dirname, '..', '..');
const TSX = path.resolve(API_DIR, '..', 'node_modules', '.bin', 'tsx');

function admin(database: TestDatabase, args: string[], stdin?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const filename = (database.config as { filename: string }).filename;
  return new Promise((resolve) => {
    const child = execFile(TSX, ['scripts/admin.ts', ...args], { cwd: API_DIR, env: { ...process.env, DATABASE_URL: `sqlite:${filename}`, NODE_ENV: 'test' } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin!.end(stdin ?? '');
  });
}

describe('npm run admin', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite', { file: true, seed: false });
  });
  afterAll(() => database.drop());

  const db = () => database.handle.db;
  const account = (email: string) => db().selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('adds an account with a generated password, printed once, and audits it', async () => {
    const result = await admin(database, ['user', 'add', 'Boss@Example.in', '--role', 'admin']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const password = /Password \(shown once, pass it on safely\): (\S+)/.exec(result.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const row = await account('boss@example.in');
    expect(row.role).toBe('admin');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, password!)).toBe(true);
    const entry = await db().selectFrom('audit_log').selectAll().where('action', '=', 'user.add').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ operator_id: null, target: `operator:${row.id}` });
    expect(JSON.parse(entry.after!)).toEqual({ email: 'boss@example.in', role: 'admin', disabled: false, by: 'cli' });
  });

  it('takes a password on standard input, and refuses a short one or a duplicate', async () => {
    const ok = await admin(database, ['user', 'add', 'agent@example.in', '--role', 'agent', '--password-stdin'], 'a-piped-password-1\n');
    expect(ok.code).toBe(0);
    expect(ok.stdout).not.toMatch(/Password/);
    expect(await verifyPassword((await account('agent@example.in')).password_hash, 'a-piped-password-1')).toBe(true);

    const short = await admin(database, ['user', 'add', 'short@example.in', '--role', 'agent', '--password-stdin'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/must be 12-256 characters/);
    const duplicate = await admin(database, ['user', 'add', 'AGENT@example.in', '--role', 'editor']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/already exists/);
  });

  it('resets a password (a new one printed, sessions ended)', async () => {
    const before = await account('agent@example.in');
    await db().insertInto('operator_sessions').values({ id: 'f'.repeat(64), operator_id: before.id, csrf_token: 'x', created_at: 'now', last_seen_at: 'now', expires_at: '9999' }).execute();
    const result = await admin(database, ['user', 'reset', 'agent@example.in']);
    expect(result.code).toBe(0);
    const password = /Password \(shown once, pass it on safely\): (\S+)/.exec(result.stdout)?.[1];
    const after = await account('agent@example.in');
    expect(await verifyPassword(after.password_hash, password!)).toBe(true);
    expect(await verifyPassword(after.password_hash, 'a-piped-password-1')).toBe(false);
    expect(await db().selectFrom('operator_sessions').select('id').where('operator_id', '=', before.id).execute()).toHaveLength(0);
    const entry = await db().selectFrom('audit_log').selectAll().where('action', '=', 'user.password').executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after!)).toMatchObject({ passwordChanged: true, by: 'cli' });
    expect(entry.after).not.toContain(password!);
  });

  it('disables and enables, and lists the accounts', async () => {
    const id = (await account('agent@example.in')).id;
    await db().insertInto('operator_sessions').values({ id: 'e'.repeat(64), operator_id: id, csrf_token: 'x', created_at: 'now', last_seen_at: 'now', expires_at: '9999' }).execute();
    const off = await admin(database, ['user', 'disable', 'agent@example.in']);
    expect(off.code).toBe(0);
    expect((await account('agent@example.in')).disabled_at).not.toBeNull();
    expect(await db().selectFrom('operator_sessions').select('id').where('operator_id', '=', id).execute()).toHaveLength(0);
    const list = await admin(database, ['user', 'list']);
    expect(list.stdout).toMatch(/agent@example\.in\s+agent\s+disabled/);
    expect(list.stdout).toMatch(/boss@example\.in\s+admin\s+active/);
    expect((await admin(database, ['user', 'enable', 'agent@example.in'])).code).toBe(0);
    expect((await account('agent@example.in')).disabled_at).toBeNull();
    const actions = await db().selectFrom('audit_log').select('action').orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['user.add', 'user.add', 'user.password', 'user.disable', 'user.enable']);
  });

  it('explains a mistake: unknown command, missing role, unknown account', async () => {
    const unknown = await admin(database, ['user', 'frob', 'x@example.in']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown command "user frob"/);
    const noRole = await admin(database, ['user', 'add', 'x@example.in']);
    expect(noRole.code).toBe(2);
    expect(noRole.stderr).toMatch(/--role agent\|editor\|admin/);
    const nobody = await admin(database, ['user', 'disable', 'nobody@example.in']);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toMatch(/No operator account for nobody@example\.in/);
    const help = await admin(database, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/npm run admin -- user add <email>/);
  });
});
