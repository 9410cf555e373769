// Release assignments: the server's signature that it gave a visitor a remote's
// version (pinned or canary) with a page. The shell sends it back with the area's
// outcome, and release health counts only outcomes that carry one, so nobody can
// steer a canary with made-up reports: each outcome costs a page load, and counts
// once per visitor (release-health.ts).
//
// An assignment is "<expiry>.<signature>": the expiry in unix seconds, the signature
// an HMAC-SHA256 (first 16 bytes, base64url) of remote, version, visitor id and expiry
// with a key derived from PREVIEW_SECRET, so that a preview link's signature and an
// assignment's can never stand in for each other.
import { timingSafeEqual } from 'node:crypto';
import { ASSIGNMENT_PATTERN, chooseRelease, formatAssignments, type LiveReleases } from '@safarnama/contracts/releases';
import { purposeMac } from '../lib/purpose-mac';

/** How long an assignment counts at least: a visitor who keeps a page open longer sends reports that no longer count. */
const MIN_TTL_SECONDS = 3 * 60 * 60;
/** Expiries are whole hours, so one visitor's cookie stays the same (and is not sent again) for an hour. */
const HOUR_SECONDS = 60 * 60;
const SIGNATURE_BYTES = 16;
/** Visitors whose last issue is remembered: a returning visitor's next pages cost no signing. */
const MAX_REMEMBERED = 10_000;

export type AssignmentCheck = 'valid' | 'forged' | 'expired';

export interface IssuedAssignments {
  /** The ASSIGNMENT_COOKIE value. */
  value: string;
  maxAgeSeconds: number;
}

export interface ReleaseAssignments {
  sign(remote: string, version: string, visitorId: string, expiresAt: number): string;
  /** The assignments of every remote this visitor gets from `live` (a previewed remote has none), or null when none. */
  issue(live: LiveReleases, visitorId: string, previewed: Record<string, unknown>, nowMs: number): IssuedAssignments | null;
  check(assignment: string, remote: string, version: string, visitorId: string | null, nowMs: number): AssignmentCheck;
  /** What release health stores for a visitor: a keyed hash, not the cookie's id. */
  visitorKey(visitorId: string): string;
}

export function releaseAssignments(previewSecret: string): ReleaseAssignments {
  const signed = purposeMac(previewSecret, 'release-health', SIGNATURE_BYTES);
  const mac = (text: string) => signed(text).toString('base64url');
  const signature = (remote: string, version: string, visitorId: string, expiresAt: number) => mac(`assignment\n${remote}\n${version}\n${visitorId}\n${expiresAt}`);
  const sign = (remote: string, version: string, visitorId: string, expiresAt: number) => `${expiresAt}.${signature(remote, version, visitorId, expiresAt)}`;
  // per visitor, the value last issued, while the live releases (the same object while
  // nothing changes: live-releases.ts) and the expiry are the same
  const remembered = new Map<string, { live: LiveReleases; expiresAt: number; value: string | null }>();

  return {
    sign,
    issue(live, visitorId, previewed, nowMs) {
      const now = Math.floor(nowMs / 1000);
      const expiresAt = Math.ceil((now + MIN_TTL_SECONDS) / HOUR_SECONDS) * HOUR_SECONDS;
      const previewing = Object.keys(previewed).length > 0;
      const hit = previewing ? undefined : remembered.get(visitorId);
      let value = hit?.live === live && hit.expiresAt === expiresAt ? hit.value : undefined;
      if (value === undefined) {
        const byRemote: Record<string, string> = {};
        for (const [remote, remoteLive] of Object.entries(live)) {
          // a previewer's outcomes must not count towards a canary or a pin
          if (remote in previewed) continue;
          byRemote[remote] = sign(remote, chooseRelease(remote, remoteLive, visitorId).version, visitorId, expiresAt);
        }
        value = Object.keys(byRemote).length > 0 ? formatAssignments(byRemote) : null;
        if (!previewing) {
          if (remembered.size >= MAX_REMEMBERED) remembered.clear();
          remembered.set(visitorId, { live, expiresAt, value });
        }
      }
      return value === null ? null : { value, maxAgeSeconds: expiresAt - now };
    },
    check(assignment, remote, version, visitorId, nowMs) {
      if (!visitorId || !ASSIGNMENT_PATTERN.test(assignment)) return 'forged';
      const [expiry = '', given = ''] = assignment.split('.');
      const expected = Buffer.from(signature(remote, version, visitorId, Number(expiry)));
      // the expiry is read from the signed text as written: "0100" and "100" sign differently
      if (String(Number(expiry)) !== expiry || !timingSafeEqual(Buffer.from(given), expected)) return 'forged';
      return Number(expiry) * 1000 > nowMs ? 'valid' : 'expired';
    },
    visitorKey: (visitorId) => mac(`visitor\n${visitorId}`),
  };
}
