// The head of a page rendered on the server: what its usePageMeta() asked for, kept
// here while the render runs (renders run one at a time) and taken by the shell's
// server build when it is done. The last page to ask wins, as in the browser.

export interface ServerPageMeta {
  /** The full title ("Goa Tour Packages | Safarnama Holidays"). */
  title: string;
  description?: string;
  /** A path or URL; the current path when left out. */
  canonical?: string;
  /** A path or URL of the page's own picture. */
  image?: string;
  type: 'website' | 'article' | 'product';
  /** False while the page still waited for its data: its head is not the page's yet. */
  ready: boolean;
}

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
