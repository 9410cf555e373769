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

/** Calls `callback` when the browser is idle, `timeoutMs` at the latest; returns a cancel. */
export function whenIdle(callback: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Calls `callback` once the first page has rendered, the frame that paints it (its
 * largest image or text) is out, and the browser is idle: what starts then never
 * competes with that paint. Returns a cancel.
 */
export function afterPagePainted(callback: () => void, idleTimeoutMs = 1000): () => void {
  let cancel = () => {};
  const stopWaiting = onPageReady(() => {
    if (typeof window.requestAnimationFrame !== 'function') {
      cancel = whenIdle(callback, idleTimeoutMs);
      return;
    }
    const frame = window.requestAnimationFrame(() => {
      const afterPaint = window.setTimeout(() => {
        cancel = whenIdle(callback, idleTimeoutMs);
      }, 0);
      cancel = () => window.clearTimeout(afterPaint);
    });
    cancel = () => window.cancelAnimationFrame(frame);
  });
  return () => {
    stopWaiting();
    cancel();
  };
}

/** For tests. */
export function resetPageReady(): void {
  ready = false;
  listeners.clear();
}
