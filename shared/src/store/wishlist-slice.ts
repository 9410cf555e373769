import type { StateCreator } from 'zustand';
import type { SiteState } from './site-state';

export interface WishlistSlice {
  /** Destination ids, in the order they were added. */
  wishlist: number[];
  toggleWishlist: (id: number) => void;
}

export const createWishlistSlice: StateCreator<SiteState, [], [], WishlistSlice> = (set) => ({
  wishlist: [],
  toggleWishlist: (id) =>
    set((state) => ({
      wishlist: state.wishlist.includes(id) ? state.wishlist.filter((item) => item !== id) : [...state.wishlist, id],
    })),
});

/** Selector: `useSiteStore(isInWishlist(id))` re-renders only when that answer changes. */
export const isInWishlist =
  (id: number) =>
  (state: Pick<SiteState, 'wishlist'>): boolean =>
    state.wishlist.includes(id);
