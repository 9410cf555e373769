// schema.org BreadcrumbList: the trail a search engine shows above a result. Every
// remote's pages name their trail the same way (a catalogue listing, a blog).

export interface Crumb {
  name: string;
  /** A site path such as /goa-tour-packages, or a full URL. */
  path: string;
}

/** Home > ... : the trail shown above a page, with absolute URLs. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: new URL(crumb.path, origin).href })),
  };
}
