// The names the site's own links give its pages (the footer's Quick Links, the sitemap).
// Kept apart from SITE_PAGES: the router reads that table on every first render, and
// only those two lists, both rendered later, need the names.

/** A link to one of the site's pages, under the page's name. */
export interface PageLink {
  label: string;
  to: string;
}

/** The name of each page the site links to by name, by its path in SITE_PAGES. */
export const PAGE_LABELS: Readonly<Record<string, string>> = {
  '/': 'Home',
  '/about-us': 'About Us',
  '/contact-us': 'Contact Us',
  '/disclaimer': 'Disclaimer',
  '/terms&conditions': 'Terms & Conditions',
  '/privacy-policy': 'Privacy Policy',
  '/customer-support': 'Customer Support',
  '/sitemap': 'Sitemap',
};

/** Links to these pages, in the order given; a path with no name above is a mistake, so it throws. */
export function linksToPages(paths: readonly string[]): PageLink[] {
  return paths.map((to) => {
    const label = PAGE_LABELS[to];
    if (!label) throw new Error(`No page name for ${to} in PAGE_LABELS`);
    return { label, to };
  });
}
