// Tables of the back office, merged into the Database interface (db/schema.ts):
// operator accounts, their sessions and the audit log.
import type { Generated } from 'kysely';

export interface OperatorTable {
  id: Generated<number>;
  /** Always lowercase, so one address is one account however it is typed. */
  email: string;
  role: string;
  password_hash: string;
  disabled_at: string | null;
  created_at: string;
  last_sign_in_at: string | null;
}

export interface OperatorSessionTable {
  /** SHA-256 (hex) of the cookie's token: the token itself is never stored. */
  id: string;
  operator_id: number;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute end (sign-in + ADMIN_SESSION_HOURS); the idle end follows from last_seen_at. */
  expires_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  operator_id: number | null;
  action: string;
  target: string;
  /** JSON text, or null when there was nothing before (a creation) or after (a removal). */
  before: string | null;
  after: string | null;
  ip: string | null;
}

export interface OperatorTables {
  operators: OperatorTable;
  operator_sessions: OperatorSessionTable;
  audit_log: AuditLogTable;
}
