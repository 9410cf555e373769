// The inbox's filters: applied when the operator presses Apply (or Enter in the
// search box), so typing a name does not send a request per key.
import { useState, type FormEvent } from 'react';
import { Button, FormField } from '@safarnama/shared';
import { LEAD_KINDS, LEAD_STATUSES, NO_FILTERS, type LeadFilters, type OperatorRef } from './lead-api';
import styles from '../../ui/page.module.css';

const options = (values: readonly string[], all: string) => [{ value: '', label: all }, ...values.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))];

export function LeadFiltersForm({ value, operators, onApply }: { value: LeadFilters; operators: OperatorRef[]; onApply: (filters: LeadFilters) => void }) {
  const [draft, setDraft] = useState(value);
  const set = (name: keyof LeadFilters) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const owners = [{ value: '', label: 'Anyone' }, { value: 'none', label: 'Nobody yet' }, ...operators.map((o) => ({ value: String(o.id), label: o.email }))];
  return (
    <form className={styles.panel} onSubmit={submit} role="search" aria-label="Filter leads">
      <div className={styles.grid}>
        <FormField label="Search name, phone or email" type="search" name="q" value={draft.q} onChange={set('q')} />
        <FormField as="select" label="Kind" name="kind" value={draft.kind} onChange={set('kind')} options={options(LEAD_KINDS, 'All kinds')} />
        <FormField as="select" label="Status" name="status" value={draft.status} onChange={set('status')} options={options(LEAD_STATUSES, 'All statuses')} />
        <FormField as="select" label="Owner" name="owner" value={draft.owner} onChange={set('owner')} options={owners} />
        <FormField label="Destination" name="destination" value={draft.destination} onChange={set('destination')} />
        <FormField label="From" type="date" name="from" value={draft.from} onChange={set('from')} />
        <FormField label="To" type="date" name="to" value={draft.to} onChange={set('to')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit">Apply filters</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
