import type { ReactNode } from 'react';
import { HotelIcon, MealsIcon, SightseeingIcon, TransportIcon } from './includes-icons';
import { DetailSection } from './detail-section';
import styles from './package-sections.module.css';

// Every package of the catalogue comes with all four (the spec lists them for the page,
// not per package); the inclusions below say which hotels, meals and transfers.
const INCLUDES: ReadonlyArray<[string, ReactNode]> = [
  ['Hotels', <HotelIcon key="hotels" />],
  ['Transport', <TransportIcon key="transport" />],
  ['Meals', <MealsIcon key="meals" />],
  ['Sightseeing', <SightseeingIcon key="sightseeing" />],
];

export function PackageIncludes() {
  return (
    <DetailSection id="package-includes" title="Package Includes">
      <ul className={styles.includes}>
        {INCLUDES.map(([label, icon]) => (
          <li key={label} className={styles.include}>
            <span className={styles.includeIcon}>{icon}</span>
            {label}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
