// Rendering a page or widget as the site does: inside a router, with the overlay the
// shell shows, and a probe that shows where navigation went and with which state.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { GlobalLoadingOverlay } from '../ui/loading-overlay/loading-overlay';

/** Shows the current path, query and navigation state (read with currentLocation()). */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

export interface RenderOptions {
  /** The URL the visitor opened ('/themes/wildlife?x=1'). */
  route?: string;
  /** The route pattern that renders `ui` ('/themes/:themeName'); elsewhere nothing renders. Default: every path. */
  path?: string;
  /** Navigation state the visitor arrived with. */
  state?: unknown;
}

export function renderWithRouter(ui: ReactElement, { route = '/', path = '*', state }: RenderOptions = {}) {
  const [pathname, search = ''] = route.split('?');
  return render(
    <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
      <Routes>
        <Route path={path} element={ui} />
        {path !== '*' && <Route path="*" element={null} />}
      </Routes>
      <LocationProbe />
      <GlobalLoadingOverlay />
    </MemoryRouter>,
  );
}

/** Where the router is now: path + query, and the navigation state. */
export function currentLocation(): { path: string; state: unknown } {
  const probe = document.querySelector('[data-testid="location"]');
  return { path: probe?.textContent ?? '', state: JSON.parse(probe?.getAttribute('data-state') ?? 'null') };
}
