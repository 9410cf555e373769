// The lead writes' bot check in the browser: a proof-of-work challenge from the
// server (GET /bot-check/challenge), solved in the background and sent with one
// lead write in X-Bot-Check (docs/contracts.md). Forms start it when they are
// first focused (warmBotCheck), so that by the time the visitor presses send the
// work is done. The solver (altcha-lib) is loaded only then: no page's first
// JavaScript carries it.
import type { BotCheckChallenge } from '@safarnama/contracts';
import { BOT_CHECK_HEADER } from '@safarnama/contracts/fields';
import { send } from './http-client';
import type { ApiResult } from './types';

/** A solution this close to its expiry is not used: the form's request may take a while. */
const EXPIRY_MARGIN_MS = 30_000;

interface Solved {
  header: string;
  expiresAt: number;
}

/** A solved challenge for the next lead write, or the server's refusal to issue one (429). */
export type BotCheck = { header: string } | { refused: ApiResult<never> };

let next: Promise<BotCheck & { expiresAt?: number }> | null = null;
/** Counts resetBotCheck() calls: a solve started before one is abandoned, not finished. */
let generation = 0;

type Solver = (challenge: BotCheckChallenge) => Promise<number>;
let solverOverride: Solver | null = null;

/** For tests (fake-api.ts): a solver that answers at once; null puts altcha-lib's back. */
export function setBotCheckSolver(solver: Solver | null): void {
  solverOverride = solver;
}

function expiresAt(salt: string): number {
  const expires = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'));
  return Number.isFinite(expires) && expires > 0 ? expires * 1000 : Date.now() + 60_000;
}

async function solveFresh(): Promise<BotCheck & { expiresAt?: number }> {
  const started = generation;
  const issued = await send<BotCheckChallenge>({ method: 'GET', url: '/bot-check/challenge' });
  if (started !== generation) throw new Error('bot check abandoned: reset while its challenge was on the way');
  if (issued.code !== 1) return { refused: issued as ApiResult<never> };
  const challenge = issued.data;
  const solve = solverOverride ?? (await import(/* webpackChunkName: "bot-check-solver" */ './bot-check-solver')).solve;
  const number = await solve(challenge);
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature };
  const solved: Solved = { header: btoa(JSON.stringify(payload)), expiresAt: expiresAt(challenge.salt) };
  return solved;
}

/** Starts solving a challenge for the next lead write, unless one is under way or ready. */
export function warmBotCheck(): void {
  if (typeof window === 'undefined' || next) return;
  const started = solveFresh();
  next = started;
  // a failed attempt (offline) is not kept: takeBotCheck() tries again
  started.then(
    (result) => {
      if ('refused' in result && next === started) next = null;
    },
    () => {
      if (next === started) next = null;
    },
  );
}

/**
 * The solution for one lead write: the one prepared by warmBotCheck() if it is
 * still fresh, else one solved now. Each is handed out once.
 */
export async function takeBotCheck(): Promise<BotCheck> {
  const prepared = next;
  next = null;
  const ready = prepared ? await prepared.catch(() => null) : null;
  if (ready && 'header' in ready && (ready.expiresAt ?? 0) - Date.now() > EXPIRY_MARGIN_MS) return { header: ready.header };
  const fresh = await solveFresh();
  return 'header' in fresh ? { header: fresh.header } : fresh;
}

/** True when the server refused a write for its bot check (expired meanwhile, already used): a fresh one may pass. */
export function refusedForBotCheck(result: ApiResult<unknown>): boolean {
  return result.code === 0 && result.status === 400 && !!result.errors?.some((e) => e.field === BOT_CHECK_HEADER);
}

/** For tests: forget a prepared solution, and abandon one being solved. */
export function resetBotCheck(): void {
  next = null;
  generation += 1;
}
