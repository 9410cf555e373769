import data from './banners.json';

/** The banner carousel (opens the listing in a new tab). */
export const bannerItems: readonly BannerItem[] = data.bannerItems;
export type BannerItem = (typeof data.bannerItems)[number];

/** The promo banner's four links (new tabs). */
export const promoLinks: readonly PromoLink[] = data.promoLinks;
export type PromoLink = (typeof data.promoLinks)[number];
