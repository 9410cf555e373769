import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createChatSlice } from './chat-slice';
import { createEnquirySlice } from './enquiry-slice';
import { createSiteSlice } from './site-slice';
import type { SiteState } from './site-state';
import { createWishlistSlice } from './wishlist-slice';

export const SITE_STORE_KEY = 'safarnama-site';

type PersistedState = Pick<SiteState, 'wishlist'>;

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item));
}

/**
 * The site's one store, shared by the shell and every remote (the shared
 * package is a Module Federation singleton). Only the wishlist survives a reload.
 */
export const useSiteStore = create<SiteState>()(
  persist(
    (...a) => ({
      ...createSiteSlice(...a),
      ...createWishlistSlice(...a),
      ...createEnquirySlice(...a),
      ...createChatSlice(...a),
    }),
    {
      name: SITE_STORE_KEY,
      version: 1,
      // Nothing is written before the saved state was read: a change made before then
      // (the live phone number, set before the first render) would save an empty
      // wishlist over the saved one.
      storage: createJSONStorage(() => ({
        getItem: (name) => localStorage.getItem(name),
        setItem: (name, value) => {
          if (useSiteStore.persist.hasHydrated()) localStorage.setItem(name, value);
        },
        removeItem: (name) => localStorage.removeItem(name),
      })),
      partialize: (state): PersistedState => ({ wishlist: state.wishlist }),
      // Read by the app once its first render is in place (shell/src/app/app.tsx,
      // standalone.tsx): a server-rendered page has no wishlist, and hydration must match it.
      skipHydration: true,
      // localStorage is user-editable: accept only a list of ids.
      merge: (persisted, current) => {
        const wishlist = (persisted as Partial<PersistedState> | undefined)?.wishlist;
        return isIdList(wishlist) ? { ...current, wishlist: [...new Set(wishlist)] } : current;
      },
    },
  ),
);

/** Test helper: back to the initial state (persisted wishlist cleared too). */
export function resetSiteStore(): void {
  useSiteStore.setState(useSiteStore.getInitialState(), true);
}
