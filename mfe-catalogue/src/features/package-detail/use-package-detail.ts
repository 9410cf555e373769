import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, ApiRefusal, NO_RESULT_PATH, noResultState, useApiQuery, type PackageDetailResult } from '@safarnama/shared';

export type PackageDetailState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; result: PackageDetailResult };

export const PACKAGE_NOT_FOUND = 'Sorry, we could not find that package. It may have been renamed or is no longer offered.';

/**
 * The package and its itinerary (GET /package/get-package-detail-and-itinerary), by
 * the package name the URL stands for. A package the server does not know (code 0)
 * is a not-found page (/no-result-found, replacing this URL so Back skips it); a
 * failed request stays here as 'Failed to load package data' with a retry
 * (`attempt` makes it a new request).
 */
export function usePackageDetail(packageName: string, attempt = 0): PackageDetailState {
  const navigate = useNavigate();
  const query = useApiQuery(packageName ? `package-detail:${packageName.toLowerCase()}:${attempt}` : null, (signal) =>
    api.getPackageDetail(packageName, { signal }),
  );
  const refused = !packageName || (query.status === 'error' && query.error instanceof ApiRefusal);

  useEffect(() => {
    if (refused) navigate(NO_RESULT_PATH, { replace: true, state: noResultState(PACKAGE_NOT_FOUND) });
    else if (query.status === 'error') console.error(`[package-detail] "${packageName}" could not be loaded`, query.error);
  }, [refused, query.status, query.error, packageName, navigate]);

  if (query.status === 'success' && query.data) return { status: 'ready', result: query.data };
  if (query.status === 'error' && !refused) return { status: 'failed' };
  return { status: 'loading' };
}
