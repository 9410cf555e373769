// One action at a time on a page (save, retry, sign out...): which one is running, for
// the buttons' spinners and to disable the others, and its outcome told by a toast.
import { useState } from 'react';
import { toast } from '@safarnama/shared';
import { messageOf } from '../lib/admin-api';

export function useAction<Name extends string = string>() {
  const [busy, setBusy] = useState<Name | null>(null);
  /** Runs `action`; on success shows `done` (when given), on failure the API's message. Resolves whether it succeeded. */
  const run = async (name: Name, action: () => Promise<unknown>, done?: string): Promise<boolean> => {
    setBusy(name);
    try {
      await action();
      if (done) toast.success(done);
      return true;
    } catch (error) {
      toast.error(messageOf(error));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
