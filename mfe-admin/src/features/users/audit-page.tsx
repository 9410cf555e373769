// Who changed what, newest first, with the record before and after.
import { useState } from 'react';
import { useLoad } from '../../lib/use-load';
import { PageHeading } from '../../ui/page-heading';
import { LoadState } from '../../ui/load-state';
import { Pager } from '../../ui/pager';
import { listAudit } from './users-api';
import styles from '../../ui/page.module.css';
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
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <caption>Every change made in the back office, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">What</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {entries.data.items.map((entry) => (
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
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={entries.data.page} pageSize={entries.data.pageSize} total={entries.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
