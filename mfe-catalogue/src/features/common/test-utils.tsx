import './test-polyfills';
// Helpers for this remote's unit tests (jest + Testing Library). Not part of any page.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the app navigated and with which state, so tests can assert on it. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

export function renderAt(ui: ReactElement, { path = '/', route = '/', state }: { path?: string; route?: string; state?: unknown } = {}) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: route.split('?')[0], search: route.includes('?') ? `?${route.split('?')[1]}` : '', state }]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** jsdom has no matchMedia: answer min-width queries for a given viewport width, and reduced motion on request. */
export function mockViewport(width: number, { reducedMotion = false } = {}) {
  window.matchMedia = ((query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    const matches = minWidth ? width >= Number(minWidth[1]) : query.includes('prefers-reduced-motion') ? reducedMotion : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}

export function clearViewport() {
  delete (window as Partial<Window>).matchMedia;
}

export function navigationState(): unknown {
  const probe = document.querySelector('[data-testid="location"]');
  return JSON.parse(probe?.getAttribute('data-state') ?? 'null');
}
