import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../pages/error/error-page';

interface State {
  error: unknown;
}

/**
 * The last line of defence: an error thrown while rendering the site (outside a
 * remote's own area, which has its fallback with Retry) replaces the whole layout
 * with the standalone error page, since the navbar may be what broke.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  render() {
    if (this.state.error) return <ErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
