// The phone number the whole site shows (navbar, footer, call buttons).
import { useState, type FormEvent } from 'react';
import { FormField, toast } from '@safarnama/shared';
import { messageOf } from '../../lib/admin-api';
import { useDraft } from '../../hooks/use-draft';
import { useLoad } from '../../hooks/use-load';
import { PageHeading } from '../../components/page-heading';
import { LoadState } from '../../components/load-state';
import { getPhone, savePhone } from './content-api';
import { SaveButton } from './save-button';
import styles from '../../ui/page.module.css';

export function PhonePage() {
  const current = useLoad(getPhone, []);
  const [phone, setPhone] = useDraft(current, (data) => data.phone, '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
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
          <SaveButton saving={saving}>Save phone number</SaveButton>
        </form>
      )}
    </>
  );
}
