// The leads inbox: newest first, paged, filtered through the URL's query (so a
// filtered view can be bookmarked or shared with a colleague), with its CSV.
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from '@safarnama/shared';
import { useLoad } from '../../hooks/use-load';
import { DataTable } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { LoadState } from '../../components/load-state';
import { LeadFiltersForm } from './lead-filters-form';
import { leadsCsvUrl, listLeads, listOperators, NO_FILTERS, type LeadFilters } from './lead-api';
import styles from '../../ui/page.module.css';

const FILTER_NAMES = Object.keys(NO_FILTERS) as (keyof LeadFilters)[];

export function LeadsPage() {
  const [query, setQuery] = useSearchParams();
  const filters = Object.fromEntries(FILTER_NAMES.map((name) => [name, query.get(name) ?? ''])) as unknown as LeadFilters;
  const page = Math.max(1, Number(query.get('page')) || 1);
  const key = query.toString();
  const leads = useLoad(() => listLeads(filters, page), [key]);
  const operators = useLoad(() => listOperators(), []);

  const show = (next: LeadFilters, nextPage = 1) => {
    const params = new URLSearchParams(Object.entries(next).filter(([, value]) => value !== ''));
    if (nextPage > 1) params.set('page', String(nextPage));
    setQuery(params);
  };

  return (
    <>
      <PageHeading title="Leads">Leads</PageHeading>
      <LeadFiltersForm key={key} value={filters} operators={operators.data ?? []} onApply={(next) => show(next)} />
      <p>
        <a className={styles.link} href={leadsCsvUrl(filters)} download>
          Download these leads as CSV
        </a>
      </p>
      <LoadState state={leads} reload={leads.reload} />
      {leads.data && (
        <>
          <DataTable
            caption={leads.data.total === 0 ? 'No leads match these filters.' : 'Leads, newest first'}
            headers={['Received', 'Name', 'Kind', 'Status', 'Destination', 'Phone', 'Email', 'Owner']}
            rows={leads.data.items}
            row={(lead) => (
              <tr key={`${lead.kind}-${lead.id}`}>
                <td>{formatDate(lead.createdAt)}</td>
                <td>
                  <Link to={`/admin/leads/${lead.kind}/${lead.id}`}>{lead.name || '(no name)'}</Link>
                </td>
                <td>{lead.kind}</td>
                <td>{lead.status}</td>
                <td>{lead.destination ?? ''}</td>
                <td>{lead.phone ?? ''}</td>
                <td>{lead.email ?? ''}</td>
                <td>{lead.owner?.email ?? 'Nobody yet'}</td>
              </tr>
            )}
          />
          <Pager page={leads.data.page} pageSize={leads.data.pageSize} total={leads.data.total} onPage={(next) => show(filters, next)} />
        </>
      )}
    </>
  );
}
