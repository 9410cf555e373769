// The site's routes, in React Router's declarative mode (<BrowserRouter>, <Routes>):
// the data router (loaders, actions, fetchers) is not used, and leaving it out of the
// shared React Router subset (tools/webpack/react-router-browser.mjs) takes about
// 16 KB gzip off every page's first render.
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { CONSOLE_PATH, hasPageSuffix, SITE_PAGES, SUFFIX_PAGES, type PageOwner } from '@safarnama/contracts/site-pages';
import { Route, Routes, useParams } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout';
import { RemotePage } from '../remotes/remote-page';
import type { RemoteId } from '../remotes/remote-modules';
import { ErrorPage } from '../pages/error/error-page';
import { PageErrorBoundary } from './page-error-boundary';

const remote = (id: RemoteId) => <RemotePage key={id} id={id} />;

// The shell's own pages load on demand: their long texts (terms, privacy) and the 404
// page stay out of the first render of every other page. The server still renders them
// whole (it waits for every lazy part), so their first HTML is complete. The error page
// does not: it must show when loading is what failed.
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
const notFoundPage = lazyPage(() => import('../pages/not-found/not-found-page').then((m) => m.NotFoundPage));
// the operators' console frame: no public page carries its code
const consoleLayout = lazyPage(() => import('../layout/console/console-layout').then((m) => m.ConsoleLayout));

// The shell's own pages, by their names in the site's page table (SITE_PAGES).
const SHELL_PAGES: Record<string, ReactElement> = {
  AboutPage: aboutPage,
  ContactPage: contactPage,
  DisclaimerPage: disclaimerPage,
  TermsPage: termsPage,
  PrivacyPolicyPage: privacyPage,
  CustomerSupportPage: supportPage,
  ErrorPage: <ErrorPage />,
};

/** A page of the table: the shell's own, or the remote module that renders it whole. */
function pageElement(page: PageOwner): ReactElement {
  const [owner, name = ''] = page.split('/');
  if (owner === 'shell') return SHELL_PAGES[name] ?? notFoundPage;
  // every remote page of the table is a module its remote exposes (router.test.tsx)
  return remote(page as RemoteId);
}

/**
 * A remote page whose first segment is recognised by its suffix (SUFFIX_PAGES), or the
 * 404 page: /{destination}-tour-packages and /{destination}-tour-packages-details/{packageName}.
 */
function BySuffixOrNotFound({ suffix, id }: { suffix: string; id: RemoteId }) {
  const { destinationSlug } = useParams();
  return hasPageSuffix(destinationSlug, suffix) ? <RemotePage id={id} /> : notFoundPage;
}

export function SiteRoutes() {
  return (
    <PageErrorBoundary>
      <Routes>
        {/* the console routes everything under /admin itself, in its own frame */}
        <Route path={`${CONSOLE_PATH.slice(1)}/*`} element={consoleLayout} />
        <Route path="/" element={<SiteLayout />}>
          {SITE_PAGES.map(({ path, page }) =>
            path === '/' ? <Route key={path} index element={pageElement(page)} /> : <Route key={path} path={path.slice(1)} element={pageElement(page)} />,
          )}
          {SUFFIX_PAGES.map(({ path, suffix, page }) => (
            <Route key={path} path={path.slice(1)} element={<BySuffixOrNotFound suffix={suffix} id={page as RemoteId} />} />
          ))}
          <Route path="*" element={notFoundPage} />
        </Route>
      </Routes>
    </PageErrorBoundary>
  );
}
