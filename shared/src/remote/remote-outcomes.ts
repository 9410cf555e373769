/**
 * Whether each remote area rendered its remote, for the release health reports:
 * RemoteArea says "loaded and mounted" or "failed" once per attempt, and the shell
 * (which knows the version each remote was loaded at, and whether it counts towards
 * a canary) decides what to send. Nothing is sent when no reporter is set (a
 * remote's standalone harness, tests).
 */
export type RemoteOutcomeReporter = (remoteName: string, ok: boolean) => void;

let reporter: RemoteOutcomeReporter | null = null;

export function setRemoteOutcomeReporter(next: RemoteOutcomeReporter | null): void {
  reporter = next;
}

/** Never throws: a broken reporter must not take a remote area down with it. */
export function reportRemoteOutcome(remoteName: string, ok: boolean): void {
  try {
    reporter?.(remoteName, ok);
  } catch (error) {
    console.error('[remote] the outcome reporter failed:', error);
  }
}
