// The lead forms' bot check: a proof-of-work challenge (ALTCHA v1, SHA-256) that
// the browser solves in the background. Challenges are signed with a key derived
// from the server's secret, so every process of a deployment issues and accepts
// the same ones without sharing state; a solved challenge buys one lead, recorded
// as spent in that lead's own transaction.
import { createHmac } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { BOT_CHECK_HEADER, BOT_CHECK_INVALID, BOT_CHECK_MISSING, BOT_CHECK_SPENT, type BotCheckChallenge } from '@safarnama/contracts';
import type { Database } from '../db/schema';
import { badRequest } from '../lib/errors';
import { SpentChallenge } from '../lib/spent-challenge';
import * as botCheckRepo from '../repositories/bot-check.repository';

/** Long enough to fill in a form after it opened; short enough that a stock of solved challenges goes stale. */
export const BOT_CHECK_TTL_MS = 5 * 60_000;
/**
 * The secret number is drawn from [1, MAX_NUMBER]: a browser tries on average
 * half of them, one SHA-256 (crypto.subtle) each, about 10-20 µs on a laptop and
 * up to 100 µs on a cheap phone, so the visitor's phone spends about half a
 * second (one second at worst) while the form is being filled in. The cost to a
 * script is the same per lead; what bounds a script is that a challenge buys one
 * lead and challenges are rate limited.
 */
export const BOT_CHECK_MAX_NUMBER = 10_000;
/** Spent challenges are forgotten by an issue at most this often (per process), once expired. */
const SWEEP_EVERY_MS = 60_000;
/** A solved payload is about 300 characters; anything much longer is not one. */
const MAX_PAYLOAD_LENGTH = 2_000;

/** The HMAC key: derived, never the secret itself, so the preview tokens' secret cannot be recovered from it. */
export function botCheckKey(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('safarnama bot-check hmac key v1').digest('hex');
}

/** A solution whose signature, expiry and proof of work the server checked; it still has to be spent. */
export interface VerifiedBotCheck {
  signature: string;
  expiresAt: string;
}

export class BotCheckService {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly hmacKey: string,
  ) {}

  async issue(now = Date.now()): Promise<BotCheckChallenge> {
    const challenge = await createChallenge({ hmacKey: this.hmacKey, maxnumber: BOT_CHECK_MAX_NUMBER, expires: new Date(now + BOT_CHECK_TTL_MS) });
    await this.sweep(now);
    return { algorithm: 'SHA-256', challenge: challenge.challenge, maxnumber: BOT_CHECK_MAX_NUMBER, salt: challenge.salt, signature: challenge.signature };
  }

  /**
   * Checks a solved payload (the X-Bot-Check header): a 400 when it is missing,
   * malformed, forged, unsolved or expired. Whether it was spent is told by spend().
   */
  async verify(header: string | undefined): Promise<VerifiedBotCheck> {
    if (!header) throw badRequest(BOT_CHECK_HEADER, BOT_CHECK_MISSING);
    const payload = header.length <= MAX_PAYLOAD_LENGTH ? decode(header) : null;
    if (!payload || !(await verifySolution(payload, this.hmacKey, true))) throw badRequest(BOT_CHECK_HEADER, BOT_CHECK_INVALID);
    // verifySolution checks an expiry only when the salt has one; every challenge issued here has
    const expires = Number(extractParams(payload).expires);
    if (!Number.isInteger(expires) || expires * 1000 < Date.now()) throw badRequest(BOT_CHECK_HEADER, BOT_CHECK_INVALID);
    return { signature: payload.signature, expiresAt: new Date(expires * 1000).toISOString() };
  }

  /** Records the solution as spent, in the write's transaction: a second use is refused. */
  async spend(trx: Transaction<Database>, check: VerifiedBotCheck): Promise<void> {
    const spent = await botCheckRepo.spend(trx, { signature: check.signature, expires_at: check.expiresAt, spent_at: new Date().toISOString() });
    if (!spent) throw new SpentChallenge(BOT_CHECK_HEADER, BOT_CHECK_SPENT);
  }

  /** Issuing is what leads to new rows, so it also deletes the expired ones; a failed sweep waits for the next. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await botCheckRepo.deleteExpired(this.db, new Date(now).toISOString()).catch(() => undefined);
  }
}

interface SolvedPayload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** base64(JSON) with exactly the fields of a solution, or null. */
function decode(header: string): SolvedPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const p = value as Partial<SolvedPayload> | null;
  if (!p || typeof p !== 'object') return null;
  const hex = (s: unknown) => typeof s === 'string' && /^[0-9a-f]{64}$/.test(s);
  const { algorithm, challenge, number, salt, signature } = p;
  if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || typeof signature !== 'string' || !hex(challenge) || !hex(signature)) return null;
  if (typeof salt !== 'string' || salt.length > 200) return null;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > BOT_CHECK_MAX_NUMBER) return null;
  return { algorithm, challenge, number, salt, signature };
}
