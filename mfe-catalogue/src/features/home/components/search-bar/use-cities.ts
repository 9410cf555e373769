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

/** Case-insensitive "contains" filter on the typed text (all cities when it is empty). */
export function filterCities(cities: readonly City[], text: string): City[] {
  const query = text.trim().toLowerCase();
  return query ? cities.filter((city) => city.name.toLowerCase().includes(query)) : [...cities];
}
