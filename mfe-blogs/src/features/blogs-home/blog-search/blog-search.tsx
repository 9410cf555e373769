import { useEffect, useState, type FormEvent } from 'react';
import { api, blogCategoryList, Button, toast, useApiQuery, type City } from '@safarnama/shared';
import { blogMessages } from '../../../lib/blog-messages';
import { PickField } from './pick-field';
import { buildSearchCriteria, exactOption, type BlogSearchCriteria, type PickedField } from './search-criteria';
import styles from './blog-search.module.css';

const EMPTY: PickedField = { text: '', id: null };

export interface BlogSearchRequest {
  criteria: BlogSearchCriteria;
  /** "Goa · Honeymoon": what the results are for, in the visitor's words. */
  label: string;
}

/**
 * The blog search: a destination (from get-all-cities) and a
 * category (the nine, ids 1-9), each a dropdown that opens on focus with its text
 * cleared; the typed text narrows the list. A name typed in full counts as picked.
 */
export function BlogSearch({ onSearch, busy }: { onSearch: (request: BlogSearchRequest) => void; busy: boolean }) {
  // the destinations are asked for when the visitor first comes to the search, not while the page loads
  const [wanted, setWanted] = useState(false);
  const destinations = useDestinations(wanted);
  const [destination, setDestination] = useState<PickedField>(EMPTY);
  const [category, setCategory] = useState<PickedField>(EMPTY);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // a name typed in full counts as picked (its list may have arrived after the typing)
    const outcome = buildSearchCriteria(
      { ...destination, id: destination.id ?? exactOption(destinations, destination.text)?.id ?? null },
      { ...category, id: category.id ?? exactOption(blogCategoryList, category.text)?.id ?? null },
    );
    if (outcome.kind === 'invalid') {
      toast.error(outcome.message);
      return;
    }
    if (outcome.kind === 'unmatched') {
      toast.info(blogMessages.searchNotFound);
      return;
    }
    const label = [destination.text, category.text].map((text) => text.trim()).filter(Boolean).join(' · ');
    onSearch({ criteria: outcome.criteria, label });
  };

  return (
    <form
      className={styles.bar}
      onSubmit={onSubmit}
      onFocus={() => setWanted(true)}
      onPointerEnter={() => setWanted(true)}
      noValidate
      role="search"
      aria-label="Search blogs"
    >
      <PickField label="Destination" className={styles.field} options={destinations} listLabel="Destinations" placeholder="Search destination" value={destination} onChange={setDestination} />
      <PickField label="Category" className={styles.field} options={blogCategoryList} listLabel="Blog categories" placeholder="Search category" value={category} onChange={setCategory} />
      <Button type="submit" className={styles.submit} loading={busy} loadingText="Searching...">
        Search
      </Button>
    </form>
  );
}

/** The destinations (GET /package/get-all-cities) once `wanted`; 'Failed to load destinations.' when they cannot be had. */
function useDestinations(wanted: boolean): City[] {
  const { data, error } = useApiQuery(wanted ? 'cities' : null, (signal) => api.getAllCities({ signal }));
  useEffect(() => {
    if (error) toast.error(blogMessages.citiesFailed);
  }, [error]);
  return Array.isArray(data?.data) ? data.data : [];
}
