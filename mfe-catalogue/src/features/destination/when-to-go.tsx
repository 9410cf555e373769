import { useId } from 'react';
import type { TravelGuide } from '@safarnama/shared';
// from the contracts, not shared: shared's every export is in every page's first
// JavaScript, while this lands in the block's own chunk
import { MONTH_SHORT_NAMES, monthRangeText, seasonFacts } from '@safarnama/contracts/travel-months';
import styles from './when-to-go.module.css';

/**
 * The destination's 'When to go': the best months, what each season is like, how to get
 * there and a typical trip's length, from the same guide Luna answers from, in the same
 * words (monthRangeText, seasonFacts).
 */
export default function WhenToGo({ guide, destination }: { guide: TravelGuide; destination: string }) {
  const id = useId();
  const best = new Set(guide.bestMonths);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        When to go to {destination}
      </h2>
      <p className={styles.best}>
        <strong>Best time to visit:</strong> {monthRangeText(guide.bestMonths)}, for {guide.bestFor}.
      </p>
      {/* the sentence above says the same for screen readers */}
      <ol className={styles.months} aria-hidden="true">
        {MONTH_SHORT_NAMES.map((month, i) => (
          <li key={month} className={best.has(i + 1) ? styles.bestMonth : styles.month}>
            {month}
          </li>
        ))}
      </ol>
      <ul className={styles.seasons}>
        {guide.seasons.map((season) => (
          <li key={season.name} className={styles.season}>
            <h3 className={styles.seasonName}>
              {season.name} <span className={styles.seasonMonths}>{monthRangeText(season.months)}</span>
            </h3>
            <p className={styles.facts}>{seasonFacts(season)}</p>
            <p className={styles.note}>{season.note}</p>
          </li>
        ))}
      </ul>
      <dl className={styles.details}>
        <div>
          <dt>Nearest airport</dt>
          <dd>{guide.airport}</dd>
        </div>
        <div>
          <dt>Nearest railway station</dt>
          <dd>{guide.railhead}</dd>
        </div>
        <div>
          <dt>A typical trip</dt>
          <dd>{guide.tripDays.min === guide.tripDays.max ? guide.tripDays.min : `${guide.tripDays.min} to ${guide.tripDays.max}`} days</dd>
        </div>
        <div>
          <dt>Known for</dt>
          <dd>{guide.knownFor.join(', ')}</dd>
        </div>
      </dl>
    </section>
  );
}
