// A searchable, paged list of content (packages, blogs), each row a link to its editor.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, FormField } from '@safarnama/shared';
import type { Paged } from '../../lib/paged';
import { useLoad } from '../../hooks/use-load';
import { DataTable } from '../../components/data-table';
import { LoadState } from '../../components/load-state';
import { Pager } from '../../components/pager';
import styles from '../../ui/page.module.css';

interface SearchListProps<T> {
  label: string;
  load: (q: string, page: number) => Promise<Paged<T>>;
  headers: string[];
  row: (item: T) => ReactNode;
}

export function SearchList<T>({ label, load, headers, row }: SearchListProps<T>) {
  const [query, setQuery] = useSearchParams();
  const q = query.get('q') ?? '';
  const page = Math.max(1, Number(query.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const list = useLoad(() => load(q, page), [q, page]);
  const go = (nextQ: string, nextPage: number) => setQuery(new URLSearchParams([...(nextQ ? [['q', nextQ]] : []), ...(nextPage > 1 ? [['page', String(nextPage)]] : [])]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(draft.trim(), 1);
  };
  return (
    <>
      <form className={styles.toolbar} role="search" onSubmit={submit}>
        <FormField label={`Search ${label}`} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <LoadState state={list} reload={list.reload} />
      {list.data && (
        <>
          <DataTable
            caption={list.data.total === 0 ? `No ${label} found.` : `${label[0]!.toUpperCase()}${label.slice(1)}`}
            headers={headers}
            rows={list.data.items}
            row={row}
          />
          <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={(next) => go(q, next)} />
        </>
      )}
    </>
  );
}
