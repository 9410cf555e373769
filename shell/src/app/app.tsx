import { useLayoutEffect } from 'react';
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
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}
