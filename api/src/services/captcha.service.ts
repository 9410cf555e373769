// The contact and support forms' captcha, issued and checked by the server so
// that a script cannot post past it: each challenge is stored, answered once
// (right or wrong, the first answer spends it, so one challenge cannot be
// guessed at) and only within ten minutes. The code is sent only as a picture
// whose characters are paths; a visitor who cannot read it may ask for a sum in
// words instead, which then becomes the challenge's answer.
import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { CAPTCHA_EXPIRED, CAPTCHA_WRONG, type CaptchaChallenge, type CaptchaQuestion } from '@safarnama/contracts';
import type { Database } from '../db/schema';
import { notFound } from '../lib/errors';
import { SpentChallenge } from '../lib/spent-challenge';
import * as captchaRepo from '../repositories/captcha.repository';
import { drawCaptcha } from './captcha-picture';

export const CAPTCHA_TTL_MS = 10 * 60_000;
/** Old challenges are deleted by an issue at most this often (per process). */
const SWEEP_EVERY_MS = 60_000;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen'];

/** A whole number in [0, max). */
export type RandomInt = (max: number) => number;

/** The spec's code: three capital letters and three digits, shuffled (Fisher-Yates). */
export function generateCaptchaCode(random: RandomInt = randomInt): string {
  const chars = [LETTERS, LETTERS, LETTERS, DIGITS, DIGITS, DIGITS].map((alphabet) => alphabet[random(alphabet.length)]);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** A sum of two numbers from 2 to 9, asked in words; its answer in digits. */
export function generateQuestion(random: RandomInt = randomInt): { question: string; answer: string } {
  const a = 2 + random(8);
  const b = 2 + random(8);
  return { question: `What is ${NUMBER_WORDS[a]} plus ${NUMBER_WORDS[b]}?`, answer: String(a + b) };
}

/** A question's answer may be typed in digits or in words ('11', 'Eleven'). */
function asDigits(typed: string): string {
  const word = NUMBER_WORDS.indexOf(typed.toLowerCase());
  return word >= 0 ? String(word) : typed;
}

/** The answer to a challenge is refused; `answered` when it was checked against a live challenge. */
export class CaptchaRefused extends SpentChallenge {
  constructor(readonly answered: boolean) {
    super('captcha', CAPTCHA_WRONG);
  }
}

export class CaptchaService {
  private lastSweep = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** A new challenge: its id and its code drawn as a picture. */
  async issue(): Promise<CaptchaChallenge> {
    const now = Date.now();
    const challenge = { id: randomBytes(18).toString('base64url'), code: generateCaptchaCode(), created_at: new Date(now).toISOString() };
    await captchaRepo.insertChallenge(this.db, challenge);
    await this.sweep(now);
    return { captchaId: challenge.id, image: drawCaptcha(challenge.code), expiresAt: new Date(now + CAPTCHA_TTL_MS).toISOString() };
  }

  /**
   * The accessible alternative: a new sum in words, whose answer replaces the
   * challenge's code (asking again draws another sum). 404 when the challenge
   * is unknown, spent or expired.
   */
  async question(captchaId: string): Promise<CaptchaQuestion> {
    const { question, answer } = generateQuestion();
    const live = await captchaRepo.replaceCode(this.db, captchaId, answer, this.issuedAfter(Date.now()));
    if (!live) throw notFound(CAPTCHA_EXPIRED);
    return { question };
  }

  /**
   * Spends the challenge in the write's transaction and checks the typed answer:
   * exactly (case included), surrounding spaces forgiven; a question's sum also
   * in words. Unknown, spent or expired: CaptchaRefused (not answered); wrong:
   * CaptchaRefused (answered), and the caller spends it for good with burn(), as
   * the transaction that spent it rolls back.
   */
  async redeem(trx: Transaction<Database>, captchaId: string, typed: string): Promise<void> {
    const now = Date.now();
    const code = await captchaRepo.spendChallenge(trx, captchaId, new Date(now).toISOString(), this.issuedAfter(now));
    if (code === undefined) throw new CaptchaRefused(false);
    const answer = typed.trim();
    if (answer !== code && !(/^\d+$/.test(code) && asDigits(answer) === code)) throw new CaptchaRefused(true);
  }

  /** Spends a challenge whose answer was wrong: one guess per challenge. */
  async burn(captchaId: string): Promise<void> {
    const now = Date.now();
    await captchaRepo.spendChallenge(this.db, captchaId, new Date(now).toISOString(), this.issuedAfter(now));
  }

  private issuedAfter(now: number): string {
    return new Date(now - CAPTCHA_TTL_MS).toISOString();
  }

  /** Issuing is what adds rows, so it also deletes the expired ones; a failed sweep waits for the next. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await captchaRepo.deleteChallengesIssuedBefore(this.db, this.issuedAfter(now)).catch(() => undefined);
  }
}
