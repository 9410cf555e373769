// Standalone dev harness (npm run dev, port in tools/webpack/ports.cjs): the team works
// on its pages without the shell. Not exposed.
import { Route } from 'react-router-dom';
import { mountStandalone } from '@safarnama/shared';
import HomePage from './features/home/home-page';
import DestinationPage from './features/destination/destination-page';
import PackageDetailPage from './features/package-detail/package-detail-page';
import ThemesPage from './features/themes/themes-page';
import DarshanPage from './features/darshan/darshan-page';
import DevDarshanDetailsPage from './features/darshan/dev-darshan-details-page';
import NoResultPage from './features/no-result/no-result-page';
import SitemapPage from './features/sitemap/sitemap-page';

void mountStandalone(
  <>
    <Route path="/" element={<HomePage />} />
    <Route path="/themes/:themeName" element={<ThemesPage />} />
    <Route path="/darshan" element={<DarshanPage />} />
    <Route path="/details-dev-darshan" element={<DevDarshanDetailsPage />} />
    <Route path="/no-result-found" element={<NoResultPage />} />
    <Route path="/sitemap" element={<SitemapPage />} />
    <Route path="/packages-details/:packageSlug" element={<PackageDetailPage />} />
    <Route path="/:destinationSlug/:packageName" element={<PackageDetailPage />} />
    <Route path="/:destinationSlug" element={<DestinationPage />} />
  </>,
);
