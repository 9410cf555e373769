// Signed preview links: "<payload>.<signature>", the payload naming a remote, a
// version and an expiry (base64url JSON), the signature an HMAC-SHA256 of the
// payload with the server's PREVIEW_SECRET. The server checks it when the link is
// opened and again on every page load while the token sits in the browser's preview
// cookie, so nobody can make up a link or stretch one past its expiry.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_PATH } from '@safarnama/contracts/releases';

export interface PreviewGrant {
  remote: string;
  version: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signPreview(grant: PreviewGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ r: grant.remote, v: grant.version, e: grant.expiresAt })).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** A preview link lives at most a week: long enough for a review, short enough that a leaked link dies. */
export const MAX_PREVIEW_TTL_MS = 7 * 86_400_000;

/** The link that opens a preview on the site at `origin`. */
export function previewLink(origin: string, grant: PreviewGrant, secret: string): string {
  return `${origin}${PREVIEW_PATH}?token=${signPreview(grant, secret)}`;
}

/** The grant a token carries, or null when it is malformed, forged or expired. */
export function verifyPreview(token: string, secret: string, now = Date.now()): PreviewGrant | null {
  const match = /^([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload, signature] = match;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { r, v, e } = (data ?? {}) as Record<string, unknown>;
  if (typeof r !== 'string' || typeof v !== 'string' || typeof e !== 'number' || !(e > now)) return null;
  return { remote: r, version: v, expiresAt: e };
}

/** "1h", "30m", "2d", "90s" -> milliseconds; null for anything else. */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,6})\s*(s|m|h|d)$/i.exec(text.trim());
  if (!match) return null;
  const unit = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2].toLowerCase() as 's' | 'm' | 'h' | 'd'];
  const ms = Number(match[1]) * unit;
  return ms > 0 ? ms : null;
}
