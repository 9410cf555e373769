// What the catalogue remote exposes, and the type of each module. The keys must match
// `exposes` in webpack.config.cjs (exposed-modules.test.ts checks it); the shell's
// typecheck reads this map, so changing an exposed component breaks the build, not the site.

export const exposedModules = [
  'HomePage',
  'DestinationPage',
  'PackageDetailPage',
  'ThemesPage',
  'DarshanPage',
  'DevDarshanDetailsPage',
  'NoResultPage',
  'SitemapPage',
] as const;

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
