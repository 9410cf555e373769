// Answers the server already put into index.html (api/src/plugins/app/site-page.ts):
// the GET requests every page makes at start (the phone number, the theme menu's
// categories) are answered from the page itself instead of a round trip. Each
// answer is used once; any later request for it goes to the network as usual.

import { primedResponseKey } from '@safarnama/contracts/primed-responses';

export { primedResponseKey };

const primed = new Map<string, unknown>();

/** Called once at start with the answers index.html carries. */
export function primeResponses(responses: Record<string, unknown> | undefined): void {
  for (const [key, body] of Object.entries(responses ?? {})) primed.set(key, body);
}

export function takePrimedResponse(url: string, params?: unknown): unknown {
  const key = primedResponseKey(url, params);
  if (!primed.has(key)) return undefined;
  const body = primed.get(key);
  primed.delete(key);
  return body;
}

/** Forgets every answer not yet taken (a server render starts from none). */
export function clearPrimedResponses(): void {
  primed.clear();
}
