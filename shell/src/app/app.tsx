import { useEffect, useLayoutEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useSiteStore } from '@safarnama/shared';
import { SiteRoutes } from './router';

export function App() {
  // The wishlist saved in this browser is read once the first render is in place (the
  // server's HTML has none, and hydration must match it), and before any passive
  // effect writes the store, which would save an empty wishlist over the saved one.
  useLayoutEffect(() => {
    void useSiteStore.persist.rehydrate();
  }, []);
  // The page answers to React from here on (the server's HTML was on screen before):
  // said on <html data-started> for whoever needs to know, the end-to-end tests first.
  useEffect(() => {
    document.documentElement.dataset.started = '';
  }, []);
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}
