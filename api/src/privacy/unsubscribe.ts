// One-click unsubscribe (RFC 8058). Every mail to a traveller carries a link with a
// token: the address (base64url) and an HMAC-SHA256 of it (first 16 bytes, base64url)
// with a key derived from PREVIEW_SECRET, so that nobody can unsubscribe an address
// they did not receive mail at, and the link needs no stored state. Using it removes
// the newsletter subscription and records the opt-out (a SHA-256 of the address),
// which stops the acknowledgement mails too.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { purposeMac } from '../lib/purpose-mac';

const SIGNATURE_BYTES = 16;
/** Where the link goes: the API answers a mail client's POST, the site's page a person's click. */
export const UNSUBSCRIBE_API_PATH = '/api/newsletter/unsubscribe';
export const UNSUBSCRIBE_PAGE_PATH = '/newsletter/unsubscribe';

export interface UnsubscribeTokens {
  tokenFor(email: string): string;
  /** The address a token was made for, or null when it was not made by this server. */
  emailOf(token: string): string | null;
}

export function unsubscribeTokens(previewSecret: string): UnsubscribeTokens {
  const signed = purposeMac(previewSecret, 'unsubscribe', SIGNATURE_BYTES);
  const mac = (email: string) => signed(`unsubscribe\n${email}`);
  return {
    tokenFor(email) {
      const address = email.trim().toLowerCase();
      return `${Buffer.from(address).toString('base64url')}.${mac(address).toString('base64url')}`;
    },
    emailOf(token) {
      const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match) return null;
      const email = Buffer.from(match[1]!, 'base64url').toString('utf8');
      const given = Buffer.from(match[2]!, 'base64url');
      if (given.length !== SIGNATURE_BYTES || !timingSafeEqual(given, mac(email))) return null;
      return email;
    },
  };
}

/** The headers every mail to a traveller carries (RFC 2369 and RFC 8058). */
export function unsubscribeHeaders(siteOrigin: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${siteOrigin}${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The page a person opens from the link in a mail's text. */
export function unsubscribePageUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

export function emailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** 'unsubscribed' the first time, 'already' when the address had opted out before. */
export async function optOut(db: Kysely<Database>, email: string, nowIso = new Date().toISOString()): Promise<'unsubscribed' | 'already'> {
  const address = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('newsletter_subscriptions').where('email', '=', address).execute();
    const added = await trx
      .insertInto('email_opt_outs')
      .values({ email_sha256: emailDigest(address), created_at: nowIso })
      .onConflict((oc) => oc.column('email_sha256').doNothing())
      .returning('email_sha256')
      .executeTakeFirst();
    return added ? 'unsubscribed' : 'already';
  });
}

export async function hasOptedOut(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('email_opt_outs').select('email_sha256').where('email_sha256', '=', emailDigest(email)).executeTakeFirst();
  return row !== undefined;
}

export const UNSUBSCRIBE_MESSAGES = {
  unsubscribed: 'You are unsubscribed. We will send no more emails to this address.',
  already: 'You were already unsubscribed. We send no emails to this address.',
  forged: 'This unsubscribe link is not valid. Please use the link from your most recent email from us, or write to us.',
} as const;
