// Every image URL in API data points at artwork our own server renders.
import type { ArtKind } from '../services/artwork';

export function artUrl(kind: ArtKind, slug: string): string {
  return `/media/art/${kind}/${encodeURIComponent(slug)}.svg`;
}

export function itineraryArtSlug(packageSlug: string, day: number): string {
  return `${packageSlug}-day-${day}`;
}

export function pdfUrl(packageSlug: string, version: string): string {
  return `/media/itineraries/${encodeURIComponent(packageSlug)}-${version}.pdf`;
}
