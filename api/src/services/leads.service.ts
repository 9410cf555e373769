// Stored writes. Each lead is written in one transaction together with its
// Idempotency-Key record and the challenges it spends (the bot check's proof of
// work, the contact form's captcha), so a retried submission is stored once and
// answered with the first answer again, even when its copies arrive together.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../lib/dates';
import { badRequest, isUniqueViolation, unprocessable } from '../lib/errors';
import { SpentChallenge } from '../lib/spent-challenge';
import { contentHash } from '../lib/hash';
import * as catalogueRepo from '../repositories/catalogue.repository';
import * as leadsRepo from '../repositories/leads.repository';
import * as platformRepo from '../repositories/platform.repository';
import { type BookingRequest, type ContactMessage, type DirectEnquiry, hasCleanTrackingTexts, type HomeSearchRequest, type NewsletterRequest, type SearchTrackingPayload } from '@safarnama/contracts';
import type { LeadRecord } from '../lead-delivery/lead-record';
import type { LeadOutbox } from '../lead-delivery/outbox';
import type { BotCheckService } from './bot-check.service';
import { CaptchaRefused, type CaptchaService } from './captcha.service';
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
  /** The solved proof of work (X-Bot-Check header) every lead write carries. */
  botCheck?: string;
}

/** What a filled honeypot is answered with: a lead that looks stored (id 0 is never a row's). */
const TRAPPED_LEAD = { id: 0 };

/** A person never sees the honeypot field, so any text in it was put there by a script. */
function trapped(input: { website?: string }): boolean {
  return (input.website ?? '').trim() !== '';
}

/** The columns every lead row ends with: which server stored it, and when (the record's createdAt). */
interface LeadStamp {
  server_ip: string;
  created_at: string;
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
    private readonly botCheck: BotCheckService,
    /** Each stored lead's deliveries (webhook, emails) are queued in its transaction. */
    private readonly outbox: LeadOutbox,
  ) {}

  /**
   * Runs `write` in a transaction that also spends the request's bot check and
   * records the idempotency key and a hash of the request it was sent with. The
   * same key with the same request (or one committed concurrently by another
   * request or process) gets the stored answer with status 200 and nothing new
   * is stored, before its spent bot check is looked at; the same key with another
   * request is refused with 422, so a second lead is never dropped in silence.
   * Keys are forgotten after 24 hours. A filled honeypot is answered with
   * `decoy` (201) once the bot check is verified, and nothing is stored.
   */
  private async once<T>(
    scope: string,
    ctx: RequestContext,
    request: unknown,
    decoy: T | null,
    write: (trx: Transaction<Database>) => Promise<{ statusCode: 200 | 201; body: T }>,
  ): Promise<WriteResult<T>> {
    const key = ctx.idempotencyKey;
    const requestHash = key ? contentHash(request) : '';
    if (key) {
      await this.forgetExpiredKeys();
      const previous = await this.replay<T>(scope, key, requestHash);
      if (previous) return previous;
    }
    const botCheck = await this.botCheck.verify(ctx.botCheck);
    if (decoy !== null) return { statusCode: 201, body: decoy, replayed: false };
    try {
      const result = await this.db.transaction().execute(async (trx) => {
        await this.botCheck.spend(trx, botCheck);
        const answer = await write(trx);
        if (key) {
          await platformRepo.insertIdempotencyRecord(trx, {
            scope,
            key,
            status_code: answer.statusCode,
            response_body: JSON.stringify(answer.body),
            request_hash: requestHash,
            created_at: nowIso(),
          });
        }
        return answer;
      });
      return { ...result, replayed: false };
    } catch (error) {
      // a concurrent copy of this request may have committed first: answer as it was answered
      if (key && (isUniqueViolation(error) || error instanceof SpentChallenge)) {
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
  private async insertOnce(
    scope: string,
    ctx: RequestContext,
    request: { website?: string },
    insert: (trx: Transaction<Database>, stamp: LeadStamp) => Promise<LeadRecord>,
  ) {
    let kind: LeadRecord['kind'] | undefined;
    const result = await this.once(scope, ctx, request, trapped(request) ? TRAPPED_LEAD : null, async (trx) => {
      const lead = await insert(trx, { server_ip: ctx.serverIp, created_at: nowIso() });
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
    return this.insertOnce('enquiry', ctx, input, async (trx, stamp) => {
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
        utm_source: input.utm_source,
        utm_medium: input.utm_medium,
        utm_campaign: input.utm_campaign,
        utm_content: input.utm_content,
        chat_session_id: input.chatSessionId,
        contact_preference: input.contactPreference.join(','),
        ...stamp,
      });
      return {
        kind: 'enquiry',
        id,
        createdAt: stamp.created_at,
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
    return this.insertOnce('booking', ctx, input, async (trx, stamp) => {
      const pkg = await catalogueRepo.findPackageForLead(trx, input.packageDetailId);
      if (!pkg) throw badRequest('packageDetailId', 'This package is not available. Please choose another package.');
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
        contact_preference: input.contactPreference.join(','),
        ...stamp,
      });
      return {
        kind: 'booking',
        id,
        createdAt: stamp.created_at,
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
    return this.once('newsletter', ctx, input, trapped(input) ? { success: true as const } : null, async (trx) => {
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
   * A new message spends its captcha challenge in its own transaction, so that
   * concurrent copies of one submission (one Idempotency-Key) are one message and
   * the same answer. A wrong answer spends the challenge too (400, nothing
   * stored): one guess per challenge. Its identity leaves out the captcha, as a
   * retry may carry a fresh challenge.
   */
  async addContactMessage(input: ContactMessage, ctx: RequestContext) {
    try {
      return await this.insertContact(input, ctx);
    } catch (error) {
      if (error instanceof CaptchaRefused && error.answered) await this.captcha.burn(input.captchaId);
      throw error;
    }
  }

  private insertContact(input: ContactMessage, ctx: RequestContext) {
    return this.insertOnce('contact', ctx, withoutCaptcha(input), async (trx, stamp) => {
      await this.captcha.redeem(trx, input.captchaId, input.captcha);
      const id = await leadsRepo.insertContactMessage(trx, {
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        source: input.source,
        contact_preference: input.contactPreference.join(','),
        ...stamp,
      });
      return {
        kind: 'contact',
        id,
        createdAt: stamp.created_at,
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
function withoutCaptcha(input: ContactMessage): { website?: string } {
  const { captcha: _captcha, captchaId: _captchaId, ...message } = input;
  return message;
}
