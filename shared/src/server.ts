/**
 * @safarnama/shared/server: what the shell's server build needs between two renders
 * in one process. Never imported by the browser build.
 */
import { clearPrimedResponses } from './api/primed-responses';
import { resetQueryCache } from './api/use-api-query';
import { clearRemoteCache } from './remote/lazy-remote';
import { takeServerPageMeta } from './ui/hooks/server-page-meta';

export { takeServerPageMeta };
export { setServerSiteOrigin } from './config/site-origin';
export type { ServerPageMeta } from './ui/hooks/server-page-meta';

/** Forgets what the previous render read: answers, cached queries, loaded remote modules. */
export function resetRenderState(): void {
  resetQueryCache();
  clearPrimedResponses();
  clearRemoteCache();
  takeServerPageMeta();
}
