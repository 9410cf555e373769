// The key under which index.html carries an API answer and the browser's API client
// looks it up (api/src/plugins/app/site-page.ts writes, shared/src/api/primed-responses.ts
// reads): the path under the API base and the query without authCode, parameters
// sorted by name. Written once so the two sides cannot drift; this file imports
// nothing, so the browser gets it without zod.
export function primedResponseKey(url: string, params?: unknown): string {
  const entries = Object.entries((params ?? {}) as Record<string, unknown>)
    .filter(([name, value]) => name !== 'authCode' && value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(entries).toString();
  return query ? `${url}?${query}` : url;
}
