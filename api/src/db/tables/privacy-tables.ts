// Tables of data protection, merged into the Database interface (db/schema.ts).

/** An address that unsubscribed: no newsletter and no acknowledgement mail goes to it. */
export interface EmailOptOutTable {
  /** SHA-256 (hex) of the lower-cased email: the list is checked, never read back as addresses. */
  email_sha256: string;
  created_at: string;
}

export interface PrivacyTables {
  email_opt_outs: EmailOptOutTable;
}
