import { useCallback, useEffect, useRef, useState } from 'react';
import { api, toast, type Blog } from '@safarnama/shared';
import { blogMessages } from '../../lib/blog-messages';
import type { BlogSearchRequest } from './blog-search/blog-search';

export type BlogSearchState =
  | { status: 'idle' }
  | { status: 'searching'; label: string }
  | { status: 'done'; label: string; blogs: Blog[] };

/**
 * The blog search's request (GET /blog/get-all with destinationId and/or
 * categoryId) and its toasts: no blogs (code not 1, or none found) 'No blogs found
 * for your search criteria!', a failed request 'Something went wrong while
 * fetching blogs.'.
 * A newer search replaces an older one still on its way.
 */
export function useBlogSearch() {
  const [state, setState] = useState<BlogSearchState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const search = useCallback(async ({ criteria, label }: BlogSearchRequest) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'searching', label });
    try {
      const result = await api.getBlogs(criteria, { signal: current.signal });
      if (current.signal.aborted) return;
      const blogs = result.code === 1 && Array.isArray(result.data) ? result.data : [];
      if (blogs.length === 0) toast.info(blogMessages.searchNotFound);
      setState({ status: 'done', label, blogs });
    } catch (error) {
      if (current.signal.aborted) return;
      console.error('[blogs] the blog search failed', error);
      toast.error(blogMessages.searchFailed);
      setState({ status: 'idle' });
    }
  }, []);

  const clear = useCallback(() => {
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, search, clear };
}
