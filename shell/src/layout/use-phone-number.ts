import { useEffect } from 'react';
import { api, useApiQuery, useSiteStore } from '@safarnama/shared';

/**
 * Once per visit: ask the TFN service for the number to show. Code 1 replaces the
 * default from the site configuration; anything else is only logged.
 */
export function usePhoneNumberLookup(): void {
  const setPhoneNumber = useSiteStore((s) => s.setPhoneNumber);
  const { data, error } = useApiQuery('tfn', (signal) => api.getTfn({ signal }), { staleTime: Infinity });
  useEffect(() => {
    if (data) setPhoneNumber(data.tfnNumber);
    if (error) console.warn('[tfn] keeping the default number:', error);
  }, [data, error, setPhoneNumber]);
}

/**
 * The lookup as a component that renders nothing: when the answer arrives only this
 * leaf re-renders (and then whatever shows the number), not the whole site layout.
 */
export function PhoneNumberLookup(): null {
  usePhoneNumberLookup();
  return null;
}
