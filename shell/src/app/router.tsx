import { createBrowserRouter, useParams, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout';
import { RemotePage } from '../remotes/remote-page';
import type { RemoteId } from '../remotes/remote-modules';
import { isDestinationDetailsSlug, isDestinationListingSlug } from './route-match';
import { ErrorPage } from '../pages/error/error-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';

const remote = (id: RemoteId): Pick<RouteObject, 'element'> => ({ element: <RemotePage key={id} id={id} /> });

/** /{destination}-tour-packages, or a 404 for any other single segment. */
function DestinationOrNotFound() {
  const { destinationSlug } = useParams();
  if (isDestinationListingSlug(destinationSlug)) return <RemotePage id="catalogue/DestinationPage" />;
  return <NotFoundPage />;
}

/** /{destination}-tour-packages-details/{packageName}, or a 404. */
function PackageDetailsOrNotFound() {
  const { destinationSlug } = useParams();
  if (isDestinationDetailsSlug(destinationSlug)) return <RemotePage id="catalogue/PackageDetailPage" />;
  return <NotFoundPage />;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, ...remote('catalogue/HomePage') },
      // The shell's own pages load on demand: their long texts (terms, privacy)
      // stay out of the first render of every other page.
      { path: 'about-us', lazy: () => import('../pages/about/about-page').then((m) => ({ Component: m.AboutPage })) },
      { path: 'contact-us', lazy: () => import('../pages/contact/contact-page').then((m) => ({ Component: m.ContactPage })) },
      { path: 'disclaimer', lazy: () => import('../pages/disclaimer/disclaimer-page').then((m) => ({ Component: m.DisclaimerPage })) },
      { path: 'terms&conditions', lazy: () => import('../pages/terms/terms-page').then((m) => ({ Component: m.TermsPage })) },
      { path: 'privacy-policy', lazy: () => import('../pages/privacy-policy/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })) },
      { path: 'customer-support', lazy: () => import('../pages/customer-support/customer-support-page').then((m) => ({ Component: m.CustomerSupportPage })) },
      { path: 'error', element: <ErrorPage /> },
      { path: 'blogs', ...remote('blogs/BlogsPage') },
      { path: 'category/:categoryName/blog', ...remote('blogs/BlogCategoryPage') },
      { path: 'blog-details/:slug', ...remote('blogs/BlogDetailPage') },
      { path: 'blog-not-found', ...remote('blogs/BlogNotFoundPage') },
      { path: 'reviews', ...remote('blogs/ReviewsPage') },
      { path: 'themes/:themeName', ...remote('catalogue/ThemesPage') },
      { path: 'darshan', ...remote('catalogue/DarshanPage') },
      { path: 'details-dev-darshan', ...remote('catalogue/DevDarshanDetailsPage') },
      { path: 'no-result-found', ...remote('catalogue/NoResultPage') },
      { path: 'sitemap', ...remote('catalogue/SitemapPage') },
      { path: 'packages-details/:packageSlug', ...remote('catalogue/PackageDetailPage') },
      { path: 'enquiry', ...remote('enquiry/EnquiryPage') },
      { path: 'thank-you', ...remote('enquiry/ThankYouPage') },
      { path: ':destinationSlug', element: <DestinationOrNotFound /> },
      { path: ':destinationSlug/:packageName', element: <PackageDetailsOrNotFound /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createSiteRouter() {
  return createBrowserRouter(routes);
}
