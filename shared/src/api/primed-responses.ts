// Answers the server already put into index.html (api/src/plugins/app/site-page.ts):
// the GET requests every page makes at start (the phone number, the theme menu's
// categories) are answered from the page itself instead of a round trip. Each
// answer is used once; any later request for it goes to the network as usual.

const primed = new Map<string, unknown>();

/**
 * The key both sides agree on: the path under the API base and the query without
 * authCode, parameters sorted by name (the server computes the same key).
 */
export function primedResponseKey(url: string, params?: unknown): string {
  const entries = Object.entries((params ?? {}) as Record<string, unknown>)
    .filter(([name, value]) => name !== 'authCode' && value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(entries).toString();
  return query ? `${url}?${query}` : url;
}

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
