import type { ChatSlice } from './chat-slice';
import type { EnquirySlice } from './enquiry-slice';
import type { SiteSlice } from './site-slice';
import type { WishlistSlice } from './wishlist-slice';

export type SiteState = SiteSlice & WishlistSlice & EnquirySlice & ChatSlice;
