import { destinationPath, type ActiveCity } from '@safarnama/shared';

export interface SitemapLink {
  label: string;
  to: string;
}

/** The site's own pages the sitemap names, in the order it lists them. */
export const pageLinks: readonly SitemapLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms & Conditions', to: '/terms&conditions' },
  { label: 'Sitemap', to: '/sitemap' },
];


/** Every active city by name, each to its listing: "Andaman & Nicobar" -> /andaman-&-nicobar-tour-packages. */
export function destinationLinks(cities: readonly ActiveCity[]): SitemapLink[] {
  // made per call, not at import: the sitemap page is the only caller, and an Intl object is costly to create
  const byName = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });
  return cities
    .map((city) => city.city.trim())
    .filter(Boolean)
    .sort(byName.compare)
    .map((name) => ({ label: name, to: destinationPath(name) }));
}
