// Versions previewed in this browser: the server checked the signed preview link
// (kept in an HttpOnly cookie, checked again on every page load) and put the
// previewed versions into index.html's boot data. A preview whose time is up is
// ignored even when the page still carries it (a page kept open, a cached copy).
import type { PreviewTarget } from '@safarnama/contracts/releases';
import { bootData } from './boot-data';
import { REMOTE_NAMES, parseTarget, type RemoteName } from './pins';

export type Previews = Partial<Record<RemoteName, PreviewTarget>>;

export function parsePreviews(json: unknown, now: number = Date.now()): Previews {
  const result: Previews = {};
  if (!json || typeof json !== 'object') return result;
  for (const name of REMOTE_NAMES) {
    const value = (json as Record<string, unknown>)[name];
    const target = parseTarget(value);
    const expiresAt = target ? (value as Record<string, unknown>).expiresAt : undefined;
    if (!target || typeof expiresAt !== 'string') continue;
    const end = Date.parse(expiresAt);
    if (Number.isFinite(end) && end > now) result[name] = { ...target, expiresAt };
  }
  return result;
}

/** The previews this page loads, from index.html. */
export function activePreviews(now: number = Date.now()): Previews {
  return parsePreviews(bootData().preview, now);
}
