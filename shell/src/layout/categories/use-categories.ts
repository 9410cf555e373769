import { useEffect, useState } from 'react';
import { api, isApiError, type Category } from '@safarnama/shared';

/**
 * The theme categories for the navbar (GET /package/get-all-category). A failure
 * is only logged and the list stays empty (spec 1, section 8).
 */
export function useCategories(): Category[] {
  const [categories, setCategories] = useState<Category[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    api
      .getAllCategories({ signal: controller.signal })
      .then((result) => {
        if (result.code === 1) setCategories(result.data);
        else console.error('[navbar] categories not available:', result.message);
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        console.error('[navbar] categories could not be loaded:', error);
      });
    return () => controller.abort();
  }, []);

  return categories;
}
