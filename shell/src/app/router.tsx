import { createBrowserRouter, useParams, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout';
import { RemotePage } from '../remotes/remote-page';
import type { RemoteId } from '../remotes/remote-modules';
import { isDestinationDetailsSlug, isDestinationListingSlug } from './route-match';
import { AboutPage } from '../pages/about/about-page';
import { ContactPage } from '../pages/contact/contact-page';
import { CustomerSupportPage } from '../pages/customer-support/customer-support-page';
import { DisclaimerPage } from '../pages/disclaimer/disclaimer-page';
import { ErrorPage } from '../pages/error/error-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { PrivacyPolicyPage } from '../pages/privacy-policy/privacy-policy-page';
import { TermsPage } from '../pages/terms/terms-page';

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
      { path: 'about-us', element: <AboutPage /> },
      { path: 'contact-us', element: <ContactPage /> },
      { path: 'disclaimer', element: <DisclaimerPage /> },
      { path: 'terms&conditions', element: <TermsPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'customer-support', element: <CustomerSupportPage /> },
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
