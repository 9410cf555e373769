// One page's data: loaded when its inputs change, again on reload(), with the API's
// message when refused. Pages keep no copy of server data anywhere else.
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../lib/admin-api';

export type Loaded<T> = { status: 'loading'; data?: T } | { status: 'ready'; data: T } | { status: 'failed'; message: string; data?: T };

export function useLoad<T>(load: () => Promise<T>, inputs: readonly unknown[]): Loaded<T> & { reload: () => void; set: (data: T) => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState((previous) => ({ status: 'failed', message: messageOf(error), data: previous.data })),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs
  }, [...inputs, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, reload, set };
}
