// The operators' console's calls (call-api.ts), loaded on first use: the public pages,
// whose first render has a JavaScript budget, never fetch that code.
import { getRuntimeConfig } from '../config/runtime-config';
import type { ApiAnswer, ApiCall } from './call-api';

export type { ApiAnswer, ApiCall } from './call-api';

/** callApi() (call-api.ts), loaded on first use. */
export function callApi<T>(path: string, call?: ApiCall): Promise<ApiAnswer<T>> {
  return import(/* webpackChunkName: "console-calls" */ './call-api').then((calls) => calls.callApi<T>(path, call));
}

/** The parameters that carry a value: an unset filter is left out of the query. */
export const definedParams = (params: ApiCall['params'] = {}): Record<string, string | number> =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;

/** The absolute address of an API route with its query and the access code, for a link (a CSV download). */
export function apiUrl(path: string, params?: ApiCall['params']): string {
  const { apiBaseUrl, authCode } = getRuntimeConfig();
  const query = new URLSearchParams({ ...(definedParams(params) as Record<string, string>), authCode });
  return `${apiBaseUrl}${path}?${query.toString()}`;
}
