// Whether each channel delivered the lead to the team; a failed one can be sent again.
import { Button, formatDate, VisuallyHidden } from '@safarnama/shared';
import type { Delivery } from './lead-api';
import styles from '../../ui/page.module.css';

export function Deliveries({ deliveries, busy, onRetry }: { deliveries: Delivery[]; busy: string | null; onRetry: (delivery: Delivery) => void }) {
  return (
    <section className={styles.panel} aria-labelledby="lead-deliveries">
      <h2 id="lead-deliveries" className={styles.subheading}>
        Delivery
      </h2>
      {deliveries.length === 0 ? (
        <p className={styles.muted}>Nothing was sent for this lead.</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Channel</th>
                <th scope="col">State</th>
                <th scope="col">Attempts</th>
                <th scope="col">Delivered</th>
                <th scope="col">Last error</th>
                <th scope="col">
                  <VisuallyHidden>Action</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
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
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
