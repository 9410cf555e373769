// The content's keys (packages, destinations, artwork files) and a blog's slug are
// the site's rules, written once in @safarnama/contracts/site-paths: the pages build
// the same slugs in the browser.
export { blogSlug, contentSlug } from '@safarnama/contracts/site-paths';

/** Small deterministic hash (FNV-1a, 32 bit) used for seeded variation. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic pseudo-random generator (mulberry32) seeded from a string. */
export function seededRandom(seed: string): () => number {
  let a = hash(seed) || 1;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Indian digit grouping: 150000 -> "1,50,000". */
export function formatIndianNumber(n: number): string {
  const neg = n < 0;
  const [intPart, frac] = Math.abs(Math.round(n * 100) / 100).toString().split('.');
  let out: string;
  if (intPart.length <= 3) {
    out = intPart;
  } else {
    const last3 = intPart.slice(-3);
    const rest = intPart.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
    out = `${rest},${last3}`;
  }
  return (neg ? '-' : '') + out + (frac ? `.${frac}` : '');
}
