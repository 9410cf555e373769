import type { ReactNode } from 'react';
import { Button } from '@safarnama/shared';
import styles from '../../ui/page.module.css';

/** An editor form's submit button, in the actions row, saying "Saving…" while it saves. */
export function SaveButton({ saving, children }: { saving: boolean; children: ReactNode }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={saving} loadingText="Saving…">
        {children}
      </Button>
    </div>
  );
}
