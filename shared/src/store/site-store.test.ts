import { act, renderHook } from '@testing-library/react';
import { siteConfig } from '../config/site-config';
import { resetSiteStore, SITE_STORE_KEY, useSiteStore } from './site-store';
import { isInWishlist } from './wishlist-slice';

beforeEach(() => {
  resetSiteStore();
  localStorage.clear();
});

const persisted = () => JSON.parse(localStorage.getItem(SITE_STORE_KEY) ?? 'null') as { state: Record<string, unknown>; version: number } | null;

describe('site slice', () => {
  it('starts with the default phone number and takes a server one', () => {
    expect(useSiteStore.getState().phoneNumber).toBe(siteConfig.defaultPhone);
    useSiteStore.getState().setPhoneNumber('9876543210');
    expect(useSiteStore.getState().phoneNumber).toBe('9876543210');
  });

  it('ignores a malformed phone number', () => {
    useSiteStore.getState().setPhoneNumber('12345');
    expect(useSiteStore.getState().phoneNumber).toBe(siteConfig.defaultPhone);
  });

  it('shows and hides the overlay with its two lines', () => {
    useSiteStore.getState().showOverlay('Discovering amazing Goa packages...', 'Crafting your perfect journey...');
    expect(useSiteStore.getState().overlay).toEqual({
      title: 'Discovering amazing Goa packages...',
      subtitle: 'Crafting your perfect journey...',
    });
    useSiteStore.getState().hideOverlay();
    expect(useSiteStore.getState().overlay).toBeNull();
  });

  it("defaults the overlay's second line", () => {
    useSiteStore.getState().showOverlay('Loading Wildlife packages...');
    expect(useSiteStore.getState().overlay?.subtitle).toBe('Please wait while we prepare your experience...');
  });
});

describe('wishlist slice', () => {
  it('toggles an id in and out', () => {
    const { toggleWishlist } = useSiteStore.getState();
    toggleWishlist(3);
    toggleWishlist(7);
    expect(useSiteStore.getState().wishlist).toEqual([3, 7]);
    toggleWishlist(3);
    expect(useSiteStore.getState().wishlist).toEqual([7]);
  });

  it('re-renders a selector only for its own answer', () => {
    const { result } = renderHook(() => useSiteStore(isInWishlist(5)));
    expect(result.current).toBe(false);
    act(() => useSiteStore.getState().toggleWishlist(5));
    expect(result.current).toBe(true);
  });

  it('persists only the wishlist to localStorage, once the saved one has been read', async () => {
    await useSiteStore.persist.rehydrate();
    const state = useSiteStore.getState();
    state.toggleWishlist(4);
    state.setPhoneNumber('9876543210');
    state.showOverlay('Loading...');
    state.openEnquiry();
    state.openChat();
    expect(persisted()?.state).toEqual({ wishlist: [4] });
  });

  it('writes nothing before the saved wishlist is read: the live number set before the first render keeps it', async () => {
    localStorage.setItem(SITE_STORE_KEY, JSON.stringify({ state: { wishlist: [2, 9] }, version: 1 }));
    // a store as a page starts with it: the saved state not read yet
    let fresh: typeof useSiteStore | undefined;
    jest.isolateModules(() => {
      fresh = (require('./site-store') as { useSiteStore: typeof useSiteStore }).useSiteStore;
    });
    fresh!.getState().setPhoneNumber('8069254000');
    expect(JSON.parse(localStorage.getItem(SITE_STORE_KEY)!).state).toEqual({ wishlist: [2, 9] });
    await fresh!.persist.rehydrate();
    expect(fresh!.getState()).toMatchObject({ wishlist: [2, 9], phoneNumber: '8069254000' });
  });

  it('restores a saved wishlist and rejects a tampered one', async () => {
    localStorage.setItem(SITE_STORE_KEY, JSON.stringify({ state: { wishlist: [2, 9], isChatOpen: true }, version: 1 }));
    await useSiteStore.persist.rehydrate();
    expect(useSiteStore.getState().wishlist).toEqual([2, 9]);
    expect(useSiteStore.getState().isChatOpen).toBe(false);

    localStorage.setItem(SITE_STORE_KEY, JSON.stringify({ state: { wishlist: ['<script>'] }, version: 1 }));
    resetSiteStore();
    await useSiteStore.persist.rehydrate();
    expect(useSiteStore.getState().wishlist).toEqual([]);
  });
});

describe('enquiry and chat slices', () => {
  it('opens and closes the enquiry popup', () => {
    useSiteStore.getState().openEnquiry();
    expect(useSiteStore.getState().isEnquiryOpen).toBe(true);
    useSiteStore.getState().closeEnquiry();
    expect(useSiteStore.getState().isEnquiryOpen).toBe(false);
  });

  it('opens, closes and toggles the chat', () => {
    const { openChat, closeChat, toggleChat } = useSiteStore.getState();
    openChat();
    expect(useSiteStore.getState().isChatOpen).toBe(true);
    closeChat();
    expect(useSiteStore.getState().isChatOpen).toBe(false);
    toggleChat();
    expect(useSiteStore.getState().isChatOpen).toBe(true);
    toggleChat();
    expect(useSiteStore.getState().isChatOpen).toBe(false);
  });
});

it('resetSiteStore returns everything to the initial state', () => {
  const state = useSiteStore.getState();
  state.toggleWishlist(1);
  state.openChat();
  state.showOverlay('x');
  resetSiteStore();
  const fresh = useSiteStore.getState();
  expect(fresh.wishlist).toEqual([]);
  expect(fresh.isChatOpen).toBe(false);
  expect(fresh.overlay).toBeNull();
});
