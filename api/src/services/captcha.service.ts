// The contact and support forms' captcha, issued and checked by the server so
// that a script cannot post past it: each challenge is stored, answered once
// (right or wrong, the first answer spends it, so one challenge cannot be
// guessed at) and only within ten minutes.
import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CAPTCHA_WRONG, type CaptchaChallenge } from '@safarnama/contracts';
import type { Database } from '../db/schema';
import { badRequest } from '../lib/errors';
import * as captchaRepo from '../repositories/captcha.repository';

export const CAPTCHA_TTL_MS = 10 * 60_000;
/** Old challenges are deleted by an issue at most this often (per process). */
const SWEEP_EVERY_MS = 60_000;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';

/** A whole number in [0, max). */
export type RandomInt = (max: number) => number;

/** The spec's code (spec 2, section 4): three capital letters and three digits, shuffled (Fisher-Yates). */
export function generateCaptchaCode(random: RandomInt = randomInt): string {
  const chars = [LETTERS, LETTERS, LETTERS, DIGITS, DIGITS, DIGITS].map((alphabet) => alphabet[random(alphabet.length)]);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export class CaptchaService {
  private lastSweep = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** A new challenge: its code for the form to show and the id its answer names. */
  async issue(): Promise<CaptchaChallenge> {
    const now = Date.now();
    const challenge = { id: randomBytes(18).toString('base64url'), code: generateCaptchaCode(), created_at: new Date(now).toISOString() };
    await captchaRepo.insertChallenge(this.db, challenge);
    await this.sweep(now);
    return { captchaId: challenge.id, code: challenge.code, expiresAt: new Date(now + CAPTCHA_TTL_MS).toISOString() };
  }

  /**
   * Spends the challenge and checks the typed code: exactly (case included),
   * surrounding spaces forgiven. Unknown, spent, expired or wrong: a 400 on the
   * captcha field with the spec's message.
   */
  async redeem(captchaId: string, typed: string): Promise<void> {
    const now = Date.now();
    const code = await captchaRepo.spendChallenge(this.db, captchaId, new Date(now).toISOString(), new Date(now - CAPTCHA_TTL_MS).toISOString());
    if (code === undefined || typed.trim() !== code) throw badRequest('captcha', CAPTCHA_WRONG);
  }

  /** Issuing is what adds rows, so it also deletes the expired ones; a failed sweep waits for the next. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await captchaRepo.deleteChallengesIssuedBefore(this.db, new Date(now - CAPTCHA_TTL_MS).toISOString()).catch(() => undefined);
  }
}
