import { splitBullets } from '@safarnama/shared';
import { DetailSection } from './detail-section';
import styles from './package-sections.module.css';

/** Inclusions and Exclusions: the API's text split on bullet characters or newlines. */
export function TourInformation({ inclusions, exclusions }: { inclusions: string; exclusions: string }) {
  return (
    <DetailSection id="tour-information" title="Tour Information">
      <div className={styles.columns}>
        <BulletBlock title="Inclusions" text={inclusions} tone="in" />
        <BulletBlock title="Exclusions" text={exclusions} tone="out" />
      </div>
    </DetailSection>
  );
}

function BulletBlock({ title, text, tone }: { title: string; text: string; tone: 'in' | 'out' }) {
  const items = splitBullets(text);
  return (
    <div className={styles.block}>
      <h3 className={styles.subheading}>{title}</h3>
      {items.length === 0 ? (
        <p className={styles.muted}>No description available</p>
      ) : (
        <ul className={tone === 'in' ? styles.included : styles.excluded} aria-label={title}>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
