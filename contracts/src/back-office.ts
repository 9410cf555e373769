// What the back office's API (/api/admin, docs/back-office-api.md) answers, written
// once for the API and the console that reads it. Types only: the console's bundle
// carries none of this file.

/** One entry of the audit log: who did what to which record, with the record before and after. */
export interface AuditEntry {
  id: number;
  at: string;
  operator: { id: number; email: string } | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** A package as the content list shows it, inactive ones included. */
export interface PackageRow {
  slug: string;
  name: string;
  destination: string;
  price: number;
  days: number;
  active: boolean;
}
