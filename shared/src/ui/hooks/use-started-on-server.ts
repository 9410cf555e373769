import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True for a component whose first render was on the server, or in the browser
 * hydrating the server's HTML, for as long as it stays mounted; false for one first
 * rendered in the browser (after a client-side navigation). What a page holds back
 * until after its first paint is already in the server's HTML: it must stay.
 */
export function useStartedOnServer(): boolean {
  const serverOrHydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [startedOnServer] = useState(serverOrHydrating);
  return startedOnServer;
}
