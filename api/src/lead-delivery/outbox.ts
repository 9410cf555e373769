// Queues a stored lead's deliveries in the lead's own transaction (the outbox): a
// crash loses neither the lead nor its deliveries, and a lead that was rolled back
// is never delivered. Which channels a lead gets is decided here, once: the webhook
// when LEAD_WEBHOOK_URL is set; with SMTP_URL, the business's email and, when the
// traveller gave an email, one acknowledgement (the unique index on lead and channel
// makes it one).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LeadDeliveryConfig } from '../config';
import type { Database, NewLeadDelivery } from '../db/schema';
import { type DeliveryChannel, insertDeliveries } from '../repositories/deliveries.repository';
import type { LeadKind, LeadRecord } from './lead-record';

/** Where leads go, as the server says at start and `npm run leads -- status` prints it; null when delivery is off. Never a secret: origins and hosts only. */
export function describeDelivery(config: LeadDeliveryConfig): string | null {
  const where = [
    config.webhook ? `webhook ${new URL(config.webhook.url).origin}` : null,
    config.email ? `email via ${new URL(config.email.smtpUrl).host} to ${config.email.to}` : null,
  ].filter(Boolean);
  return where.length > 0 ? where.join('; ') : null;
}

export class LeadOutbox {
  private readonly wake = new Set<(kind: LeadKind) => void>();

  constructor(private readonly config: LeadDeliveryConfig) {}

  /** False when neither the webhook nor email is set: leads are stored and exported only. */
  get enabled(): boolean {
    return this.config.webhook !== null || this.config.email !== null;
  }

  private channelsFor(lead: LeadRecord): DeliveryChannel[] {
    const channels: DeliveryChannel[] = [];
    if (this.config.webhook) channels.push('webhook');
    if (this.config.email) {
      channels.push('business_email');
      if (lead.email.trim() !== '') channels.push('traveller_email');
    }
    return channels;
  }

  /** Inside the lead's transaction: one pending delivery per channel, due at once. */
  async queue(trx: Kysely<Database>, lead: LeadRecord): Promise<void> {
    const giveUpAt = new Date(Date.parse(lead.createdAt) + this.config.giveUpMs).toISOString();
    const payload = JSON.stringify(lead);
    const rows: NewLeadDelivery[] = this.channelsFor(lead).map((channel) => ({
      delivery_id: randomUUID(),
      lead_kind: lead.kind,
      lead_id: lead.id,
      channel,
      payload,
      next_attempt_at: lead.createdAt,
      give_up_at: giveUpAt,
      claimed_until: null,
      claimed_by: null,
      created_at: lead.createdAt,
      delivered_at: null,
    }));
    await insertDeliveries(trx, rows);
  }

  /** After a lead's transaction has committed: the worker sends its deliveries now rather than at its next look, and the metrics count it. */
  committed(kind: LeadKind): void {
    for (const wake of this.wake) wake(kind);
  }

  /** The worker and the metrics listen here for committed leads. */
  onCommitted(wake: (kind: LeadKind) => void): () => void {
    this.wake.add(wake);
    return () => this.wake.delete(wake);
  }
}
