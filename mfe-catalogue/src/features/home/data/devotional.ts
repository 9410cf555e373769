import data from './devotional.json';

/** The devotional plans carousel: a badge and a View Packages button on each card. */
export const devotionalPlaces: readonly DevotionalPlace[] = data.devotionalPlaces;
export type DevotionalPlace = (typeof data.devotionalPlaces)[number];

/** The pilgrimage section's images. */
export const pilgrimageImages: readonly PilgrimageImage[] = data.pilgrimageImages;
export type PilgrimageImage = (typeof data.pilgrimageImages)[number];
