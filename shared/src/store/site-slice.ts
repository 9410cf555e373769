import type { StateCreator } from 'zustand';
import { overlayText } from '../config/constants';
import { siteConfig } from '../config/site-config';
import type { SiteState } from './site-state';

export interface OverlayState {
  title: string;
  subtitle: string;
}

export interface SiteSlice {
  /** The number shown everywhere; the TFN lookup replaces the default. */
  phoneNumber: string;
  setPhoneNumber: (phoneNumber: string) => void;
  /** The full-screen loading overlay, or null when hidden. */
  overlay: OverlayState | null;
  showOverlay: (title: string, subtitle?: string) => void;
  hideOverlay: () => void;
}

export const createSiteSlice: StateCreator<SiteState, [], [], SiteSlice> = (set) => ({
  phoneNumber: siteConfig.defaultPhone,
  setPhoneNumber: (phoneNumber) => {
    const digits = phoneNumber.replace(/\D/g, '');
    // Keep the default rather than show a malformed number.
    if (digits.length === 10) set({ phoneNumber: digits });
  },
  overlay: null,
  showOverlay: (title, subtitle = overlayText.defaultSubtitle) => set({ overlay: { title, subtitle } }),
  hideOverlay: () => set({ overlay: null }),
});
