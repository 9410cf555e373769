import type { StateCreator } from 'zustand';
import type { SiteState } from './site-state';

/**
 * What the enquiry popup's form starts with when another part of the site opens it
 * knowing something already (Luna's 'Get a custom quote': the destination, month
 * and party size from the conversation). Every field is optional.
 */
export interface EnquiryPrefill {
  destination?: string;
  /** yyyy-mm-dd, today or later */
  date?: string;
  noOfPeople?: number;
  /** The Luna chat session the enquiry comes from; stored with the enquiry. */
  chatSessionId?: string;
}

export interface EnquirySlice {
  isEnquiryOpen: boolean;
  /** Set by openEnquiryWith, cleared when the popup closes. */
  enquiryPrefill: EnquiryPrefill | null;
  openEnquiry: () => void;
  openEnquiryWith: (prefill: EnquiryPrefill) => void;
  closeEnquiry: () => void;
}

export const createEnquirySlice: StateCreator<SiteState, [], [], EnquirySlice> = (set) => ({
  isEnquiryOpen: false,
  enquiryPrefill: null,
  openEnquiry: () => set({ isEnquiryOpen: true, enquiryPrefill: null }),
  openEnquiryWith: (prefill) => set({ isEnquiryOpen: true, enquiryPrefill: { ...prefill } }),
  closeEnquiry: () => set({ isEnquiryOpen: false, enquiryPrefill: null }),
});
