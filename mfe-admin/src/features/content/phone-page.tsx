// The phone number the whole site shows (navbar, footer, call buttons).
import { useEffect, useState, type FormEvent } from 'react';
import { Button, FormField, toast } from '@safarnama/shared';
import { messageOf } from '../../lib/admin-api';
import { useLoad } from '../../lib/use-load';
import { PageHeading } from '../../ui/page-heading';
import { LoadState } from '../../ui/load-state';
import { getPhone, savePhone } from './content-api';
import styles from '../../ui/page.module.css';

export function PhonePage() {
  const current = useLoad(getPhone, []);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (current.status === 'ready') setPhone(current.data.phone);
  }, [current.status, current.data]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await savePhone(phone.trim());
      toast.success('Phone number saved. The site shows it within a minute.');
    } catch (refusal) {
      setError(messageOf(refusal));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <PageHeading title="Phone number">Phone number</PageHeading>
      <LoadState state={current} reload={current.reload} />
      {current.data && (
        <form className={styles.stack} onSubmit={save}>
          <FormField label="The site's phone number" type="tel" hint="Shown in the navbar, the footer and every call button." value={phone} error={error} onChange={(e) => setPhone(e.target.value)} />
          <div className={styles.actions}>
            <Button type="submit" loading={saving} loadingText="Saving…">
              Save phone number
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
