// All SQL of one lead in the inbox but the list's: the stored lead itself, how it is
// being worked (lead_work, lead_notes), its deliveries and its Luna transcript.
import type { Kysely } from 'kysely';
import type { Database, LeadDelivery } from '../../db/schema';
import type { InboxLeadKind, LeadStatus } from '../../db/tables/lead-work-tables';
import { retryDeliveries } from '../../repositories/deliveries.repository';
import { bookingsWithPackageNames } from '../../repositories/leads.repository';

type Db = Kysely<Database>;

/** The outbox files a quote under its table's kind, 'enquiry'. */
export function deliveryKindOf(kind: InboxLeadKind): LeadDelivery['lead_kind'] {
  return kind === 'quote' ? 'enquiry' : kind;
}

export function findEnquiry(db: Db, id: number, kind: 'enquiry' | 'quote') {
  return db
    .selectFrom('enquiries')
    .selectAll()
    .where('id', '=', id)
    .where('chat_session_id', kind === 'quote' ? '<>' : '=', '')
    .executeTakeFirst();
}

export function findBooking(db: Db, id: number) {
  return bookingsWithPackageNames(db).where('booking_requests.id', '=', id).executeTakeFirst();
}

export function findContactMessage(db: Db, id: number) {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface LeadWorkState {
  status: LeadStatus;
  ownerId: number | null;
}

/** How the lead is worked; a lead nobody has touched is 'new' and nobody's. */
export async function findWork(db: Db, kind: InboxLeadKind, id: number): Promise<LeadWorkState> {
  const row = await db
    .selectFrom('lead_work')
    .select(['status', 'owner_id'])
    .where('lead_kind', '=', kind)
    .where('lead_id', '=', id)
    .executeTakeFirst();
  return row ? { status: row.status, ownerId: row.owner_id } : { status: 'new', ownerId: null };
}

export async function saveWork(db: Db, kind: InboxLeadKind, id: number, work: LeadWorkState, at: string): Promise<void> {
  await db
    .insertInto('lead_work')
    .values({ lead_kind: kind, lead_id: id, status: work.status, owner_id: work.ownerId, updated_at: at })
    .onConflict((oc) => oc.columns(['lead_kind', 'lead_id']).doUpdateSet({ status: work.status, owner_id: work.ownerId, updated_at: at }))
    .execute();
}

export function findOperator(db: Db, id: number) {
  return db.selectFrom('operators').select(['id', 'email', 'disabled_at']).where('id', '=', id).executeTakeFirst();
}

export async function insertNote(db: Db, note: { kind: InboxLeadKind; id: number; operatorId: number; text: string; at: string }): Promise<number> {
  const { id } = await db
    .insertInto('lead_notes')
    .values({ lead_kind: note.kind, lead_id: note.id, operator_id: note.operatorId, text: note.text, created_at: note.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A lead's notes, oldest first, each with its author's email ('' for an account no longer stored). */
export function listNotes(db: Db, kind: InboxLeadKind, id: number) {
  return db
    .selectFrom('lead_notes as n')
    .leftJoin('operators as o', 'o.id', 'n.operator_id')
    .select(['n.id', 'n.text', 'n.operator_id', 'o.email', 'n.created_at'])
    .where('n.lead_kind', '=', kind)
    .where('n.lead_id', '=', id)
    .orderBy('n.id')
    .execute();
}

export function listDeliveries(db: Db, kind: InboxLeadKind, id: number) {
  return db
    .selectFrom('lead_deliveries')
    .selectAll()
    .where('lead_kind', '=', deliveryKindOf(kind))
    .where('lead_id', '=', id)
    .orderBy('channel')
    .execute();
}

export function findDelivery(db: Db, kind: InboxLeadKind, id: number, deliveryId: number) {
  return db
    .selectFrom('lead_deliveries')
    .selectAll()
    .where('id', '=', deliveryId)
    .where('lead_kind', '=', deliveryKindOf(kind))
    .where('lead_id', '=', id)
    .executeTakeFirst();
}

export function listTranscript(db: Db, sessionId: string) {
  return db.selectFrom('chat_messages').select(['sender', 'text', 'created_at']).where('session_id', '=', sessionId).orderBy('id').execute();
}

/**
 * Makes one delivery due now, by the rules `npm run leads -- retry --failed` applies to
 * all of them: a pending one only loses its back-off (a worker may be sending it), a
 * failed one is pending again until `giveUpAt`.
 */
export async function retryDelivery(db: Db, delivery: LeadDelivery, now: string, giveUpAt: string): Promise<void> {
  await retryDeliveries(db, now, { failed: delivery.status === 'failed', giveUpAt, id: delivery.id });
}
