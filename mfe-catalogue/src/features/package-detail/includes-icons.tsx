// Line icons for Package Includes, drawn inline (four small paths cost less than an
// icon font or a request each). Decorative: the label beside each one names it.

// What each icon draws inside the one frame below.
const SHAPES = {
  hotel: (
    <>
      <path d="M3 19V6M3 14h18v5M21 14v-2a3 3 0 0 0-3-3h-7v5" />
      <circle cx="7" cy="10.5" r="1.75" />
    </>
  ),
  transport: (
    <>
      <path d="M5 16V9l2-4h10l2 4v7M3 16h18v2H3zM5 9h14" />
      <circle cx="7.5" cy="18.5" r="1.5" />
      <circle cx="16.5" cy="18.5" r="1.5" />
    </>
  ),
  meals: <path d="M6 3v8M4 3v5a2 2 0 0 0 4 0V3M6 11v10M17 21V3c-2 1.5-3 4-3 7v3h3" />,
  sightseeing: (
    <>
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
};

export type IncludeShape = keyof typeof SHAPES;

export function IncludesIcon({ shape }: { shape: IncludeShape }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {SHAPES[shape]}
    </svg>
  );
}
