// The catalogue remote: its federation surface is this file; the build itself is shared.
const createConfig = require('../tools/webpack/create-config.cjs');
const ports = require('../tools/webpack/ports.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'catalogue',
  port: ports.catalogue,
  title: 'Catalogue (standalone)',
  exposes: {
    './HomePage': './src/features/home/home-page.tsx',
    './DestinationPage': './src/features/destination/destination-page.tsx',
    './PackageDetailPage': './src/features/package-detail/package-detail-page.tsx',
    './ThemesPage': './src/features/themes/themes-page.tsx',
    './DarshanPage': './src/features/darshan/darshan-page.tsx',
    './DevDarshanDetailsPage': './src/features/darshan/dev-darshan-details-page.tsx',
    './NoResultPage': './src/features/no-result/no-result-page.tsx',
    './SitemapPage': './src/features/sitemap/sitemap-page.tsx',
  },
});
