// Erasure on request: everything stored about one email or phone number, after a
// confirm step, then the report of what was removed from where.
import { useRef, useState, type FormEvent } from 'react';
import { Button, FormField, toast } from '@safarnama/shared';
import { adminCall, messageOf } from '../../lib/admin-api';
import { PageHeading } from '../../ui/page-heading';
import styles from '../../ui/page.module.css';

type Report = { removed: Record<string, number> };

export function PrivacyPage() {
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
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

  const erase = async () => {
    setErasing(true);
    try {
      const result = await adminCall<Report>('/privacy/erase', { method: 'POST', body: { [by]: value.trim() } });
      setReport(result);
      setConfirming(false);
      toast.success('Erased.');
      setTimeout(() => reportHeading.current?.focus());
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setErasing(false);
    }
  };

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
        <section className={styles.panel} aria-labelledby="erase-report">
          <h2 id="erase-report" ref={reportHeading} tabIndex={-1} className={styles.subheading}>
            {total === 0 ? 'Nothing was stored about them.' : `Removed ${total} record${total === 1 ? '' : 's'}`}
          </h2>
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Where</th>
                  <th scope="col">Removed</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(report.removed).map(([table, count]) => (
                  <tr key={table}>
                    <td>{table}</td>
                    <td>{count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}
