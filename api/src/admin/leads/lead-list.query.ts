// The leads inbox's list: one UNION ALL over the lead tables, each branch joined
// with its lead_work row (none: 'new', nobody's) and filtered before the union, so
// that the database pages the merged list itself, newest first across every kind.
// Written as SQL text: the four branches differ in tables and columns but must
// answer the same row, which the builder's types cannot say of a union.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { InboxLeadKind, LeadStatus } from '../../db/tables/lead-work-tables';

type Db = Kysely<Database>;

export interface LeadFilters {
  kind?: InboxLeadKind;
  status?: LeadStatus;
  /** An operator's id, or 'none' for the leads nobody owns. */
  owner?: number | 'none';
  /** Days (YYYY-MM-DD, UTC, as the lead export counts them), both included. */
  from?: string;
  to?: string;
  destination?: string;
  /** Part of the name, email or phone number, any case. */
  q?: string;
}

export interface LeadListRow {
  kind: InboxLeadKind;
  id: number;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  destination: string;
  status: LeadStatus;
  owner_id: number | null;
  owner_email: string | null;
}

/** Where the list stands: the last row of the previous batch (the CSV reads the list in batches). */
export interface LeadCursor {
  createdAt: string;
  kind: InboxLeadKind;
  id: number;
}

interface LeadSource {
  from: RawBuilder<unknown>;
  name: RawBuilder<string>;
  phone: RawBuilder<string>;
  destination: RawBuilder<string>;
  only?: RawBuilder<boolean>;
}

// A quote is an enquiry sent from Luna: the same table, told apart by its chat session.
const SOURCES: Record<InboxLeadKind, LeadSource> = {
  enquiry: { from: sql`enquiries l`, name: sql`l.name`, phone: sql`l.phone`, destination: sql`l.destination`, only: sql`l.chat_session_id = ''` },
  quote: { from: sql`enquiries l`, name: sql`l.name`, phone: sql`l.phone`, destination: sql`l.destination`, only: sql`l.chat_session_id <> ''` },
  // a booking's destination is its package's; a package taken off the site keeps its bookings listed
  booking: {
    from: sql`booking_requests l left join packages p on p.id = l.package_id left join destinations d on d.id = p.destination_id`,
    name: sql`l.lead_name`,
    phone: sql`l.phone`,
    destination: sql`coalesce(d.name, '')`,
  },
  // the contact form asks for neither a phone number nor a destination
  contact: { from: sql`contact_messages l`, name: sql`l.name`, phone: sql`cast('' as text)`, destination: sql`cast('' as text)` },
};

const KIND_ORDER: InboxLeadKind[] = ['booking', 'contact', 'enquiry', 'quote'];

/** `like` text for a part of a value: its wildcards are taken literally (escaped with a backslash). */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The day after a YYYY-MM-DD day, so that `to` takes in the whole of its day. */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function conditions(source: LeadSource, filters: LeadFilters): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (source.only) where.push(source.only);
  if (filters.from) where.push(sql`l.created_at >= ${filters.from}`);
  if (filters.to) where.push(sql`l.created_at < ${dayAfter(filters.to)}`);
  if (filters.status) where.push(sql`coalesce(w.status, 'new') = ${filters.status}`);
  if (filters.owner === 'none') where.push(sql`w.owner_id is null`);
  else if (filters.owner !== undefined) where.push(sql`w.owner_id = ${filters.owner}`);
  if (filters.destination) where.push(sql`lower(${source.destination}) = ${filters.destination.toLowerCase()}`);
  if (filters.q) {
    const part = containing(filters.q);
    const matches = [sql`lower(${source.name}) like ${part} escape '\\'`, sql`lower(l.email) like ${part} escape '\\'`, sql`${source.phone} like ${part} escape '\\'`];
    // a phone number is stored as its ten digits: '98765 43210' and '+91 98765' find it too
    const digits = filters.q.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
    if (digits.length >= 3 && digits !== filters.q) matches.push(sql`${source.phone} like ${`%${digits}%`}`);
    where.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return where;
}

function branch(kind: InboxLeadKind, filters: LeadFilters): RawBuilder<unknown> {
  const source = SOURCES[kind];
  const where = conditions(source, filters);
  return sql`select cast(${sql.lit(kind)} as text) as kind, l.id as id, l.created_at as created_at, ${source.name} as name,
      l.email as email, ${source.phone} as phone, ${source.destination} as destination,
      coalesce(w.status, 'new') as status, w.owner_id as owner_id
    from ${source.from}
    left join lead_work w on w.lead_kind = ${sql.lit(kind)} and w.lead_id = l.id
    ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}`;
}

function leads(filters: LeadFilters): RawBuilder<unknown> {
  const kinds = filters.kind ? [filters.kind] : KIND_ORDER;
  return sql.join(kinds.map((kind) => branch(kind, filters)), sql` union all `);
}

/** After the cursor in the list's order: created_at descending, then kind, then id descending. */
function after(cursor: LeadCursor): RawBuilder<unknown> {
  return sql`where (u.created_at < ${cursor.createdAt} or (u.created_at = ${cursor.createdAt}
    and (u.kind > ${cursor.kind} or (u.kind = ${cursor.kind} and u.id < ${cursor.id}))))`;
}

/** One page (or batch) of the filtered leads, newest first, with each owner's email. */
export async function listLeads(
  db: Db,
  filters: LeadFilters,
  page: { limit: number; offset?: number; after?: LeadCursor },
): Promise<LeadListRow[]> {
  const { rows } = await sql<LeadListRow>`select u.kind, u.id, u.created_at, u.name, u.email, u.phone, u.destination,
      u.status, u.owner_id, o.email as owner_email
    from (${leads(filters)}) u
    left join operators o on o.id = u.owner_id
    ${page.after ? after(page.after) : sql``}
    order by u.created_at desc, u.kind, u.id desc
    limit ${page.limit} offset ${page.offset ?? 0}`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id), owner_id: row.owner_id === null ? null : Number(row.owner_id) }));
}

export async function countLeads(db: Db, filters: LeadFilters): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${leads(filters)}) u`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
