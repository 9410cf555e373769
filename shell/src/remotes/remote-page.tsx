import { RemoteArea } from '@safarnama/shared';
import type { RemoteId, RemoteProps } from './remote-modules';

interface RemotePageProps<Id extends RemoteId> {
  id: Id;
  props?: RemoteProps<Id>;
  className?: string;
  loadingFallback?: React.ReactNode;
}

/** A page or widget that lives in a remote, in its own failure area. */
export function RemotePage<Id extends RemoteId>({ id, props, className, loadingFallback }: RemotePageProps<Id>) {
  return (
    <RemoteArea<RemoteProps<Id> & object>
      remote={id}
      props={props as RemoteProps<Id> & object}
      className={className}
      loadingFallback={loadingFallback}
    />
  );
}
