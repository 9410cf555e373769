import { useEffect } from 'react';
import { api, ApiRefusal, toast, useApiQuery, type Blog, type QueryState } from '@safarnama/shared';
import { blogMessages } from './blog-messages';

/**
 * Blogs newest first (GET /blog/get-all), all of them or one category's. A refusal (code not 1)
 * toasts 'Failed to fetch blogs!', a failed request 'Something went wrong while
 * fetching blogs!'; the page shows what it has either way.
 */
export function useBlogList(categoryId?: number): QueryState<Blog[]> {
  const query = useApiQuery(`blogs:${categoryId ?? 'all'}`, (signal) => api.getBlogs(categoryId === undefined ? {} : { categoryId }, { signal }));
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    toast.error(error instanceof ApiRefusal ? blogMessages.listRefused : blogMessages.listFailed);
    console.error('[blogs] the blog list could not be loaded', error);
  }, [error]);
  return query;
}
