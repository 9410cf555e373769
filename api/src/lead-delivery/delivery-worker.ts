// Sends the outbox's deliveries: claims the due ones under a lease (so that of
// several API processes one sends each), sends them, and records the outcome:
// delivered; due again after an exponential back-off (retryMs, twice as long each
// time, at most maxRetryMs); or failed once its give_up_at (24 hours after the lead)
// has passed, or at once when trying again cannot help (a mailbox the mail server
// says does not exist). A new lead is sent as soon as its transaction commits; the
// rest are found by a look every pollMs.
//
// A delivery is sent at least once: a process killed between sending and recording
// leaves a lease that runs out, and the delivery is sent again with the same
// delivery id, by which the receiver drops it.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { LeadDeliveryConfig } from '../config';
import type { Database, LeadDelivery } from '../db/schema';
import { claimDueDeliveries, markDelivered, markFailed, markRetry } from '../repositories/deliveries.repository';
import { hasOptedOut, unsubscribeHeaders, unsubscribePageUrl, type UnsubscribeTokens } from '../privacy/unsubscribe';
import { businessEmail, travellerEmail } from './lead-emails';
import type { LeadRecord } from './lead-record';
import type { LeadOutbox } from './outbox';
import { DeliveryError, postLead } from './webhook';

export interface DeliveryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Deliveries claimed at a time; they are sent side by side. */
const BATCH = 10;
const MESSAGE_ID_DOMAIN = 'safarnamaholidays.in';

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelay(attempts: number, retryMs: number, maxRetryMs: number): number {
  return Math.min(retryMs * 2 ** Math.max(0, attempts - 1), maxRetryMs);
}

export class LeadDeliveryWorker {
  /** This process's name on the leases it takes. */
  readonly id = `${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly leaseMs: number;
  private mailer: Transporter | null = null;
  private pass: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: LeadDeliveryConfig,
    private readonly outbox: LeadOutbox,
    private readonly log: DeliveryLog,
    /** The number the traveller's acknowledgement gives them to call. */
    private readonly ourPhone: () => Promise<string>,
    /** Signs the unsubscribe link every traveller mail carries (RFC 8058); none in tests that leave it out. */
    private readonly unsubscribe: { tokens: UnsubscribeTokens; siteOrigin: string } | null = null,
  ) {
    // long enough for an attempt that takes its whole time limit, with room to record it
    this.leaseMs = 2 * config.timeoutMs + 1000;
  }

  start(): void {
    if (this.config.email) {
      this.mailer = nodemailer.createTransport({
        url: this.config.email.smtpUrl,
        pool: true,
        maxConnections: 2,
        connectionTimeout: this.config.timeoutMs,
        greetingTimeout: this.config.timeoutMs,
        socketTimeout: this.config.timeoutMs,
      });
    }
    this.stopListening = this.outbox.onCommitted(() => this.kick());
    this.schedule();
    this.kick();
  }

  /** Looks for due deliveries now (a look under way looks again when it is done). */
  kick(): void {
    if (this.stopped) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    this.pass = this.sendDue().finally(() => {
      this.pass = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Stops looking, waits for the attempts under way and closes the mail connections. */
  async close(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    if (this.timer) clearTimeout(this.timer);
    await this.pass;
    this.mailer?.close();
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.kick();
      if (!this.stopped) this.schedule();
    }, this.config.pollMs);
    this.timer.unref();
  }

  private async sendDue(): Promise<void> {
    try {
      for (;;) {
        if (this.stopped) return;
        const now = Date.now();
        const claimed = await claimDueDeliveries(this.db, this.id, new Date(now).toISOString(), new Date(now + this.leaseMs).toISOString(), BATCH);
        if (claimed.length === 0) return;
        // every attempt of the batch ends before the next look (and before close() returns)
        const outcomes = await Promise.allSettled(claimed.map((row) => this.deliver(row)));
        const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
        if (failed) throw failed.reason;
      }
    } catch (error) {
      // the database is away: the next look tries again
      this.log.error({ err: error }, 'lead delivery: could not read the outbox; trying again shortly');
    }
  }

  private async deliver(row: LeadDelivery): Promise<void> {
    const lead = JSON.parse(row.payload) as LeadRecord;
    const attempt = row.attempts + 1;
    try {
      await this.send(row, lead, attempt);
    } catch (error) {
      await this.recordFailure(row, attempt, error);
      return;
    }
    const recorded = await markDelivered(this.db, row.id, this.id, new Date().toISOString());
    if (!recorded) this.log.warn({ deliveryId: row.delivery_id }, 'lead delivery: sent after this process lost its lease; the receiver may see it twice (same delivery id)');
  }

  private async send(row: LeadDelivery, lead: LeadRecord, attempt: number): Promise<void> {
    switch (row.channel) {
      case 'webhook': {
        if (!this.config.webhook) throw new DeliveryError('LEAD_WEBHOOK_URL is no longer set');
        await postLead(this.config.webhook, this.config.timeoutMs, { deliveryId: row.delivery_id, attempt, lead });
        return;
      }
      case 'business_email': {
        const content = businessEmail(lead, row.delivery_id);
        await this.mail(row, { to: this.emailConfig().to, replyTo: lead.email || undefined, ...content });
        return;
      }
      case 'traveller_email': {
        if (await hasOptedOut(this.db, lead.email)) throw new DeliveryError('not sent: the traveller unsubscribed from our emails', true);
        const token = this.unsubscribe?.tokens.tokenFor(lead.email);
        const content = travellerEmail(lead, await this.ourPhone(), token ? unsubscribePageUrl(this.unsubscribe!.siteOrigin, token) : undefined);
        const headers = token ? unsubscribeHeaders(this.unsubscribe!.siteOrigin, token) : {};
        await this.mail(row, { to: lead.email, replyTo: this.emailConfig().to, ...content }, headers);
        return;
      }
    }
  }

  private emailConfig(): NonNullable<LeadDeliveryConfig['email']> {
    if (!this.config.email || !this.mailer) throw new DeliveryError('SMTP_URL is no longer set');
    return this.config.email;
  }

  private async mail(row: LeadDelivery, message: { to: string; replyTo?: string; subject: string; text: string }, headers: Record<string, string> = {}): Promise<void> {
    const { from } = this.emailConfig();
    try {
      await this.mailer!.sendMail({
        from,
        ...message,
        // the same on every attempt: a mailbox (and our tests) can drop a repeat by it
        messageId: `<${row.delivery_id}@${MESSAGE_ID_DOMAIN}>`,
        headers: { ...headers, 'X-Safarnama-Delivery-Id': row.delivery_id },
      });
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      // 5xx from the mail server is its final word (a mailbox that does not exist)
      const permanent = typeof code === 'number' && code >= 500 && code < 600;
      throw new DeliveryError(`email: ${(error as Error).message}`, permanent);
    }
  }

  private async recordFailure(row: LeadDelivery, attempt: number, error: unknown): Promise<void> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const now = Date.now();
    const details = { deliveryId: row.delivery_id, lead: `${row.lead_kind} ${row.lead_id}`, channel: row.channel, attempt, reason };
    const permanent = error instanceof DeliveryError && error.permanent;
    if (permanent || now >= Date.parse(row.give_up_at)) {
      await markFailed(this.db, row.id, this.id, reason);
      this.log.error(details, `lead delivery: failed for good (npm run leads -- retry --failed sends it again)`);
      return;
    }
    const next = new Date(now + retryDelay(attempt, this.config.retryMs, this.config.maxRetryMs)).toISOString();
    await markRetry(this.db, row.id, this.id, next, reason);
    this.log.warn({ ...details, next }, 'lead delivery: attempt failed; trying again later');
  }
}
