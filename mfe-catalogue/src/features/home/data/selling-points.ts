import data from './selling-points.json';

/** The trust points under the search bar. */
export const trustPoints: readonly SellingPoint[] = data.trustPoints;

/** Why choose us. */
export const whyChooseUs: readonly SellingPoint[] = data.whyChooseUs;

export type SellingPoint = (typeof data.trustPoints)[number];
