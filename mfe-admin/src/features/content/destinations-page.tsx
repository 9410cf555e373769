import { Link } from 'react-router-dom';
import { useLoad } from '../../lib/use-load';
import { PageHeading } from '../../ui/page-heading';
import { LoadState } from '../../ui/load-state';
import { listDestinations } from './content-api';
import styles from '../../ui/page.module.css';

export function DestinationsPage() {
  const list = useLoad(listDestinations, []);
  return (
    <>
      <PageHeading title="Destinations">Destinations</PageHeading>
      <LoadState state={list} reload={list.reload} />
      {list.data && (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption>Each destination's description and questions</caption>
            <thead>
              <tr>
                <th scope="col">Destination</th>
                <th scope="col">State</th>
                <th scope="col">Questions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((destination) => (
                <tr key={destination.slug}>
                  <td>
                    <Link to={`/admin/content/destinations/${encodeURIComponent(destination.slug)}`}>{destination.name ?? destination.city ?? destination.slug}</Link>
                  </td>
                  <td>{destination.state ?? ''}</td>
                  <td>{destination.faqCount ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
