import { useSyncExternalStore } from 'react';
import { useSiteStore } from './site-store';

const phoneNumber = () => useSiteStore.getState().phoneNumber;

/**
 * The number the site shows. Unlike a store selector, it reads the store's current
 * state on the server and while hydrating too (zustand reads its initial state there):
 * the live number is set before the first render on both sides, so the server's HTML
 * carries it and the browser's first render agrees.
 */
export function usePhoneNumber(): string {
  return useSyncExternalStore(useSiteStore.subscribe, phoneNumber, phoneNumber);
}
