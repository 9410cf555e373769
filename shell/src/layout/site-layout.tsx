import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { GlobalLoadingOverlay, setOnServerRenderedPage, ToastArea, useSiteStore } from '@safarnama/shared';
import { isEnquiryButtonHidden } from '../app/route-match';
import { RemotePage } from '../remotes/remote-page';
import { ScrollToTop } from './scroll-to-top';
import { PhoneNumberLookup } from './use-phone-number';
import { SiteJsonLd } from './site-json-ld';
import { Navbar } from './navbar/navbar';
import { activePreviews } from '../remotes/previews';
import { DeferredFooter } from './deferred-footer';
import styles from './site-layout.module.css';

// The floating widgets take no room while they load (RemoteArea shows its
// full-height spinner when given null), so nothing flashes below the footer.
const NOTHING = <></>;

// Only a browser that opened a preview link shows the badge: its code is loaded then,
// not with every visitor's first JavaScript.
const PreviewBadge = lazy(() => import(/* webpackChunkName: "preview-badge" */ './preview-badge/preview-badge').then((badge) => ({ default: badge.PreviewBadge })));

export function SiteLayout() {
  const { pathname } = useLocation();
  const closeEnquiry = useSiteStore((s) => s.closeEnquiry);
  const isEnquiryOpen = useSiteStore((s) => s.isEnquiryOpen);
  const buttonHidden = isEnquiryButtonHidden(pathname);
  // what this page loaded: fixed at start, as the remotes' versions are
  const [previewing] = useState(() => Object.keys(activePreviews()).length > 0);

  // The spec: the enquiry popup closes on any route change.
  useEffect(() => {
    closeEnquiry();
  }, [pathname, closeEnquiry]);
  // Past the first page, pages are rendered in the browser alone (see useStartedOnServer).
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) setOnServerRenderedPage(false);
  }, [pathname]);

  return (
    <div className={styles.site}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <PhoneNumberLookup />
      <SiteJsonLd />
      {previewing && (
        <Suspense fallback={null}>
          <PreviewBadge />
        </Suspense>
      )}
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <DeferredFooter />
      {/* Where the button is hidden the popup loads only when something opens it (Luna's 'Get a custom quote'). */}
      {(!buttonHidden || isEnquiryOpen) && (
        <RemotePage id="enquiry/EnquiryPopup" props={{ showButton: !buttonHidden }} loadingFallback={NOTHING} deferUntilIdle={!buttonHidden} />
      )}
      <RemotePage id="chat/ChatWidget" loadingFallback={NOTHING} deferUntilIdle />
      <GlobalLoadingOverlay />
      <ToastArea />
    </div>
  );
}
