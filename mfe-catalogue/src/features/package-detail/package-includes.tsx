import { IncludesIcon, type IncludeShape } from './includes-icons';
import { DetailSection } from './detail-section';
import styles from './package-sections.module.css';

// Every package of the catalogue comes with all four (the spec lists them for the page,
// not per package); the inclusions below say which hotels, meals and transfers.
const INCLUDES: ReadonlyArray<[string, IncludeShape]> = [
  ['Hotels', 'hotel'],
  ['Transport', 'transport'],
  ['Meals', 'meals'],
  ['Sightseeing', 'sightseeing'],
];

export function PackageIncludes() {
  return (
    <DetailSection id="package-includes" title="Package Includes">
      <ul className={styles.includes}>
        {INCLUDES.map(([label, shape]) => (
          <li key={label} className={styles.include}>
            <span className={styles.includeIcon}>
              <IncludesIcon shape={shape} />
            </span>
            {label}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
