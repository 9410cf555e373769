import { useEffect, useState } from 'react';
import { api, type City } from '@safarnama/shared';

/** The destination list for the search bar (get-all-cities); empty, and logged, when it fails. */
export function useCities(): City[] {
  const [cities, setCities] = useState<City[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api
      .getAllCities({ signal: controller.signal })
      .then((result) => {
        if (result.code === 1 && Array.isArray(result.data?.data)) setCities(result.data.data);
        else console.error('City list refused:', result.message);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to load the city list', error);
      });
    return () => controller.abort();
  }, []);
  return cities;
}

/** Case-insensitive "contains" filter on the typed text (all cities when it is empty). */
export function filterCities(cities: readonly City[], text: string): City[] {
  const query = text.trim().toLowerCase();
  return query ? cities.filter((city) => city.name.toLowerCase().includes(query)) : [...cities];
}
