import { primedResponseKey } from '@safarnama/contracts/primed-responses';
import { useSiteStore } from '@safarnama/shared';

// The TFN answer the server put into the page (api/src/plugins/app/static-site.ts
// asks it as the shell's lookup does).
const TFN_KEY = primedResponseKey('/tfn/get-by-website-id/1', { websiteId: '1' });

/**
 * Shows the live number from the first render on: the server's render and the
 * browser's first render both start from the TFN answer the page carries, so the
 * HTML a crawler reads has the number visitors are shown, and hydration matches it.
 */
export function startWithLivePhoneNumber(responses: Record<string, unknown> | undefined): void {
  const answer = responses?.[TFN_KEY] as { code?: number; data?: { tfnNumber?: unknown } } | undefined;
  const number = answer?.code === 1 ? answer.data?.tfnNumber : undefined;
  if (typeof number === 'string') useSiteStore.getState().setPhoneNumber(number);
}
