// "The page the visitor came for has rendered": set by usePageMeta, which every page
// calls once its code is on screen. Widgets that are not the point of the page (chat,
// the Enquiry Now button, the newsletter) wait for it, so they never delay it.
let ready = false;
const listeners = new Set<() => void>();

export function markPageReady(): void {
  if (ready) return;
  ready = true;
  listeners.forEach((listener) => listener());
  listeners.clear();
}

/** Calls `listener` once the first page has rendered (at once if it already has). */
export function onPageReady(listener: () => void): () => void {
  if (ready) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests. */
export function resetPageReady(): void {
  ready = false;
  listeners.clear();
}
