// Our generated artwork lives at /media/art/<kind>/<slug>.svg (docs/contracts.md).
// Its slugs are URL-safe, unlike the listing routes' slugs: "Andaman & Nicobar" is
// "andaman-and-nicobar" here but "/andaman-&-nicobar-tour-packages" as a route.

import { contentSlug } from '@safarnama/contracts/site-paths';

export type ArtKind = 'destination' | 'banner' | 'category' | 'festival' | 'package' | 'itinerary' | 'blog';

/** Intrinsic sizes of each kind of artwork, for width/height attributes (no layout shift). */
export const artSize: Readonly<Record<ArtKind, { width: number; height: number }>> = Object.freeze({
  destination: { width: 1200, height: 800 },
  banner: { width: 1920, height: 800 },
  category: { width: 600, height: 600 },
  festival: { width: 780, height: 1000 },
  package: { width: 1200, height: 800 },
  itinerary: { width: 800, height: 600 },
  blog: { width: 1200, height: 675 },
});

/** "Andaman & Nicobar" -> "andaman-and-nicobar"; "Spiti Valley" -> "spiti-valley": the content's slug rule. */
export function artSlug(name: string): string {
  return contentSlug(name);
}

/** "/media/art/destination/andaman-and-nicobar.svg" */
export function artUrl(kind: ArtKind, name: string): string {
  return `/media/art/${kind}/${artSlug(name)}.svg`;
}
