// Erasure of one person's personal data (the DPDP Act's right to erasure): given
// their email or phone, every lead they sent, every delivery and acknowledgement of
// those leads, their newsletter subscription, their Luna conversations, stored
// replays of their requests and the back office's work on their leads go, in one
// transaction. The person's other contact details found on those leads (the phone
// of an enquiry sent with the email) are erased with them, so nothing that names
// them is left behind. A last pass blanks any remaining mention in a text column of
// any other table (an audit entry's before/after) rather than deleting that row.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { columnsOf, containsPattern, listTextColumns } from './text-columns';

export type ErasureSubject = { email: string } | { phone: string };

export interface ErasureReport {
  /** Rows removed (or, for tables kept for their own sake, rows with the mention blanked) per table. */
  removed: Record<string, number>;
}

/** What the CLI and the admin route accept: exactly one of an email and a phone, normalised like the lead routes. */
export function erasureSubject(input: { email?: string; phone?: string }): ErasureSubject {
  const email = input.email?.trim();
  const phone = input.phone?.trim();
  if (email && phone) throw new ErasureInputError('Give an email or a phone, not both');
  if (email) return { email: normaliseEmail(email) };
  if (phone) return { phone: normalisePhone(phone) };
  throw new ErasureInputError('Give the email or the phone of the person whose data is to be erased');
}

export class ErasureInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ErasureInputError';
  }
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** As the lead routes store it: trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!EMAIL_SHAPE.test(email)) throw new ErasureInputError(`"${value}" is not an email address`);
  return email;
}

/** As the lead routes store it: ten digits, without spaces, hyphens or a +91 / 0 prefix. */
export function normalisePhone(value: string): string {
  let digits = value.replace(/[\s().-]/g, '');
  if (/^\+?91\d{10}$/.test(digits)) digits = digits.slice(-10);
  else if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
  if (!/^\d{10}$/.test(digits)) throw new ErasureInputError(`"${value}" is not a 10-digit mobile number`);
  return digits;
}

/** The tables whose rows are this person's and are removed whole; always in the report. */
const LEAD_TABLES = ['enquiries', 'booking_requests', 'contact_messages', 'newsletter_subscriptions', 'lead_deliveries', 'chat_messages', 'idempotency_keys'] as const;
/** The back office's work on a lead, keyed by the lead (created by the leads inbox). */
const LEAD_WORK_TABLES = ['lead_work', 'lead_notes'];
/** Operator accounts are not a traveller's data; the redaction pass leaves them alone. */
const NOT_REDACTED = new Set(['operators', 'operator_sessions', 'email_opt_outs', 'kysely_migration', 'kysely_migration_lock']);
const REDACTED = '[erased]';
/** Each round may find another contact detail on the leads found so far; a person has few. */
const MAX_ROUNDS = 5;

type Trx = Transaction<Database>;
type LeadKind = 'enquiry' | 'booking' | 'contact';

export interface ErasureOptions {
  /** Runs inside the erasure's transaction with its report (the audit entry): both are stored or neither. */
  alsoInTransaction?: (trx: Transaction<Database>, report: ErasureReport) => Promise<void>;
}

export async function erasePersonalData(db: Kysely<Database>, subject: ErasureSubject, options: ErasureOptions = {}): Promise<ErasureReport> {
  const emails = new Set<string>();
  const phones = new Set<string>();
  if ('email' in subject) emails.add(normaliseEmail(subject.email));
  else phones.add(normalisePhone(subject.phone));
  // read before the transaction: on PostgreSQL the catalogue queries need no lock
  const textColumns = await listTextColumns(db);
  const workTables = await Promise.all(LEAD_WORK_TABLES.map(async (table) => ({ table, columns: await columnsOf(db, table) })));

  return db.transaction().execute(async (trx) => {
    await gatherContactDetails(trx, emails, phones);
    const removed: Record<string, number> = Object.fromEntries(LEAD_TABLES.map((t) => [t, 0]));
    const identifiers = [...emails, ...phones];
    const emailList = [...emails];
    const phoneList = [...phones];

    const enquiries = await trx
      .selectFrom('enquiries')
      .select(['id', 'chat_session_id'])
      .where((eb) => eb.or([...inList(eb, 'email', emailList), ...inList(eb, 'phone', phoneList)]))
      .execute();
    const bookings = await trx
      .selectFrom('booking_requests')
      .select('id')
      .where((eb) => eb.or([...inList(eb, 'email', emailList), ...inList(eb, 'phone', phoneList)]))
      .execute();
    const contacts = emailList.length > 0 ? await trx.selectFrom('contact_messages').select('id').where('email', 'in', emailList).execute() : [];
    const leads: { kind: LeadKind; ids: number[] }[] = [
      { kind: 'enquiry', ids: enquiries.map((r) => r.id) },
      { kind: 'booking', ids: bookings.map((r) => r.id) },
      { kind: 'contact', ids: contacts.map((r) => r.id) },
    ];

    // the back office's work and the deliveries first: they name the leads
    for (const { table, columns } of workTables) {
      const kindColumn = columns.includes('lead_kind') ? 'lead_kind' : columns.includes('kind') ? 'kind' : null;
      if (!kindColumn || !columns.includes('lead_id')) continue;
      let count = 0;
      for (const { kind, ids } of leads) {
        if (ids.length === 0) continue;
        // the inbox files an enquiry from the quote popup under 'quote'
        const kinds = kind === 'enquiry' ? ['enquiry', 'quote'] : [kind];
        const result = await sql`delete from ${sql.table(table)} where ${sql.ref(kindColumn)} in (${sql.join(kinds)}) and lead_id in (${sql.join(ids)})`.execute(trx);
        count += Number(result.numAffectedRows ?? 0);
      }
      if (count > 0) removed[table] = count;
    }

    const deliveries = await trx
      .deleteFrom('lead_deliveries')
      .where((eb) =>
        eb.or([
          ...leads.filter((l) => l.ids.length > 0).map((l) => eb.and([eb('lead_kind', '=', l.kind), eb('lead_id', 'in', l.ids)])),
          ...identifiers.map((id) => eb(sql`lower(payload)`, 'like', sql<string>`${containsPattern(id)} escape '!'`)),
        ]),
      )
      .executeTakeFirst();
    removed.lead_deliveries = Number(deliveries.numDeletedRows);

    // their Luna conversations: the sessions their enquiries came from, and any session in which they gave a contact detail
    const sessions = new Set(enquiries.map((r) => r.chat_session_id).filter(Boolean));
    if (identifiers.length > 0) {
      const mentioned = await trx
        .selectFrom('chat_messages')
        .select('session_id')
        .distinct()
        .where((eb) => eb.or(identifiers.map((id) => eb(sql`lower(text)`, 'like', sql<string>`${containsPattern(id)} escape '!'`))))
        .execute();
      for (const { session_id } of mentioned) sessions.add(session_id);
    }
    if (sessions.size > 0) {
      const chats = await trx.deleteFrom('chat_messages').where('session_id', 'in', [...sessions]).executeTakeFirst();
      removed.chat_messages = Number(chats.numDeletedRows);
    }

    const replays = await trx
      .deleteFrom('idempotency_keys')
      .where((eb) => eb.or(identifiers.map((id) => eb(sql`lower(response_body)`, 'like', sql<string>`${containsPattern(id)} escape '!'`))))
      .executeTakeFirst();
    removed.idempotency_keys = Number(replays.numDeletedRows);

    removed.enquiries = await deleteIds(trx, 'enquiries', leads[0]!.ids);
    removed.booking_requests = await deleteIds(trx, 'booking_requests', leads[1]!.ids);
    removed.contact_messages = await deleteIds(trx, 'contact_messages', leads[2]!.ids);
    if (emailList.length > 0) {
      const subscriptions = await trx.deleteFrom('newsletter_subscriptions').where('email', 'in', emailList).executeTakeFirst();
      removed.newsletter_subscriptions = Number(subscriptions.numDeletedRows);
    }

    for (const [table, count] of Object.entries(await redactMentions(trx, textColumns, identifiers))) {
      removed[table] = (removed[table] ?? 0) + count;
    }
    const report = { removed };
    await options.alsoInTransaction?.(trx, report);
    return report;
  });
}

/** Adds the emails and phones of every lead that carries one already known, until no new one turns up. */
async function gatherContactDetails(trx: Trx, emails: Set<string>, phones: Set<string>): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const before = emails.size + phones.size;
    const emailList = [...emails];
    const phoneList = [...phones];
    const rows = [
      ...(await trx
        .selectFrom('enquiries')
        .select(['email', 'phone'])
        .where((eb) => eb.or([...inList(eb, 'email', emailList), ...inList(eb, 'phone', phoneList)]))
        .execute()),
      ...(await trx
        .selectFrom('booking_requests')
        .select(['email', 'phone'])
        .where((eb) => eb.or([...inList(eb, 'email', emailList), ...inList(eb, 'phone', phoneList)]))
        .execute()),
    ];
    for (const row of rows) {
      if (row.email) emails.add(row.email.toLowerCase());
      if (row.phone) phones.add(row.phone);
    }
    if (emails.size + phones.size === before) return;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the expression builder of either lead table
function inList(eb: any, column: 'email' | 'phone', values: string[]) {
  return values.length > 0 ? [eb(column, 'in', values)] : [];
}

async function deleteIds(trx: Trx, table: 'enquiries' | 'booking_requests' | 'contact_messages', ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await trx.deleteFrom(table).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Blanks the contact details wherever else they are written (per table: the rows changed). */
async function redactMentions(trx: Trx, columns: { table: string; column: string }[], identifiers: string[]): Promise<Record<string, number>> {
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if (NOT_REDACTED.has(table)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const changed: Record<string, number> = {};
  if (identifiers.length === 0) return changed;
  for (const [table, tableColumns] of byTable) {
    const blanked = (column: string) => identifiers.reduce((value, id) => sql`replace(${value}, ${id}, ${REDACTED})`, sql`${sql.ref(column)}`);
    const mentions = tableColumns.flatMap((column) => identifiers.map((id) => sql`${sql.ref(column)} like ${containsPattern(id)} escape '!'`));
    const result = await sql`
      update ${sql.table(table)} set ${sql.join(tableColumns.map((column) => sql`${sql.ref(column)} = ${blanked(column)}`))}
      where ${sql.join(mentions, sql` or `)}`.execute(trx);
    const count = Number(result.numAffectedRows ?? 0);
    if (count > 0) changed[table] = count;
  }
  return changed;
}
