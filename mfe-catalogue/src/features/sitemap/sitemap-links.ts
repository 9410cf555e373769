import { linksToPages, type PageLink } from '@safarnama/contracts/page-links';
import { destinationPath, type ActiveCity } from '@safarnama/shared';

/** The site's own pages the sitemap names, in the order it lists them (their names: PAGE_LABELS). */
export const pageLinks: readonly PageLink[] = linksToPages(['/', '/about-us', '/contact-us', '/privacy-policy', '/terms&conditions', '/sitemap']);

/** Every active city by name, each to its listing: "Andaman & Nicobar" -> /andaman-&-nicobar-tour-packages. */
export function destinationLinks(cities: readonly ActiveCity[]): PageLink[] {
  // made per call, not at import: the sitemap page is the only caller, and an Intl object is costly to create
  const byName = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });
  return cities
    .map((city) => city.city.trim())
    .filter(Boolean)
    .sort(byName.compare)
    .map((name) => ({ label: name, to: destinationPath(name) }));
}
