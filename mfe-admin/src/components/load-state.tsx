import { Button, Spinner } from '@safarnama/shared';
import type { Loaded } from '../hooks/use-load';
import styles from '../ui/page.module.css';

/** Loading and failure of a page's data; nothing once it is there. */
export function LoadState({ state, reload }: { state: Loaded<unknown>; reload: () => void }) {
  if (state.status === 'loading' && state.data === undefined) {
    return (
      <p className={styles.muted} role="status">
        <Spinner size="sm" /> Loading…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={styles.error} role="alert">
        <p>{state.message}</p>
        <Button variant="secondary" size="sm" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  }
  return null;
}
