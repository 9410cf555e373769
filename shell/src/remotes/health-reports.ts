// The release health reports: each remote area's outcome (remote, the version this
// page chose for it, rendered or not) goes to the API with the server's assignment of
// that version to this visitor, which came with the page (ASSIGNMENT_COOKIE); the API
// counts one outcome per visitor and ends a canary that fails more than its pin.
// Reports are batched, and sent with sendBeacon so that the last ones survive the
// visitor leaving the page. Sending never throws and never holds up rendering: a
// lost report only makes the counts a little smaller.
import { ASSIGNMENT_COOKIE, parseAssignments, RELEASE_HEALTH_MAX_REPORTS, RELEASE_HEALTH_PATH, type RemoteOutcomeReport } from '@safarnama/contracts/releases';
import { getRuntimeConfig, setRemoteOutcomeReporter } from '@safarnama/shared';
import { getChosenRelease } from './pins';

/** How long the first report waits for the page's other areas before the batch goes. */
export const HEALTH_FLUSH_DELAY_MS = 1000;

let queue: RemoteOutcomeReport[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
/** This page's assignments by remote, read when reporting starts: another tab may replace the cookie later. */
let assignments: Record<string, string> = {};

function readAssignments(): Record<string, string> {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ASSIGNMENT_COOKIE) return parseAssignments(value.join('='));
  }
  return {};
}

function healthUrl(): string {
  const { apiBaseUrl, authCode } = getRuntimeConfig();
  return `${apiBaseUrl}${RELEASE_HEALTH_PATH}?authCode=${encodeURIComponent(authCode)}`;
}

function send(reports: RemoteOutcomeReport[]): void {
  const url = healthUrl();
  const body = JSON.stringify({ reports });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // a browser that refuses this beacon (e.g. its type, cross-origin): fetch below
  }
  try {
    fetch(url, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body }).catch(() => undefined);
  } catch {
    // nothing left to try: the report is lost
  }
}

/** Sends what is queued now, in beacons of at most RELEASE_HEALTH_MAX_REPORTS. */
export function flushHealthReports(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) send(queue.splice(0, RELEASE_HEALTH_MAX_REPORTS));
}

/**
 * Queues one area's outcome under the version this page loads for its remote.
 * A remote with no version (its pin could not be read) and a previewed version are
 * left out: a previewer's outcomes must not count towards a canary or a pin. So is
 * a remote the page brought no assignment for: the API would not count it.
 */
export function queueRemoteOutcome(remote: string, ok: boolean): void {
  const release = getChosenRelease(remote);
  const assignment = assignments[remote];
  if (!release || release.channel === 'preview' || !assignment) return;
  queue.push({ remote, version: release.version, ok, assignment });
  timer ??= setTimeout(flushHealthReports, HEALTH_FLUSH_DELAY_MS);
}

function flushWhenHidden(): void {
  if (document.visibilityState === 'hidden') flushHealthReports();
}

/** Starts reporting RemoteArea outcomes; returns the stop (for tests). */
export function startHealthReports(): () => void {
  assignments = readAssignments();
  setRemoteOutcomeReporter(queueRemoteOutcome);
  // leaving the page (or switching away, after which it may never come back): send at once
  window.addEventListener('pagehide', flushHealthReports);
  document.addEventListener('visibilitychange', flushWhenHidden);
  return () => {
    setRemoteOutcomeReporter(null);
    window.removeEventListener('pagehide', flushHealthReports);
    document.removeEventListener('visibilitychange', flushWhenHidden);
    if (timer !== null) clearTimeout(timer);
    timer = null;
    queue = [];
    assignments = {};
  };
}
