// The audit log: every sign-in and every change an operator (or the CLI) makes,
// with what it was before and after. Rows are only ever added.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditEntry as AuditItem } from '@safarnama/contracts/back-office';

export interface AuditEntry {
  /** null for events without a signed-in operator (a failed sign-in, the CLI). */
  operatorId: number | null;
  /** e.g. 'sign-in', 'lead.update', 'package.update', 'user.add', 'privacy.erase' */
  action: string;
  /** What was changed, e.g. 'enquiry:42', 'package:kashmir-6-days' */
  target: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

type Db = Kysely<Database> | Transaction<Database>;

// Whatever a caller passes, a password or its hash never reaches the log.
const SECRET_KEY = /password|secret|token/i;

function toJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (key, v: unknown) => (key && SECRET_KEY.test(key) && typeof v !== 'boolean' ? undefined : v));
}

/** Writes one entry; call it inside the change's own transaction so both or neither are stored. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(),
      operator_id: entry.operatorId,
      action: entry.action,
      target: entry.target,
      before: toJson(entry.before),
      after: toJson(entry.after),
      ip: entry.ip ?? null,
    })
    .execute();
}

function fromJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One page of the log, newest first (id breaks ties between entries of the same millisecond). */
export async function listAudit(db: Db, page: number, pageSize: number): Promise<{ items: AuditItem[]; total: number }> {
  const rows = await db
    .selectFrom('audit_log')
    .leftJoin('operators', 'operators.id', 'audit_log.operator_id')
    .select(['audit_log.id', 'audit_log.at', 'audit_log.operator_id', 'operators.email', 'audit_log.action', 'audit_log.target', 'audit_log.before', 'audit_log.after'])
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { n } = await db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return {
    total: Number(n),
    items: rows.map((row) => ({
      id: Number(row.id),
      at: row.at,
      operator: row.operator_id === null ? null : { id: Number(row.operator_id), email: row.email ?? '' },
      action: row.action,
      target: row.target,
      before: fromJson(row.before),
      after: fromJson(row.after),
    })),
  };
}
