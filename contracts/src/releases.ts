// What the server tells the shell about remote releases, and the rule both sides
// use to pick a visitor's version (api/src/releases/*, shell/src/remotes/*). This
// file imports nothing, so the browser gets it without zod.
//
// /remotes.json and index.html's boot data carry LiveReleases: per remote the pinned
// version and, while a canary runs, the canary version with its share of visitors.
// The shell picks one per remote with chooseRelease(): a previewed version first,
// then the canary when the visitor's bucket is inside its share, else the pin. The
// bucket comes from a random visitor id kept in a cookie (set by the server on the
// first page), so a visitor keeps their version across page loads.
//
// Release health: with each page the server signs, per remote, the version this
// visitor gets (an assignment, in the ASSIGNMENT_COOKIE cookie); the shell sends it
// back with the area's outcome, and only outcomes with a valid assignment count.

/** SHA-384 Subresource Integrity strings ("sha384-<base64>") of a published version's entry files. */
export interface ReleaseIntegrity {
  /** Of mf-manifest.json (the pin's `entry`). */
  manifest: string;
  /** Of the container script, remoteEntry.js. */
  remoteEntry: string;
}

/** One published version as the shell loads it. */
export interface ReleaseTarget {
  version: string;
  /** URL of the version's mf-manifest.json. */
  entry: string;
  /** Absent for versions published before integrity was recorded: loaded without a check. */
  integrity?: ReleaseIntegrity;
}

export interface CanaryTarget extends ReleaseTarget {
  /** Share of visitors, 1-100, who get the canary. */
  percent: number;
}

export interface LiveRelease extends ReleaseTarget {
  canary?: CanaryTarget;
}

/** /remotes.json: remote name -> what is live. */
export type LiveReleases = Record<string, LiveRelease>;

/** A previewed version (a signed preview link opened in this browser), as boot data carries it. */
export interface PreviewTarget extends ReleaseTarget {
  /** ISO time the preview ends. */
  expiresAt: string;
}

/** Why the shell loads a version: the pin, a canary bucket, or a preview. */
export type ReleaseChannel = 'pinned' | 'canary' | 'preview';

export interface ChosenRelease extends ReleaseTarget {
  channel: ReleaseChannel;
}

/** The cookie holding the visitor id (random, no personal data); the shell sets it, the server reads it for preload hints. */
export const VISITOR_COOKIE = 'sf_vid';
/** The cookie holding the signed preview tokens (HttpOnly: set and read by the server only). */
export const PREVIEW_COOKIE = 'sf_preview';
/** Where a preview link points (?token=...), and where the badge's exit button goes (?to=/path). */
export const PREVIEW_PATH = '/preview';
export const PREVIEW_EXIT_PATH = '/preview/exit';
/** The shell's sendBeacon target for remote area outcomes (under /api, with ?authCode=). */
export const RELEASE_HEALTH_PATH = '/releases/health';
/** Reports one beacon may carry. */
export const RELEASE_HEALTH_MAX_REPORTS = 20;

/**
 * One remote area's outcome on one page load: its remote, the version it loaded,
 * rendered or not, and the server's assignment of that version to this visitor.
 */
export interface RemoteOutcomeReport {
  remote: string;
  version: string;
  ok: boolean;
  /** As the page's ASSIGNMENT_COOKIE named it for this remote. */
  assignment: string;
}

/**
 * The cookie holding the visitor's assignments, set with each page (not HttpOnly: the
 * shell reads it). Per visitor, so it never rides in a page kept for many visitors.
 */
export const ASSIGNMENT_COOKIE = 'sf_rh';
/** An assignment as the server signs it: "<expiry in unix seconds>.<signature>". */
export const ASSIGNMENT_PATTERN = /^[0-9]{1,12}\.[A-Za-z0-9_-]{22}$/;
const ASSIGNMENT_SEPARATOR = '|';
const REMOTE_SEPARATOR = ':';

/** The cookie's value: "<remote>:<assignment>" per remote, joined by "|" (all cookie-safe characters). */
export function formatAssignments(byRemote: Record<string, string>): string {
  return Object.entries(byRemote)
    .map(([remote, assignment]) => `${remote}${REMOTE_SEPARATOR}${assignment}`)
    .join(ASSIGNMENT_SEPARATOR);
}

/** The cookie's assignments by remote; anything malformed is left out. */
export function parseAssignments(value: string | null | undefined): Record<string, string> {
  const byRemote: Record<string, string> = {};
  for (const part of (value ?? '').split(ASSIGNMENT_SEPARATOR)) {
    const index = part.indexOf(REMOTE_SEPARATOR);
    const remote = part.slice(0, index);
    const assignment = part.slice(index + 1);
    if (index > 0 && ASSIGNMENT_PATTERN.test(assignment)) byRemote[remote] = assignment;
  }
  return byRemote;
}

/** A visitor id as the shell makes it: 32 hex characters. Anything else is replaced. */
export const VISITOR_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The visitor's bucket for a remote, 0-99: FNV-1a (32 bit) of "<remote>:<visitorId>".
 * Salted by remote, so one visitor is not in every canary; not by version, so
 * raising a canary's share keeps the visitors who already had it.
 */
export function visitorBucket(visitorId: string, remote: string): number {
  let hash = 0x811c9dc5;
  const text = `${remote}:${visitorId}`;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** The version this visitor gets: preview, else the canary when the bucket is inside its share, else the pin. */
export function chooseRelease(remote: string, live: LiveRelease, visitorId: string | null, preview?: ReleaseTarget): ChosenRelease {
  if (preview) return { version: preview.version, entry: preview.entry, integrity: preview.integrity, channel: 'preview' };
  const { canary } = live;
  if (canary && visitorId && visitorBucket(visitorId, remote) < canary.percent) {
    return { version: canary.version, entry: canary.entry, integrity: canary.integrity, channel: 'canary' };
  }
  return { version: live.version, entry: live.entry, integrity: live.integrity, channel: 'pinned' };
}

/** "blogs/BlogsPage" -> "blogs": a federated module's id starts with its remote's name. */
export function remoteNameOf(id: string): string {
  return id.split('/')[0] ?? id;
}

/** "blogs@1.4.0", the way the console, the release CLI and the logs name a remote's version. */
export function remoteVersionLabel(name: string, version: string | undefined): string {
  return version ? `${name}@${version}` : `${name} (not pinned)`;
}
