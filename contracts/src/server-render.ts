// What a page rendered on the server hands back besides its HTML: the head its
// usePageMeta() asked for (shared records it, the API writes it into the page).
// Types only.

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
