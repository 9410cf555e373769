// The seed catalogue: categories, destinations, packages, blogs, the phone number,
// locally generated artwork and itinerary PDFs. Plain data; the API seeds it.
export * from './types';
export { categories, blogCategories } from './categories';
export { destinations, trendingDestinationSlugs, popularDestinationSlugs } from './destinations';
export { packages, TOUR_POLICY, CANCELLATION_POLICY } from './packages';
export { slugify, destinationSlug, blogSlug, formatIndianNumber } from './slug';

/** The server's phone number for website 1 (deliberately different from the site's default). */
export const tfn = { websiteId: 1, tfnNumber: '8069254000' } as const;
export { blogs, renderBlogMarkup, wordCount } from './blogs';
export { renderArtwork } from './art';
export { renderItineraryPdf } from './pdf';
