import { splitBullets } from '@safarnama/shared';
import { DetailSection } from './detail-section';
import styles from './package-sections.module.css';

export const NO_DESCRIPTION = 'No description available';
export const CANCEL_HEADING = 'If you Cancel your Holiday:-';

// The cancellation text often carries its own 'If you cancel your holiday:' line; the
// section's heading already says it.
const REPEATED_HEADING = /^if you cancel your holiday\s*:?-?\s*$/i;

/** Our Tour Policies: the confirmation policy and, under the spec's heading, the cancellation policy. */
export function TourPolicies({ tourPolicy, cancellationPolicy }: { tourPolicy: string; cancellationPolicy: string }) {
  const confirmation = splitBullets(tourPolicy);
  const cancellation = splitBullets(cancellationPolicy).filter((line) => !REPEATED_HEADING.test(line));
  return (
    <DetailSection id="tour-policies" title="Our Tour Policies">
      <div className={styles.block}>
        <h3 className={styles.subheading}>Confirmation Policy</h3>
        <PolicyLines lines={confirmation} label="Confirmation Policy" />
      </div>
      <div className={styles.block}>
        <h3 className={styles.subheading}>Cancellation Policy</h3>
        <p className={styles.policyLead}>{CANCEL_HEADING}</p>
        <PolicyLines lines={cancellation} label="Cancellation Policy" />
      </div>
    </DetailSection>
  );
}

function PolicyLines({ lines, label }: { lines: string[]; label: string }) {
  if (lines.length === 0) return <p className={styles.muted}>{NO_DESCRIPTION}</p>;
  return (
    <ul className={styles.policy} aria-label={label}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}
