// The leads inbox: the leads of every form in one list, each lead's detail, and the
// agents' work on it (status, owner, notes, another delivery attempt). Every change
// is written with its audit entry in one transaction: both or neither are stored.
import { parseContactPreference } from '@safarnama/contracts';
import type { Kysely } from 'kysely';
import type { LeadDeliveryConfig } from '../../config';
import type { Database, LeadDelivery as LeadDeliveryRow } from '../../db/schema';
import type { InboxLeadKind } from '../../db/tables/lead-work-tables';
import { nowIso } from '../../lib/dates';
import { badRequest, ClientError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit-log';
import { bookingFields, contactFields, enquiryFields } from './lead-fields';
import { countLeads, type LeadFilters, listLeads, type LeadListRow } from './lead-list.query';
import { LEAD_KINDS, type LeadDelivery, type LeadDetail, type LeadNote, type LeadPage, type LeadSummary, type LeadUpdateBody } from './lead-schemas';
import * as repo from './lead-work.repository';

type Db = Kysely<Database>;

/** Who changes a lead, for the audit log. */
export interface Actor {
  operatorId: number;
  ip: string;
}

export interface LeadAddress {
  kind: InboxLeadKind;
  id: number;
}

interface StoredLead {
  createdAt: string;
  fields: Record<string, string>;
  contactPreference: string[];
  chatSessionId: string;
}

/**
 * The lead a URL names. Anything else is a lead that is not there (404), however it
 * is spelt: an id too long for the database's integers included.
 */
export function leadAddress(kind: string, id: string): LeadAddress {
  if (!(LEAD_KINDS as readonly string[]).includes(kind)) {
    throw notFound(`There is no such kind of lead: the kinds are ${LEAD_KINDS.join(', ')}.`);
  }
  if (!/^\d{1,9}$/.test(id) || Number(id) === 0) throw notFound(`There is no ${kind} with this id.`);
  return { kind: kind as InboxLeadKind, id: Number(id) };
}

export function summaryOf(row: LeadListRow): LeadSummary {
  return {
    kind: row.kind,
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    destination: row.destination,
    status: row.status,
    owner: row.owner_id === null ? null : { id: row.owner_id, email: row.owner_email ?? '' },
  };
}

function deliveryOf({ id, channel, status, attempts, last_error, delivered_at }: LeadDeliveryRow): LeadDelivery {
  return { id, channel, status, attempts, lastError: last_error, deliveredAt: delivered_at };
}

export class LeadsInbox {
  constructor(
    private readonly db: Db,
    private readonly delivery: LeadDeliveryConfig,
  ) {}

  async list(filters: LeadFilters, page: number, pageSize: number): Promise<LeadPage> {
    const [rows, total] = await Promise.all([
      listLeads(this.db, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
      countLeads(this.db, filters),
    ]);
    return { items: rows.map(summaryOf), total, page, pageSize };
  }

  async detail(lead: LeadAddress, db: Db = this.db): Promise<LeadDetail> {
    const stored = await this.stored(db, lead);
    // one after another: inside a transaction they share one connection anyway
    const work = await repo.findWork(db, lead.kind, lead.id);
    const notes = await repo.listNotes(db, lead.kind, lead.id);
    const deliveries = await repo.listDeliveries(db, lead.kind, lead.id);
    const transcript = stored.chatSessionId ? await repo.listTranscript(db, stored.chatSessionId) : null;
    const owner = work.ownerId === null ? null : await repo.findOperator(db, work.ownerId);
    return {
      kind: lead.kind,
      id: lead.id,
      createdAt: stored.createdAt,
      status: work.status,
      owner: work.ownerId === null ? null : { id: work.ownerId, email: owner?.email ?? '' },
      fields: stored.fields,
      contactPreference: stored.contactPreference,
      notes: notes.map((n) => ({ id: n.id, text: n.text, author: { id: n.operator_id, email: n.email ?? '' }, createdAt: n.created_at })),
      deliveries: deliveries.map(deliveryOf),
      transcript: transcript?.map((m) => ({ sender: m.sender, text: m.text, createdAt: m.created_at })) ?? null,
    };
  }

  /** Sets the status and/or the owner (an active operator, or null for nobody). */
  async update(lead: LeadAddress, changes: LeadUpdateBody, actor: Actor): Promise<LeadDetail> {
    return this.db.transaction().execute(async (trx) => {
      await this.stored(trx, lead);
      const before = await repo.findWork(trx, lead.kind, lead.id);
      if (changes.ownerId !== undefined && changes.ownerId !== null) {
        const owner = await repo.findOperator(trx, changes.ownerId);
        if (!owner || owner.disabled_at !== null) throw badRequest('ownerId', 'ownerId must be the id of an active operator');
      }
      const after = {
        status: changes.status ?? before.status,
        ownerId: changes.ownerId === undefined ? before.ownerId : changes.ownerId,
      };
      if (after.status !== before.status || after.ownerId !== before.ownerId) {
        await repo.saveWork(trx, lead.kind, lead.id, after, nowIso());
        await recordAudit(trx, { operatorId: actor.operatorId, action: 'lead.update', target: `${lead.kind}:${lead.id}`, before, after, ip: actor.ip });
      }
      return this.detail(lead, trx);
    });
  }

  async addNote(lead: LeadAddress, text: string, actor: Actor & { email: string }): Promise<LeadNote> {
    return this.db.transaction().execute(async (trx) => {
      await this.stored(trx, lead);
      const at = nowIso();
      const id = await repo.insertNote(trx, { kind: lead.kind, id: lead.id, operatorId: actor.operatorId, text, at });
      await recordAudit(trx, { operatorId: actor.operatorId, action: 'lead.note', target: `${lead.kind}:${lead.id}`, after: { id, text }, ip: actor.ip });
      return { id, text, author: { id: actor.operatorId, email: actor.email }, createdAt: at };
    });
  }

  /** Another attempt at one of the lead's deliveries, now; one already delivered is left alone (409). */
  async retryDelivery(lead: LeadAddress, deliveryId: string, actor: Actor): Promise<LeadDelivery> {
    return this.db.transaction().execute(async (trx) => {
      await this.stored(trx, lead);
      const id = /^\d{1,9}$/.test(deliveryId) ? Number(deliveryId) : 0;
      const before = id > 0 ? await repo.findDelivery(trx, lead.kind, lead.id, id) : undefined;
      if (!before) throw notFound(`This ${lead.kind} has no such delivery.`);
      if (before.status === 'delivered') throw new ClientError(409, 'This delivery has been delivered already; only a failed or pending one can be retried.');
      const now = new Date();
      await repo.retryDelivery(trx, before, now.toISOString(), new Date(now.getTime() + this.delivery.giveUpMs).toISOString());
      const after = await repo.findDelivery(trx, lead.kind, lead.id, id);
      if (!after) throw notFound(`This ${lead.kind} has no such delivery.`);
      const audited = (row: LeadDeliveryRow) => ({ channel: row.channel, status: row.status, attempts: row.attempts, nextAttemptAt: row.next_attempt_at });
      await recordAudit(trx, {
        operatorId: actor.operatorId,
        action: 'lead.delivery.retry',
        target: `${lead.kind}:${lead.id}`,
        before: audited(before),
        after: audited(after),
        ip: actor.ip,
      });
      return deliveryOf(after);
    });
  }

  /** The lead as its form stored it, or a 404 naming what is missing. */
  private async stored(db: Db, lead: LeadAddress): Promise<StoredLead> {
    const missing = () => notFound(`There is no ${lead.kind} ${lead.id}.`);
    if (lead.kind === 'enquiry' || lead.kind === 'quote') {
      const row = await repo.findEnquiry(db, lead.id, lead.kind);
      if (!row) throw missing();
      return { createdAt: row.created_at, fields: enquiryFields(row), contactPreference: parseContactPreference(row.contact_preference), chatSessionId: row.chat_session_id };
    }
    if (lead.kind === 'booking') {
      const row = await repo.findBooking(db, lead.id);
      if (!row) throw missing();
      return { createdAt: row.created_at, fields: bookingFields(row), contactPreference: parseContactPreference(row.contact_preference), chatSessionId: '' };
    }
    const row = await repo.findContactMessage(db, lead.id);
    if (!row) throw missing();
    return { createdAt: row.created_at, fields: contactFields(row), contactPreference: parseContactPreference(row.contact_preference), chatSessionId: '' };
  }
}
