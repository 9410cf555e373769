import { RemoteArea } from '@safarnama/shared';

/** A page (or widget) that lives in a remote, in its own failure area. */
export function RemotePage({ id }: { id: string }) {
  return <RemoteArea id={id} />;
}
