import { FadeIn } from '@safarnama/shared';
import { trustPoints } from '../data/selling-points';
import { IconFor } from './icons';
import styles from './trust-points.module.css';

/** The three promises, right under the search bar. */
export function TrustPoints() {
  return (
    <FadeIn>
      <section aria-label="Why travellers book with us" className={styles.section}>
        <ul className={styles.list}>
          {trustPoints.map((point) => (
            <li key={point.id} className={styles.item}>
              <span className={styles.icon}>
                <IconFor id={point.id} className={styles.svg} />
              </span>
              <span>
                <strong className={styles.title}>{point.title}</strong>
                <span className={styles.text}>{point.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </FadeIn>
  );
}
