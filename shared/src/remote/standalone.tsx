import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/runtime-config';
import { useSiteStore } from '../store/site-store';
import { GlobalLoadingOverlay } from '../ui/loading-overlay/loading-overlay';
import { ToastArea } from '../ui/toast/toast-config';

/**
 * A remote's standalone dev harness (npm run dev, each remote on its own port): the
 * runtime config, a router over the given <Route>s, and the overlay and toasts the
 * shell would provide. Never part of the site: there only the shell creates the router.
 */
export async function mountStandalone(routes: ReactNode): Promise<void> {
  await loadRuntimeConfig();
  // no server render to match here: the saved wishlist can be read before the first render
  await useSiteStore.persist.rehydrate();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>{routes}</Routes>
        <GlobalLoadingOverlay />
        <ToastArea />
      </BrowserRouter>
    </StrictMode>,
  );
}
