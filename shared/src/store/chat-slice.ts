import type { StateCreator } from 'zustand';
import type { SiteState } from './site-state';

export interface ChatSlice {
  isChatOpen: boolean;
  openChat: () => void;
  closeChat: () => void;
  toggleChat: () => void;
}

export const createChatSlice: StateCreator<SiteState, [], [], ChatSlice> = (set) => ({
  isChatOpen: false,
  openChat: () => set({ isChatOpen: true }),
  closeChat: () => set({ isChatOpen: false }),
  toggleChat: () => set((state) => ({ isChatOpen: !state.isChatOpen })),
});
