// An editor's form state: a copy of the loaded record, taken again whenever the
// record arrives (first load, reload, or the answer to a save), edited freely between.
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { Loaded } from './use-load';

export function useDraft<T, D>(record: Loaded<T>, draftOf: (data: T) => D, initial: D): [D, Dispatch<SetStateAction<D>>] {
  const [draft, setDraft] = useState(initial);
  useEffect(() => {
    if (record.status === 'ready') setDraft(draftOf(record.data));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new record, not a new draftOf function, resets the form
  }, [record.status, record.data]);
  return [draft, setDraft];
}
