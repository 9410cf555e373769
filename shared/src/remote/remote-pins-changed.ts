/**
 * "These remotes have a new pin": the shell announces it when a Retry re-read
 * /remotes.json and found pins for remotes the page had none for (the file had
 * failed when the page loaded). The other areas of those remotes, still showing
 * their fallback, then try again by themselves instead of each waiting for its
 * own Retry.
 */
type Listener = (remotes: ReadonlySet<string>) => void;

const listeners = new Set<Listener>();

export function announcePinsChanged(remotes: Iterable<string>): void {
  const changed = new Set(remotes);
  if (changed.size === 0) return;
  for (const listener of [...listeners]) listener(changed);
}

/** Calls `listener` on each announcement; returns the unsubscribe. */
export function onPinsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
