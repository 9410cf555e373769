import { useState } from 'react';

// True while the page on screen is the one the server rendered: from the shell's
// hydration of it until the visitor's first navigation inside the site.
let onServerRenderedPage = false;

/** The shell sets it before hydrating the server's HTML and clears it at the first navigation. */
export function setOnServerRenderedPage(value: boolean): void {
  onServerRenderedPage = value;
}

/** Whether the page on screen is the one the server rendered (always, on the server). */
export function isOnServerRenderedPage(): boolean {
  return typeof window === 'undefined' || onServerRenderedPage;
}

/**
 * True for a component first rendered on the server, or in the browser on the page
 * the server rendered (hydrating it); false on a page reached by navigating inside the
 * site. What a page holds back until after its first paint is already in the server's
 * HTML: there it must stay. Read once: it never changes for a mounted component, so it
 * never re-renders one (a re-render before a lazy part has hydrated would throw that
 * part's server HTML away).
 */
export function useStartedOnServer(): boolean {
  const [startedOnServer] = useState(isOnServerRenderedPage);
  return startedOnServer;
}
