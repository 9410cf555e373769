import { useEffect } from 'react';
import { api, useApiQuery, type City } from '@safarnama/shared';

/** The destination list for the search bar (get-all-cities); empty, and logged, when it fails. */
export function useCities(): City[] {
  const { data, error } = useApiQuery('cities', (signal) => api.getAllCities({ signal }));
  useEffect(() => {
    if (error) console.error('Failed to load the city list', error);
  }, [error]);
  return Array.isArray(data?.data) ? data.data : [];
}

