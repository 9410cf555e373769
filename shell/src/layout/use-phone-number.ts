import { useEffect } from 'react';
import { api, isApiError, useSiteStore } from '@safarnama/shared';

/**
 * Once per visit: ask the TFN service for the number to show. Code 1 replaces the
 * default from the site configuration; anything else is only logged.
 */
export function usePhoneNumberLookup(): void {
  const setPhoneNumber = useSiteStore((s) => s.setPhoneNumber);
  useEffect(() => {
    const controller = new AbortController();
    api
      .getTfn({ signal: controller.signal })
      .then((result) => {
        if (result.code === 1) setPhoneNumber(result.data.tfnNumber);
        else console.warn('[tfn] keeping the default number:', result.message);
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        console.warn('[tfn] keeping the default number:', error);
      });
    return () => controller.abort();
  }, [setPhoneNumber]);
}
