import { Link } from 'react-router-dom';
import { formatInr } from '@safarnama/shared';
import { PageHeading } from '../../components/page-heading';
import { SearchList } from './search-list';
import { listPackages } from './content-api';

export function PackagesPage() {
  return (
    <>
      <PageHeading title="Packages">Packages</PageHeading>
      <SearchList
        label="packages"
        load={listPackages}
        headers={['Package', 'Destination', 'Days', 'Price', 'On the site']}
        row={(pkg) => (
          <tr key={pkg.slug}>
            <td>
              <Link to={`/admin/content/packages/${encodeURIComponent(pkg.slug)}`}>{pkg.name}</Link>
            </td>
            <td>{pkg.destination}</td>
            <td>{pkg.days}</td>
            <td>{formatInr(pkg.price)}</td>
            <td>{pkg.active ? 'Yes' : 'Hidden'}</td>
          </tr>
        )}
      />
    </>
  );
}
