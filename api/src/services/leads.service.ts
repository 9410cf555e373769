// Stored writes. Each lead is written in one transaction together with its
// Idempotency-Key record, so a retried submission is stored once and answered
// with the first answer again.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../lib/dates';
import { badRequest, isUniqueViolation, unprocessable } from '../lib/errors';
import { contentHash } from '../lib/hash';
import * as catalogueRepo from '../repositories/catalogue.repository';
import * as leadsRepo from '../repositories/leads.repository';
import * as platformRepo from '../repositories/platform.repository';
import { type BookingRequest, type ContactMessage, type DirectEnquiry, hasCleanTrackingTexts, type HomeSearchRequest, type NewsletterRequest, type SearchTrackingPayload } from '@safarnama/contracts';
import type { LeadRecord } from '../lead-delivery/lead-record';
import type { LeadOutbox } from '../lead-delivery/outbox';
import type { CaptchaService } from './captcha.service';
import type { SearchEventWriter } from './search-tracking';

export interface WriteResult<T> {
  statusCode: 200 | 201;
  body: T;
  /** True when an earlier request with the same Idempotency-Key was answered instead. */
  replayed: boolean;
}

export interface RequestContext {
  serverIp: string;
  idempotencyKey?: string;
}

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request. Send a new key for a new submission.';

/** Keys stored before this time are forgotten. */
function expiredBefore(now = Date.now()): string {
  return new Date(now - IDEMPOTENCY_KEY_TTL_MS).toISOString();
}

export class LeadsService {
  private lastKeySweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly searchEvents: SearchEventWriter,
    private readonly captcha: CaptchaService,
    /** Each stored lead's deliveries (webhook, emails) are queued in its transaction. */
    private readonly outbox: LeadOutbox,
  ) {}

  /**
   * Runs `write` in a transaction that also records the idempotency key and a hash
   * of the request it was sent with. The same key with the same request (or one
   * committed concurrently by another request or process) gets the stored answer
   * with status 200 and nothing new is stored; the same key with another request
   * is refused with 422, so a second lead is never dropped in silence. Keys are
   * forgotten after 24 hours.
   */
  private async once<T>(
    scope: string,
    key: string | undefined,
    request: unknown,
    write: (trx: Transaction<Database>) => Promise<{ statusCode: 200 | 201; body: T }>,
  ): Promise<WriteResult<T>> {
    if (!key) return { ...(await this.db.transaction().execute(write)), replayed: false };
    const requestHash = contentHash(request);
    await this.forgetExpiredKeys();
    const previous = await this.replay<T>(scope, key, requestHash);
    if (previous) return previous;
    try {
      const result = await this.db.transaction().execute(async (trx) => {
        const answer = await write(trx);
        await platformRepo.insertIdempotencyRecord(trx, {
          scope,
          key,
          status_code: answer.statusCode,
          response_body: JSON.stringify(answer.body),
          request_hash: requestHash,
          created_at: nowIso(),
        });
        return answer;
      });
      return { ...result, replayed: false };
    } catch (error) {
      if (isUniqueViolation(error)) {
        const concurrent = await this.replay<T>(scope, key, requestHash);
        if (concurrent) return concurrent;
      }
      throw error;
    }
  }

  /**
   * A lead write that stores one new row: 201 with the row's id, once per
   * Idempotency-Key. The lead's deliveries are queued in the same transaction, and
   * the delivery worker is told once it has committed (a replay queues nothing).
   */
  private async insertOnce(scope: string, ctx: RequestContext, request: unknown, insert: (trx: Transaction<Database>) => Promise<LeadRecord>) {
    let kind: LeadRecord['kind'] | undefined;
    const result = await this.once(scope, ctx.idempotencyKey, request, async (trx) => {
      const lead = await insert(trx);
      await this.outbox.queue(trx, lead);
      kind = lead.kind;
      return { statusCode: 201 as const, body: { id: lead.id } };
    });
    if (!result.replayed && kind) this.outbox.committed(kind);
    return result;
  }

  private async replay<T>(scope: string, key: string, requestHash: string): Promise<WriteResult<T> | null> {
    const record = await platformRepo.findIdempotencyRecord(this.db, scope, key);
    if (!record) return null;
    if (record.created_at < expiredBefore()) {
      // An expired key is a new key: forget it here, whatever the periodic sweep has done.
      await platformRepo.deleteExpiredIdempotencyRecords(this.db, expiredBefore(), { scope, key });
      return null;
    }
    if (record.request_hash && record.request_hash !== requestHash) {
      throw unprocessable('Idempotency-Key', IDEMPOTENCY_KEY_REUSED);
    }
    return { statusCode: 200 as const, body: JSON.parse(record.response_body) as T, replayed: true };
  }

  /** At most every ten minutes, in the background of a write: a failed sweep is tried again later. */
  private async forgetExpiredKeys(): Promise<void> {
    const now = Date.now();
    if (now - this.lastKeySweep < 10 * 60_000) return;
    this.lastKeySweep = now;
    await platformRepo.deleteExpiredIdempotencyRecords(this.db, expiredBefore(now)).catch(() => undefined);
  }

  addDirectEnquiry(input: DirectEnquiry, ctx: RequestContext) {
    return this.insertOnce('enquiry', ctx, input, async (trx) => {
      const createdAt = nowIso();
      const id = await leadsRepo.insertEnquiry(trx, {
        name: input.name,
        phone: input.phone,
        email: input.email,
        destination: input.destination,
        departure_city: input.departureCity,
        no_of_people: input.noOfPeople,
        travel_date: input.date,
        website_name: input.websiteName,
        source: input.source,
        device_type: input.deviceType,
        browser: input.browser,
        user_ip: ctx.serverIp,
        server_ip: ctx.serverIp,
        utm_source: input.utm_source,
        utm_medium: input.utm_medium,
        utm_campaign: input.utm_campaign,
        utm_content: input.utm_content,
        chat_session_id: input.chatSessionId,
        contact_preference: input.contactPreference.join(','),
        created_at: createdAt,
      });
      return {
        kind: 'enquiry',
        id,
        createdAt,
        name: input.name,
        email: input.email,
        phone: input.phone,
        contactPreference: input.contactPreference,
        destination: input.destination,
        departureCity: input.departureCity,
        noOfPeople: input.noOfPeople,
        travelDate: input.date,
        chatSessionId: input.chatSessionId,
        utm: { source: input.utm_source, medium: input.utm_medium, campaign: input.utm_campaign, content: input.utm_content },
      };
    });
  }

  addBookingRequest(input: BookingRequest, ctx: RequestContext) {
    return this.insertOnce('booking', ctx, input, async (trx) => {
      const pkg = await catalogueRepo.findPackageForLead(trx, input.packageDetailId);
      if (!pkg) throw badRequest('packageDetailId', 'This package is not available. Please choose another package.');
      const createdAt = nowIso();
      const id = await leadsRepo.insertBookingRequest(trx, {
        package_id: input.packageDetailId,
        duration: input.duration,
        lead_name: input.leadName,
        no_of_person: input.noOfPerson,
        departure_city: input.departureCity,
        travel_date: input.date,
        email: input.email,
        phone: input.phone,
        product_id: input.productId,
        website_id: input.websiteId,
        server_ip: ctx.serverIp,
        contact_preference: input.contactPreference.join(','),
        created_at: createdAt,
      });
      return {
        kind: 'booking',
        id,
        createdAt,
        name: input.leadName,
        email: input.email,
        phone: input.phone,
        contactPreference: input.contactPreference,
        packageId: input.packageDetailId,
        packageName: pkg.name,
        destination: pkg.destination,
        duration: input.duration,
        noOfPeople: input.noOfPerson,
        departureCity: input.departureCity,
        travelDate: input.date,
      };
    });
  }

  subscribe(input: NewsletterRequest, ctx: RequestContext) {
    return this.once('newsletter', ctx.idempotencyKey, input, async (trx) => {
      const added = await leadsRepo.insertNewsletterSubscription(trx, {
        email: input.email,
        access_key: input.accessKey,
        server_ip: ctx.serverIp,
        created_at: nowIso(),
      });
      return { statusCode: added ? (201 as const) : (200 as const), body: { success: true as const } };
    });
  }

  /**
   * A new message first spends its captcha challenge, in a statement of its own so
   * that a wrong answer spends it too (400, nothing stored). A retry of a message
   * already stored is answered from its Idempotency-Key, as once() would, before
   * that: its challenge is spent by then.
   */
  async addContactMessage(input: ContactMessage, ctx: RequestContext) {
    const message = withoutCaptcha(input);
    const stored = ctx.idempotencyKey ? await this.replay<{ id: number }>('contact', ctx.idempotencyKey, contentHash(message)) : null;
    if (stored) return stored;
    await this.captcha.redeem(input.captchaId, input.captcha);
    return this.insertOnce('contact', ctx, message, async (trx) => {
      const createdAt = nowIso();
      const id = await leadsRepo.insertContactMessage(trx, {
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        source: input.source,
        server_ip: ctx.serverIp,
        contact_preference: input.contactPreference.join(','),
        created_at: createdAt,
      });
      return {
        kind: 'contact',
        id,
        createdAt,
        name: input.name,
        email: input.email,
        phone: '',
        contactPreference: input.contactPreference,
        source: input.source,
        subject: input.subject,
        message: input.message,
      };
    });
  }

  /**
   * Records a destination search for marketing. The row is queued and written
   * behind the answer, many rows per INSERT (SearchEventWriter). It carries the
   * request's Idempotency-Key, so a retried search records nothing new.
   */
  trackSearch(
    payload: SearchTrackingPayload | HomeSearchRequest,
    search: { query: string; destinationId: number | null; found: boolean; defaultPageName: string },
    ctx: RequestContext,
  ): void {
    this.searchEvents.write({
      page_name: payload.pageName || search.defaultPageName,
      destination_query: search.query.slice(0, 200),
      destination_id: search.destinationId,
      found: search.found ? 1 : 0,
      month: payload.date,
      device_type: payload.deviceType,
      browser: payload.browser,
      user_ip: ctx.serverIp,
      server_ip: ctx.serverIp,
      source: payload.source,
      source_media: payload.sourceMedia,
      website_id: payload.websiteId ?? 1,
      utm_source: payload.utmSource,
      utm_medium: payload.utmMedium,
      utm_campaign: payload.utmCampaign,
      utm_content: payload.utmContent,
      created_at: nowIso(),
      idempotency_key: ctx.idempotencyKey ?? null,
    }, hasCleanTrackingTexts(payload));
  }
}

/** A contact message's identity leaves out its captcha: a retry may carry a fresh challenge. */
function withoutCaptcha(input: object): object {
  const { captcha: _captcha, captchaId: _captchaId, ...message } = input as Record<string, unknown>;
  return message;
}
