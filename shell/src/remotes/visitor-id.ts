// The random visitor id that keeps a visitor on the same side of every canary
// (contracts/src/releases.ts: visitorBucket). 128 random bits, nothing personal; the
// server reads the same cookie to preload the version this visitor gets.
import { VISITOR_COOKIE, VISITOR_ID_PATTERN } from '@safarnama/contracts/releases';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Kept for the page too, so a browser that refuses cookies still keeps one bucket until it leaves. */
let current: string | null = null;

function readCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === VISITOR_COOKIE) return value.join('=');
  }
  return null;
}

function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This visitor's id: the one in their cookie, or a new one stored there (when missing or not one of ours). */
export function visitorId(): string {
  const stored = readCookie();
  if (stored && VISITOR_ID_PATTERN.test(stored)) return (current = stored);
  if (current) return current;
  current = newVisitorId();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${VISITOR_COOKIE}=${current}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  return current;
}

/** Test helper: forget the id kept for this page. */
export function resetVisitorId(): void {
  current = null;
}
