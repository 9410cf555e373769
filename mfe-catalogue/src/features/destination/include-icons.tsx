import type { PackageIncludes } from '@safarnama/shared';

// 24x24 line icons (stroke currentColor) for what a package includes.
const PATHS: Record<keyof PackageIncludes, string> = {
  // fork and knife
  meals: 'M7 3v8m-2-8v5a2 2 0 0 0 4 0V3M7 11v10M16 3c-1.7 1-2.5 3-2.5 6.5h2.5V21',
  // a bed
  hotel: 'M3 18V6m0 8h18v4m0-4v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0-.01',
  // a car
  transfer: 'M5 16h14M6.5 16v2.5m11-2.5v2.5M4 16v-4l2-5h12l2 5v4M4 12h16M7.5 14h.01m9 0h.01',
  // a camera
  sightseeing: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7',
};

export const INCLUDE_LABELS: ReadonlyArray<[keyof PackageIncludes, string]> = [
  ['meals', 'Meals'],
  ['hotel', 'Hotel'],
  ['transfer', 'Transfer'],
  ['sightseeing', 'Sightseeing'],
];

export function IncludeIcon({ kind }: { kind: keyof PackageIncludes }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[kind]} />
    </svg>
  );
}

/** Three linked dots: the usual share glyph. */
export function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
    </svg>
  );
}
