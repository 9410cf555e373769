import './jsdom-polyfills.test-utils';
// Test helper: render shell parts inside a memory router, with a probe that shows
// where the router went and with which navigation state.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { GlobalLoadingOverlay } from '@safarnama/shared';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export function renderWithRouter(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const element = (
    <>
      {ui}
      <LocationProbe />
      <GlobalLoadingOverlay />
    </>
  );
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}
