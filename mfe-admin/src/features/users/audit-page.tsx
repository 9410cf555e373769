// Who changed what, newest first, with the record before and after.
import { useState } from 'react';
import { useLoad } from '../../hooks/use-load';
import { DataTable } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { LoadState } from '../../components/load-state';
import { Pager } from '../../components/pager';
import { listAudit } from './users-api';
import audit from './audit-page.module.css';

const asText = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));
const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function AuditPage() {
  const [page, setPage] = useState(1);
  const entries = useLoad(() => listAudit(page), [page]);
  return (
    <>
      <PageHeading title="Audit log">Audit log</PageHeading>
      <LoadState state={entries} reload={entries.reload} />
      {entries.data && (
        <>
          <DataTable
            caption="Every change made in the back office, newest first"
            headers={['When', 'Who', 'Action', 'What', 'Before', 'After']}
            rows={entries.data.items}
            row={(entry) => (
              <tr key={entry.id}>
                <td>{when(entry.at)}</td>
                <td>{entry.operator?.email ?? 'The system'}</td>
                <td>{entry.action}</td>
                <td>{entry.target}</td>
                <td>
                  <pre className={audit.json}>{asText(entry.before)}</pre>
                </td>
                <td>
                  <pre className={audit.json}>{asText(entry.after)}</pre>
                </td>
              </tr>
            )}
          />
          <Pager page={entries.data.page} pageSize={entries.data.pageSize} total={entries.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
