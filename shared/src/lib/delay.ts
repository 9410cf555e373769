/** Resolves after `ms` milliseconds: the spec's fixed waits (an overlay shown for 1 s before a new tab). */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
