// Erasure on request: everything stored about one email or phone number, after a
// confirm step, then the report of what was removed from where.
import { useRef, useState, type FormEvent } from 'react';
import { Button, FormField } from '@safarnama/shared';
import { adminCall } from '../../lib/admin-api';
import { useAction } from '../../hooks/use-action';
import { DataTable } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { Panel } from '../../components/panel';
import styles from '../../ui/page.module.css';

type Report = { removed: Record<string, number> };

export function PrivacyPage() {
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useAction<'erase'>();
  const erasing = busy === 'erase';
  const [report, setReport] = useState<Report | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    setReport(null);
    setConfirming(true);
    setTimeout(() => confirmButton.current?.focus());
  };

  const erase = () =>
    run(
      'erase',
      async () => {
        setReport(await adminCall<Report>('/privacy/erase', { method: 'POST', body: { [by]: value.trim() } }));
        setConfirming(false);
        setTimeout(() => reportHeading.current?.focus());
      },
      'Erased.',
    );

  const total = report ? Object.values(report.removed).reduce((sum, n) => sum + n, 0) : 0;
  return (
    <>
      <PageHeading title="Privacy">Erase a person's data</PageHeading>
      <form className={`${styles.panel} ${styles.stack}`} onSubmit={ask}>
        <FormField
          as="select"
          label="Find them by"
          value={by}
          options={[
            { value: 'email', label: 'Email' },
            { value: 'phone', label: 'Phone number' },
          ]}
          onChange={(e) => {
            setBy(e.target.value as 'email' | 'phone');
            setConfirming(false);
          }}
        />
        <FormField
          label={by === 'email' ? 'Email' : 'Phone number'}
          type={by === 'email' ? 'email' : 'tel'}
          required
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setConfirming(false);
          }}
        />
        {!confirming && (
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" disabled={!value.trim()}>
              Erase…
            </Button>
          </div>
        )}
      </form>
      {confirming && (
        <section className={styles.error} role="alertdialog" aria-labelledby="erase-confirm">
          <h2 id="erase-confirm" className={styles.subheading}>
            Erase everything about {value.trim()}?
          </h2>
          <p>Their leads, notes, deliveries and chats are removed for good. This cannot be undone.</p>
          <div className={styles.actions}>
            <Button ref={confirmButton} onClick={erase} loading={erasing} loadingText="Erasing…">
              Yes, erase
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={erasing}>
              Cancel
            </Button>
          </div>
        </section>
      )}
      {report && (
        <Panel id="erase-report" headingRef={reportHeading} title={total === 0 ? 'Nothing was stored about them.' : `Removed ${total} record${total === 1 ? '' : 's'}`}>
          <DataTable
            headers={['Where', 'Removed']}
            rows={Object.entries(report.removed)}
            row={([table, count]) => (
              <tr key={table}>
                <td>{table}</td>
                <td>{count}</td>
              </tr>
            )}
          />
        </Panel>
      )}
    </>
  );
}
