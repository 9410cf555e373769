// Lead export for the business: one CSV per kind of lead, oldest first.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { csvRow } from '../lib/csv';
import { isIsoDate } from '../lib/dates';
import { deliveryStates } from '../repositories/deliveries.repository';
import { bookingsWithPackageNames } from '../repositories/leads.repository';

export const EXPORT_KINDS = ['enquiries', 'bookings', 'newsletter', 'contact'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

const PAGE = 1000;

const COLUMNS: Record<ExportKind, string[]> = {
  enquiries: [
    'id', 'created_at', 'name', 'phone', 'email', 'destination', 'departure_city', 'no_of_people', 'travel_date',
    'website_name', 'source', 'device_type', 'browser', 'user_ip', 'server_ip',
    'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'chat_session_id', 'contact_preference', 'delivery',
  ],
  bookings: [
    'id', 'created_at', 'package_id', 'package_name', 'destination', 'duration', 'lead_name', 'no_of_person',
    'departure_city', 'travel_date', 'email', 'phone', 'contact_preference', 'product_id', 'website_id', 'server_ip', 'delivery',
  ],
  newsletter: ['id', 'created_at', 'email', 'server_ip'],
  contact: ['id', 'created_at', 'source', 'name', 'email', 'subject', 'message', 'contact_preference', 'server_ip', 'delivery'],
};

/** The tables whose rows are exported as they are stored. */
const PLAIN_TABLES = { enquiries: 'enquiries', newsletter: 'newsletter_subscriptions', contact: 'contact_messages' } as const;

async function page(
  db: Kysely<Database>,
  kind: ExportKind,
  afterId: number,
  since: string | undefined,
): Promise<Record<string, unknown>[]> {
  const from = since ?? '';
  if (kind !== 'bookings') {
    return db
      .selectFrom(PLAIN_TABLES[kind])
      .selectAll()
      .where('id', '>', afterId)
      .where('created_at', '>=', from)
      .orderBy('id')
      .limit(PAGE)
      .execute();
  }
  return bookingsWithPackageNames(db)
    .where('booking_requests.id', '>', afterId)
    .where('booking_requests.created_at', '>=', from)
    .orderBy('booking_requests.id')
    .limit(PAGE)
    .execute();
}

export const EXPORT_USAGE = `Usage: npm run export -- ${EXPORT_KINDS.join('|')} [--since YYYY-MM-DD]

RFC 4180 CSV of one kind of lead on stdout, oldest first (a row count on stderr), from
DATABASE_URL; --since keeps the leads stored on or after that day. For example:
  npm run export -- enquiries --since 2026-11-01 > enquiries.csv`;

export function parseExportArgs(argv: string[]): { kind: ExportKind; since?: string } {
  const [kind, ...rest] = argv;
  if (!EXPORT_KINDS.includes(kind as ExportKind)) throw new Error(EXPORT_USAGE);
  let since: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const value = arg === '--since' ? rest[++i] : arg.startsWith('--since=') ? arg.slice(8) : undefined;
    if (value === undefined) throw new Error(`Unknown argument "${arg}"`);
    if (!isIsoDate(value)) throw new Error(`--since needs a date as YYYY-MM-DD, got "${value}"`);
    since = value;
  }
  return { kind: kind as ExportKind, since };
}

/** The outbox's name for each kind of lead that is delivered (the newsletter is not). */
const DELIVERED_KINDS = { enquiries: 'enquiry', bookings: 'booking', contact: 'contact' } as const;

/**
 * Writes the CSV (header row first) through `write`, a page of rows at a time. A lead's
 * `delivery` cell is each channel's state ('webhook:delivered business_email:pending
 * traveller_email:failed'); empty when delivery was off when it was stored.
 */
export async function exportLeads(
  db: Kysely<Database>,
  kind: ExportKind,
  since: string | undefined,
  write: (chunk: string) => void | Promise<void>,
): Promise<number> {
  const columns = COLUMNS[kind];
  await write(csvRow(columns));
  let afterId = 0;
  let count = 0;
  for (;;) {
    const rows = await page(db, kind, afterId, since);
    if (rows.length === 0) break;
    if (kind !== 'newsletter') {
      const states = await deliveryStates(db, DELIVERED_KINDS[kind], rows.map((row) => Number(row.id)));
      for (const row of rows) row.delivery = states.get(Number(row.id)) ?? '';
    }
    await write(rows.map((row) => csvRow(columns.map((c) => row[c]))).join(''));
    count += rows.length;
    afterId = Number(rows[rows.length - 1].id);
    if (rows.length < PAGE) break;
  }
  return count;
}
