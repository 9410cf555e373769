import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  api,
  buildHomeSearchRequest,
  Button,
  Combobox,
  destinationPath,
  FormField,
  monthsFromNow,
  NO_RESULT_PATH,
  noResultState,
  toast,
} from '@safarnama/shared';
import { messages } from '../../../../lib/navigation-state';
import { useCities } from './use-cities';
import styles from './search-bar.module.css';

/**
 * The home search: destination, month and Search. The request carries the picked city's
 * id (null for a typed name), the month label, the device, browser, IP and the
 * page's UTM values; code 1 opens the listing, anything else /no-result-found.
 */
export function SearchBar() {
  const navigate = useNavigate();
  const { search: queryString } = useLocation();
  const cities = useCities();
  const months = useMemo(() => monthsFromNow(), []);
  const [destination, setDestination] = useState('');
  const [destinationId, setDestinationId] = useState<number | null>(null);
  const [month, setMonth] = useState(months[0]);
  const [searching, setSearching] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searching) return;
    const destinationName = destination.trim();
    if (!destinationName) {
      toast.error(messages.allFieldsRequired);
      return;
    }
    setSearching(true);
    try {
      const request = buildHomeSearchRequest({ destinationId, destinationName, month, search: queryString });
      const result = await api.homeSearch(request);
      if (!mounted.current) return;
      if (result.code === 1) {
        navigate(destinationPath(result.data.mainPackageResponse.destinationName || destinationName), { state: result });
      } else {
        navigate(NO_RESULT_PATH, { state: noResultState(result.message?.trim() || messages.noResult) });
      }
    } catch (error) {
      console.error('Home search failed', error);
      toast.error(messages.somethingWrong);
    } finally {
      if (mounted.current) setSearching(false);
    }
  };

  return (
    <div className={styles.wrap} id="home-search">
      <form className={styles.bar} onSubmit={onSubmit} noValidate aria-labelledby="home-search-title">
        <h2 id="home-search-title" className={styles.title}>
          Find your perfect holiday
        </h2>
        <div className={styles.fields}>
          <FormField
            label="Destination"
            className={styles.destination}
            render={(control) => (
              <Combobox
                control={control}
                options={cities}
                listLabel="Destinations"
                placeholder="Where do you want to go?"
                value={destination}
                onType={(text) => {
                  setDestination(text);
                  setDestinationId(null);
                }}
                onPick={(city) => {
                  setDestination(city.name);
                  setDestinationId(city.id);
                }}
              />
            )}
          />
          <FormField
            as="select"
            label="Month of travel"
            className={styles.month}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            options={months.map((name) => ({ value: name, label: name }))}
          />
          <Button type="submit" size="lg" loading={searching} loadingText="Searching..." className={styles.submit}>
            Search
          </Button>
        </div>
      </form>
    </div>
  );
}
