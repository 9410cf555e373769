import { Link } from 'react-router-dom';
import { useLoad } from '../../hooks/use-load';
import { DataTable } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { LoadState } from '../../components/load-state';
import { listDestinations } from './content-api';

export function DestinationsPage() {
  const list = useLoad(listDestinations, []);
  return (
    <>
      <PageHeading title="Destinations">Destinations</PageHeading>
      <LoadState state={list} reload={list.reload} />
      {list.data && (
        <DataTable
          caption="Each destination's description and questions"
          headers={['Destination', 'State', 'Questions']}
          rows={list.data}
          row={(destination) => (
            <tr key={destination.slug}>
              <td>
                <Link to={`/admin/content/destinations/${encodeURIComponent(destination.slug)}`}>{destination.name ?? destination.city ?? destination.slug}</Link>
              </td>
              <td>{destination.state ?? ''}</td>
              <td>{destination.faqCount ?? ''}</td>
            </tr>
          )}
        />
      )}
    </>
  );
}
