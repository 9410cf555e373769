import { act, render, screen } from '@testing-library/react';
import { resetSiteStore, useSiteStore } from '../../store/site-store';
import { GlobalLoadingOverlay, LoadingOverlay } from './loading-overlay';

beforeEach(() => resetSiteStore());

it('announces its two lines as a status', () => {
  render(<LoadingOverlay title="Discovering amazing Goa packages..." subtitle="Crafting your perfect journey..." />);
  const status = screen.getByTestId('loading-overlay');
  expect(status).toHaveAttribute('role', 'status');
  expect(status).toHaveTextContent('Discovering amazing Goa packages...');
  expect(status).toHaveTextContent('Crafting your perfect journey...');
});

it('follows the store: shown by showOverlay, gone after hideOverlay', () => {
  render(<GlobalLoadingOverlay />);
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  act(() => useSiteStore.getState().showOverlay('Loading Wildlife packages...'));
  expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Please wait while we prepare your experience...');
  expect(document.body.style.overflow).toBe('hidden');
  act(() => useSiteStore.getState().hideOverlay());
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
});
