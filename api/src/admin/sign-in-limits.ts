// Failed sign-ins per account and per client address, counted in the rate_limits
// table (plugins/app/rate-limit.ts) so that every server process shares one count:
// guessing a password gets a handful of tries per account and window, and one
// address cannot try many accounts either.
import type { Kysely } from 'kysely';
import type { AdminConfig } from '../config';
import type { Database } from '../db/schema';
import { incrementRateLimit } from '../repositories/platform.repository';

export function signInKeys(email: string, ip: string): { account: string; address: string } {
  return { account: `admin-sign-in:account:${email}`, address: `admin-sign-in:address:${ip}` };
}

/** Seconds until the client may try again, or 0 when neither budget is spent. */
export async function signInWaitSeconds(db: Kysely<Database>, email: string, ip: string, config: AdminConfig, now = Date.now()): Promise<number> {
  const keys = signInKeys(email, ip);
  const windowMs = config.signInWindowMinutes * 60_000;
  const rows = await db.selectFrom('rate_limits').select(['key', 'hits', 'window_start']).where('key', 'in', [keys.account, keys.address]).execute();
  let waitMs = 0;
  for (const row of rows) {
    const max = row.key === keys.account ? config.signInAccountMax : config.signInAddressMax;
    const end = Number(row.window_start) + windowMs;
    if (Number(row.hits) >= max && end > now) waitMs = Math.max(waitMs, end - now);
  }
  return Math.ceil(waitMs / 1000);
}

export async function countFailedSignIn(db: Kysely<Database>, email: string, ip: string, config: AdminConfig, now = Date.now()): Promise<void> {
  const keys = signInKeys(email, ip);
  const windowMs = config.signInWindowMinutes * 60_000;
  await incrementRateLimit(db, keys.account, now, windowMs);
  await incrementRateLimit(db, keys.address, now, windowMs);
}

/** A successful sign-in forgives the account's earlier typos; the address keeps its count. */
export async function forgetAccountFailures(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', signInKeys(email, ip).account).execute();
}

export function signInWaitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
