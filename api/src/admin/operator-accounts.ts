// Operator accounts: what the users routes and the admin CLI do to them, each change
// in one transaction with its audit entry. Emails are kept lowercase so that one
// address is one account however it is typed.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ClientError, isUniqueViolation, notFound } from '../lib/errors';
import { recordAudit } from './audit-log';
import type { OperatorRole } from './operator-roles';
import { endSessionsOf } from './operator-sessions';
import { hashPassword } from './passwords';

type Db = Kysely<Database> | Transaction<Database>;

export const DUPLICATE_EMAIL_MESSAGE = 'An operator with this email already exists.';
export const LAST_ADMIN_MESSAGE = 'At least one active admin must remain: make another admin first.';
export const OPERATOR_NOT_FOUND_MESSAGE = 'No operator with this id.';

/** Who made a change: a signed-in operator (with the request's address) or the CLI. */
export interface Actor {
  operatorId: number | null;
  ip?: string;
  via: 'console' | 'cli';
}

export interface OperatorAccount {
  id: number;
  email: string;
  role: OperatorRole;
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const ACCOUNT_COLUMNS = ['id', 'email', 'role', 'disabled_at', 'created_at', 'last_sign_in_at'] as const;

function toAccount(row: { id: number; email: string; role: string; disabled_at: string | null; created_at: string; last_sign_in_at: string | null }): OperatorAccount {
  return { id: Number(row.id), email: row.email, role: row.role as OperatorRole, disabled: row.disabled_at !== null, createdAt: row.created_at, lastSignInAt: row.last_sign_in_at };
}

/** What the audit log keeps of an account: never its password or hash. */
function auditView(account: OperatorAccount) {
  return { email: account.email, role: account.role, disabled: account.disabled };
}

export async function listOperators(db: Db): Promise<OperatorAccount[]> {
  const rows = await db.selectFrom('operators').select(ACCOUNT_COLUMNS).orderBy('email').execute();
  return rows.map(toAccount);
}

/** The accounts that can sign in, for the console's owner pickers. */
export async function listActiveOperators(db: Db): Promise<{ id: number; email: string; role: OperatorRole }[]> {
  const rows = await db.selectFrom('operators').select(['id', 'email', 'role']).where('disabled_at', 'is', null).orderBy('email').execute();
  return rows.map((row) => ({ id: Number(row.id), email: row.email, role: row.role as OperatorRole }));
}

export async function findOperator(db: Db, id: number): Promise<OperatorAccount | null> {
  const row = await db.selectFrom('operators').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : null;
}

export async function findOperatorIdByEmail(db: Db, email: string): Promise<number | null> {
  const row = await db.selectFrom('operators').select('id').where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** For sign-in only: the hash never leaves this module's callers. */
export function findCredentials(db: Db, email: string) {
  return db.selectFrom('operators').select(['id', 'email', 'role', 'password_hash', 'disabled_at']).where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function addOperator(db: Kysely<Database>, input: { email: string; role: OperatorRole; password: string }, actor: Actor): Promise<OperatorAccount> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('operators')
        .values({ email, role: input.role, password_hash: passwordHash, disabled_at: null, created_at: new Date().toISOString(), last_sign_in_at: null })
        .returning(ACCOUNT_COLUMNS)
        .executeTakeFirstOrThrow();
      const account = toAccount(row);
      await recordAudit(trx, { operatorId: actor.operatorId, action: 'user.add', target: `operator:${account.id}`, before: null, after: { ...auditView(account), by: actor.via }, ip: actor.ip });
      return account;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ClientError(400, DUPLICATE_EMAIL_MESSAGE, [{ field: 'email', message: DUPLICATE_EMAIL_MESSAGE }]);
    throw error;
  }
}

export interface OperatorChanges {
  role?: OperatorRole;
  disabled?: boolean;
  password?: string;
}

/**
 * Changes an account's role, state or password. Disabling it or setting a new
 * password ends its sessions; the last active admin can be neither demoted nor
 * disabled, or nobody could manage users again but through the CLI.
 */
export async function updateOperator(db: Kysely<Database>, id: number, changes: OperatorChanges, actor: Actor): Promise<OperatorAccount> {
  const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password);
  return db.transaction().execute(async (trx) => {
    const before = await findOperator(trx, id);
    if (!before) throw notFound(OPERATOR_NOT_FOUND_MESSAGE);
    const role = changes.role ?? before.role;
    const disabled = changes.disabled ?? before.disabled;
    if (before.role === 'admin' && !before.disabled && (role !== 'admin' || disabled)) {
      const others = await trx.selectFrom('operators').select('id').where('role', '=', 'admin').where('disabled_at', 'is', null).where('id', '<>', id).limit(1).execute();
      if (others.length === 0) throw new ClientError(400, LAST_ADMIN_MESSAGE);
    }
    await trx
      .updateTable('operators')
      .set({
        role,
        disabled_at: disabled === before.disabled ? (before.disabled ? undefined : null) : disabled ? new Date().toISOString() : null,
        ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
      })
      .where('id', '=', id)
      .execute();
    if (disabled || passwordHash !== undefined) await endSessionsOf(trx, id);
    const after = { ...before, role, disabled };
    const action = actionOf(before, after, passwordHash !== undefined);
    await recordAudit(trx, {
      operatorId: actor.operatorId,
      action,
      target: `operator:${id}`,
      before: auditView(before),
      after: { ...auditView(after), ...(passwordHash === undefined ? {} : { passwordChanged: true }), by: actor.via },
      ip: actor.ip,
    });
    return after;
  });
}

/** A single change gets its own name (user.disable); several at once are a user.update. */
function actionOf(before: OperatorAccount, after: OperatorAccount, passwordChanged: boolean): string {
  const names: string[] = [];
  if (before.role !== after.role) names.push('user.role');
  if (before.disabled !== after.disabled) names.push(after.disabled ? 'user.disable' : 'user.enable');
  if (passwordChanged) names.push('user.password');
  return names.length === 1 ? names[0]! : 'user.update';
}

export async function recordSignIn(db: Db, id: number): Promise<void> {
  await db.updateTable('operators').set({ last_sign_in_at: new Date().toISOString() }).where('id', '=', id).execute();
}
