// The head of a page rendered on the server: what its usePageMeta() asked for, kept
// here while the render runs (renders run one at a time) and taken by the shell's
// server build when it is done. The last page to ask wins, as in the browser.

import type { ServerPageMeta } from '@safarnama/contracts/server-render';

export type { ServerPageMeta };

let recorded: ServerPageMeta | null = null;

export function recordServerPageMeta(meta: ServerPageMeta): void {
  recorded = meta;
}

/** What the render recorded, forgetting it for the next. */
export function takeServerPageMeta(): ServerPageMeta | null {
  const meta = recorded;
  recorded = null;
  return meta;
}
