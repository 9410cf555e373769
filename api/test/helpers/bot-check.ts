// Every lead write carries a solved proof-of-work challenge (X-Bot-Check). These
// do what a browser does: fetch a challenge and solve it with altcha-lib.
import type { FastifyInstance } from 'fastify';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { DEVELOPMENT_PREVIEW_SECRET } from '../../src/config';
import { botCheckKey } from '../../src/services/bot-check.service';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The X-Bot-Check value for a challenge: the number found by brute force. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('the bot-check challenge has no solution');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature })).toString('base64');
}

/** A fresh challenge from an app (inject). */
export async function issueBotCheck(app: FastifyInstance): Promise<Challenge> {
  const res = await app.inject({ method: 'GET', url: `/api/bot-check/challenge?authCode=${encodeURIComponent(app.config.authCode)}` });
  if (res.statusCode !== 200) throw new Error(`GET /api/bot-check/challenge answered ${res.statusCode}: ${res.body}`);
  return JSON.parse(res.body).data as Challenge;
}

/** A solved, unused X-Bot-Check value for one lead write to an app. */
export async function solvedBotCheck(app: FastifyInstance): Promise<string> {
  return solve(await issueBotCheck(app));
}

/** The same over HTTP, for a server in another process: `base` is its origin, `authCode` its code. */
export async function solvedBotCheckOver(base: string, authCode: string): Promise<string> {
  const res = await fetch(`${base}/api/bot-check/challenge?authCode=${encodeURIComponent(authCode)}`);
  if (res.status !== 200) throw new Error(`GET /api/bot-check/challenge answered ${res.status}`);
  return solve(((await res.json()) as { data: Challenge }).data);
}

/** The lead writes: their POSTs need a solved challenge. */
export function isLeadWrite(method: string | undefined, url: string): boolean {
  return (method ?? 'GET').toUpperCase() === 'POST' && /^\/api\/(request-book\/add(-direct)?|newsletter\/subscribe|contact)\/?(\?|$)/.test(url);
}

/**
 * A solved X-Bot-Check signed with a server's secret, made without the search
 * (the number is chosen, not found): for the load and durability tests, which
 * send hundreds of leads and test the storage, not the bot check.
 */
export async function mintedBotCheck(serverSecret: string = DEVELOPMENT_PREVIEW_SECRET): Promise<string> {
  const number = 1 + Math.floor(Math.random() * 1000);
  const c = await createChallenge({ hmacKey: botCheckKey(serverSecret), maxnumber: 1000, number, expires: new Date(Date.now() + 4 * 60_000) });
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature })).toString('base64');
}
