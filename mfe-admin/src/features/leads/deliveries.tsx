// Whether each channel delivered the lead to the team; a failed one can be sent again.
import { Button, formatDate, VisuallyHidden } from '@safarnama/shared';
import { DataTable } from '../../components/data-table';
import { Panel } from '../../components/panel';
import type { Delivery } from './lead-api';
import styles from '../../ui/page.module.css';

export function Deliveries({ deliveries, busy, onRetry }: { deliveries: Delivery[]; busy: string | null; onRetry: (delivery: Delivery) => void }) {
  return (
    <Panel id="lead-deliveries" title="Delivery">
      {deliveries.length === 0 ? (
        <p className={styles.muted}>Nothing was sent for this lead.</p>
      ) : (
        <DataTable
          headers={['Channel', 'State', 'Attempts', 'Delivered', 'Last error', <VisuallyHidden>Action</VisuallyHidden>]}
          rows={deliveries}
          row={(delivery) => (
            <tr key={delivery.id}>
              <td>{delivery.channel}</td>
              <td>{delivery.status}</td>
              <td>{delivery.attempts}</td>
              <td>{delivery.deliveredAt ? formatDate(delivery.deliveredAt) : '—'}</td>
              <td className={styles.wrap}>{delivery.lastError ?? ''}</td>
              <td>
                {delivery.status === 'failed' && (
                  <Button size="sm" variant="secondary" loading={busy === `retry-${delivery.id}`} aria-label={`Retry ${delivery.channel}`} onClick={() => onRetry(delivery)}>
                    Retry
                  </Button>
                )}
              </td>
            </tr>
          )}
        />
      )}
    </Panel>
  );
}
