// The filtered inbox as CSV (GET /api/admin/leads.csv), newest first like the list,
// cells made safe for a spreadsheet by lib/csv.ts. Read in batches after the last
// row of the previous batch, so that a long export neither holds every lead in
// memory nor skips or repeats one when leads arrive meanwhile.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { csvRow } from '../../lib/csv';
import { type LeadFilters, listLeads } from './lead-list.query';

const BATCH = 500;

export const LEADS_CSV_COLUMNS = ['kind', 'id', 'created_at', 'name', 'email', 'phone', 'destination', 'status', 'owner'];

export async function* leadsCsv(db: Kysely<Database>, filters: LeadFilters): AsyncGenerator<string> {
  yield csvRow(LEADS_CSV_COLUMNS);
  let rows = await listLeads(db, filters, { limit: BATCH });
  while (rows.length > 0) {
    yield rows.map((r) => csvRow([r.kind, r.id, r.created_at, r.name, r.email, r.phone, r.destination, r.status, r.owner_email ?? ''])).join('');
    if (rows.length < BATCH) break;
    const last = rows[rows.length - 1]!;
    rows = await listLeads(db, filters, { limit: BATCH, after: { createdAt: last.created_at, kind: last.kind, id: last.id } });
  }
}
