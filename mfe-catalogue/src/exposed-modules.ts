// The modules the catalogue remote exposes, under the names its `exposes` entry in apps.json
// gives them. Nothing imports this file at run time: the shell types each remote from it
// and its typecheck checks the names against the registry, so changing an exposed
// component breaks the build, not the site.
export { default as HomePage } from './features/home/home-page';
export { default as DestinationPage } from './features/destination/destination-page';
export { default as PackageDetailPage } from './features/package-detail/package-detail-page';
export { default as ThemesPage } from './features/themes/themes-page';
export { default as DarshanPage } from './features/darshan/darshan-page';
export { default as DevDarshanDetailsPage } from './features/darshan/dev-darshan-details-page';
export { default as NoResultPage } from './features/no-result/no-result-page';
export { default as SitemapPage } from './features/sitemap/sitemap-page';
