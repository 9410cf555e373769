// The site's routes, in React Router's declarative mode (<BrowserRouter>, <Routes>):
// the data router (loaders, actions, fetchers) is not used, and leaving it out of the
// shared React Router subset (tools/webpack/react-router-browser.mjs) takes about
// 16 KB gzip off every page's first render.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout';
import { RemotePage } from '../remotes/remote-page';
import type { RemoteId } from '../remotes/remote-modules';
import { isDestinationDetailsSlug, isDestinationListingSlug } from './route-match';
import { ErrorPage } from '../pages/error/error-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { PageErrorBoundary } from './page-error-boundary';

const remote = (id: RemoteId) => <RemotePage key={id} id={id} />;

// The shell's own pages load on demand: their long texts (terms, privacy) stay out
// of the first render of every other page.
const lazyPage = (load: () => Promise<ComponentType>) => {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
};
const aboutPage = lazyPage(() => import('../pages/about/about-page').then((m) => m.AboutPage));
const contactPage = lazyPage(() => import('../pages/contact/contact-page').then((m) => m.ContactPage));
const disclaimerPage = lazyPage(() => import('../pages/disclaimer/disclaimer-page').then((m) => m.DisclaimerPage));
const termsPage = lazyPage(() => import('../pages/terms/terms-page').then((m) => m.TermsPage));
const privacyPage = lazyPage(() => import('../pages/privacy-policy/privacy-policy-page').then((m) => m.PrivacyPolicyPage));
const supportPage = lazyPage(() => import('../pages/customer-support/customer-support-page').then((m) => m.CustomerSupportPage));

/** The pages a remote renders whole, by their path (spec 1, section 2; spec 2). */
const REMOTE_PAGES: ReadonlyArray<readonly [path: string, id: RemoteId]> = [
  ['blogs', 'blogs/BlogsPage'],
  ['category/:categoryName/blog', 'blogs/BlogCategoryPage'],
  ['blog-details/:slug', 'blogs/BlogDetailPage'],
  ['blog-not-found', 'blogs/BlogNotFoundPage'],
  ['reviews', 'blogs/ReviewsPage'],
  ['themes/:themeName', 'catalogue/ThemesPage'],
  ['darshan', 'catalogue/DarshanPage'],
  ['details-dev-darshan', 'catalogue/DevDarshanDetailsPage'],
  ['no-result-found', 'catalogue/NoResultPage'],
  ['sitemap', 'catalogue/SitemapPage'],
  ['packages-details/:packageSlug', 'catalogue/PackageDetailPage'],
  ['enquiry', 'enquiry/EnquiryPage'],
  ['thank-you', 'enquiry/ThankYouPage'],
];

/**
 * A remote page whose first segment is recognised by its suffix (route-match.ts),
 * or the 404 page: /{destination}-tour-packages and
 * /{destination}-tour-packages-details/{packageName}.
 */
function BySlugOrNotFound({ matches, id }: { matches: (segment: string | undefined) => boolean; id: RemoteId }) {
  const { destinationSlug } = useParams();
  return matches(destinationSlug) ? <RemotePage id={id} /> : <NotFoundPage />;
}

export function SiteRoutes() {
  return (
    <PageErrorBoundary>
      <Routes>
        <Route path="/" element={<SiteLayout />}>
          <Route index element={remote('catalogue/HomePage')} />
          <Route path="about-us" element={aboutPage} />
          <Route path="contact-us" element={contactPage} />
          <Route path="disclaimer" element={disclaimerPage} />
          <Route path="terms&conditions" element={termsPage} />
          <Route path="privacy-policy" element={privacyPage} />
          <Route path="customer-support" element={supportPage} />
          <Route path="error" element={<ErrorPage />} />
          {REMOTE_PAGES.map(([path, id]) => (
            <Route key={path} path={path} element={remote(id)} />
          ))}
          <Route path=":destinationSlug" element={<BySlugOrNotFound matches={isDestinationListingSlug} id="catalogue/DestinationPage" />} />
          <Route path=":destinationSlug/:packageName" element={<BySlugOrNotFound matches={isDestinationDetailsSlug} id="catalogue/PackageDetailPage" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </PageErrorBoundary>
  );
}
