import type { ReactNode } from 'react';
import { RemoteArea, useIdleAfterPage } from '@safarnama/shared';
import type { RemoteId, RemoteProps } from './remote-modules';

interface RemotePageProps<Id extends RemoteId> {
  id: Id;
  props?: RemoteProps<Id>;
  className?: string;
  loadingFallback?: ReactNode;
  /**
   * Load the remote only once the page is idle. For widgets that are not part of
   * what a visitor came to see (chat, the Enquiry Now button, the footer
   * newsletter), so they never compete with the page's first render.
   */
  deferUntilIdle?: boolean;
}

/** A page or widget that lives in a remote, in its own failure area. */
export function RemotePage<Id extends RemoteId>({ id, props, className, loadingFallback, deferUntilIdle = false }: RemotePageProps<Id>) {
  const idle = useIdleAfterPage(deferUntilIdle);
  if (!idle) return <>{loadingFallback}</>;
  return (
    <RemoteArea<RemoteProps<Id> & object>
      remote={id}
      props={props as RemoteProps<Id> & object}
      className={className}
      loadingFallback={loadingFallback}
    />
  );
}
