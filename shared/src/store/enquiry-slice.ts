import type { StateCreator } from 'zustand';
import type { SiteState } from './site-state';

export interface EnquirySlice {
  isEnquiryOpen: boolean;
  openEnquiry: () => void;
  closeEnquiry: () => void;
}

export const createEnquirySlice: StateCreator<SiteState, [], [], EnquirySlice> = (set) => ({
  isEnquiryOpen: false,
  openEnquiry: () => set({ isEnquiryOpen: true }),
  closeEnquiry: () => set({ isEnquiryOpen: false }),
});
