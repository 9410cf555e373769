import { useEffect, useState, type ReactNode } from 'react';
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
  /**
   * Rendered in the browser only, once the page is in place: for a form, which in the
   * server's HTML would be on screen before it works (a click before hydration would
   * be lost). Without JavaScript the page says in one line that forms need it.
   */
  browserOnly?: boolean;
}

/** A page or widget that lives in a remote, in its own failure area. */
export function RemotePage<Id extends RemoteId>({ id, props, className, loadingFallback, deferUntilIdle = false, browserOnly = false }: RemotePageProps<Id>) {
  const idle = useIdleAfterPage(deferUntilIdle);
  const mounted = useMounted();
  if (!idle || (browserOnly && !mounted)) return <>{loadingFallback}</>;
  return (
    <RemoteArea<RemoteProps<Id> & object>
      remote={id}
      props={props as RemoteProps<Id> & object}
      className={className}
      loadingFallback={loadingFallback}
    />
  );
}

/** False in the first render (on the server, and hydrating its HTML), true right after. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
