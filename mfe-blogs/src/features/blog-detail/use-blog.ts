import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, ApiRefusal, blogNameFromSlug, useApiQuery, type Blog } from '@safarnama/shared';
import { BLOG_NOT_FOUND_PATH, ERROR_PATH } from '../../lib/blog-messages';
import { readBlogState } from '../../lib/navigation-state';

/**
 * The blog a /blog-details/{slug} URL names: the one a card carried in navigation
 * state, or else asked for by name (GET /blog/search-by-blog-name). Code not 1 or no blog goes to
 * /blog-not-found and a failed request to /error, replacing this URL so
 * that Back returns to where the visitor came from.
 */
export function useBlog(slug: string): Blog | null {
  const { state } = useLocation();
  const navigate = useNavigate();
  const carried = readBlogState(state, slug);
  const blogName = blogNameFromSlug(slug);
  const query = useApiQuery(carried || !blogName ? null : `blog:${blogName.toLowerCase()}`, (signal) => api.getBlogByName(blogName, { signal }));
  const fetched = query.status === 'success' && query.data ? query.data : null;
  const missing = !carried && (!blogName || (query.status === 'error' && query.error instanceof ApiRefusal) || (query.status === 'success' && !query.data));
  const failed = !carried && query.status === 'error' && !(query.error instanceof ApiRefusal);

  useEffect(() => {
    if (missing) navigate(BLOG_NOT_FOUND_PATH, { replace: true });
    else if (failed) {
      console.error(`[blogs] the blog "${blogName}" could not be loaded`, query.error);
      navigate(ERROR_PATH, { replace: true });
    }
  }, [missing, failed, blogName, query.error, navigate]);

  return carried ?? fetched;
}
