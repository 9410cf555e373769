// The audit log: every sign-in and every change an operator makes, with what it was
// before and after. Filled in by the operators work; the signature is what the other routes use.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditEntry {
  /** null for events without a signed-in operator (a failed sign-in). */
  operatorId: number | null;
  /** e.g. 'sign-in', 'lead.update', 'package.update', 'user.add', 'privacy.erase' */
  action: string;
  /** What was changed, e.g. 'enquiry:42', 'package:kashmir-6-days' */
  target: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

/** Writes one entry; call it inside the change's own transaction so both or neither are stored. */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  void db;
  void entry;
  throw new Error('recordAudit: not built yet');
}
