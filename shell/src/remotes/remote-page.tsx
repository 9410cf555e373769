import { RemoteArea } from '@safarnama/shared';

/** A page (or widget) that lives in a remote, in its own failure area. */
export function RemotePage({ id, className }: { id: string; className?: string }) {
  return <RemoteArea remote={id} className={className} />;
}
