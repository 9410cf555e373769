// Every lead write (bookings, enquiries, the newsletter, contact messages) carries a
// solved proof-of-work challenge in X-Bot-Check. For a journey that posts a lead
// without the browser's forms, these do what the site's client does: fetch a
// challenge from the run's server and solve it with altcha-lib.
import { createHash } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import type { RunState } from './run-state';

export const BOT_CHECK_HEADER = 'X-Bot-Check';

export interface BotCheckChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** A fresh challenge from the run's server (GET /api/bot-check/challenge). */
export async function fetchBotCheck(run: RunState): Promise<BotCheckChallenge> {
  const res = await fetch(`${run.baseUrl}/api/bot-check/challenge?authCode=${encodeURIComponent(run.authCode)}`);
  if (res.status !== 200) throw new Error(`GET /api/bot-check/challenge answered ${res.status}`);
  return ((await res.json()) as { data: BotCheckChallenge }).data;
}

/** The header's value for a challenge with the given number: base64 of the solution's JSON. */
export function botCheckHeader(challenge: BotCheckChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })).toString('base64');
}

/** The header's value for a challenge, with the number found by brute force as the browser finds it. */
export async function solveBotCheck(challenge: BotCheckChallenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('the bot-check challenge has no solution');
  return botCheckHeader(challenge, solution.number);
}

/** A solved, unused X-Bot-Check value for one lead write to the run's server. */
export async function solvedBotCheck(run: RunState): Promise<string> {
  return solveBotCheck(await fetchBotCheck(run));
}

/** The header's value for a challenge fetched but not worked on: a number that is not its solution. */
export function unsolvedBotCheck(challenge: BotCheckChallenge): string {
  const solves = (n: number) => createHash('sha256').update(`${challenge.salt}${n}`).digest('hex') === challenge.challenge;
  return botCheckHeader(challenge, solves(0) ? 1 : 0);
}
