// The type of each module the catalogue remote exposes (the list itself is its entry in
// apps.json). The shell's typecheck reads this map and checks it against the registry,
// so changing an exposed component breaks the build, not the site.
export interface ExposedModules {
  HomePage: typeof import('./features/home/home-page').default;
  DestinationPage: typeof import('./features/destination/destination-page').default;
  PackageDetailPage: typeof import('./features/package-detail/package-detail-page').default;
  ThemesPage: typeof import('./features/themes/themes-page').default;
  DarshanPage: typeof import('./features/darshan/darshan-page').default;
  DevDarshanDetailsPage: typeof import('./features/darshan/dev-darshan-details-page').default;
  NoResultPage: typeof import('./features/no-result/no-result-page').default;
  SitemapPage: typeof import('./features/sitemap/sitemap-page').default;
}
