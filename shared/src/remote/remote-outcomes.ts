/**
 * Whether each remote area rendered its remote, for the release health reports:
 * RemoteArea says "loaded and mounted" or "failed" once per attempt, and the shell
 * (which knows the version each remote was loaded at, and whether it counts towards
 * a canary) decides what to send. Nothing is sent while no reporter is set (a
 * remote's standalone harness, tests); the last few outcomes wait for one.
 */
export type RemoteOutcomeReporter = (remoteName: string, ok: boolean) => void;

let reporter: RemoteOutcomeReporter | null = null;
/**
 * Outcomes from before a reporter is set: the shell loads its reporter after the
 * page's first render, and the page's own areas report before that. A few at most
 * (one per area and attempt); bounded all the same, for pages that never set one.
 */
let waiting: [string, boolean][] = [];
const MAX_WAITING = 20;

export function setRemoteOutcomeReporter(next: RemoteOutcomeReporter | null): void {
  reporter = next;
  const earlier = waiting;
  waiting = [];
  if (next) for (const [remoteName, ok] of earlier) reportRemoteOutcome(remoteName, ok);
}

/** Never throws: a broken reporter must not take a remote area down with it. */
export function reportRemoteOutcome(remoteName: string, ok: boolean): void {
  if (!reporter) {
    if (waiting.length < MAX_WAITING) waiting.push([remoteName, ok]);
    return;
  }
  try {
    reporter(remoteName, ok);
  } catch (error) {
    console.error('[remote] the outcome reporter failed:', error);
  }
}
