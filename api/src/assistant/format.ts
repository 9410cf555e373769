// How Luna writes prices, durations and links (paths: lib/site-paths.ts).

/** 150000 -> "1,50,000" (Indian grouping: the last three digits, then pairs). */
export function indianNumber(n: number): string {
  const [whole, fraction] = Math.abs(Math.round(n * 100) / 100).toString().split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${rest ? `${rest},${last3}` : last3}${fraction ? `.${fraction}` : ''}`;
}

/** "₹38,999" */
export function rupees(n: number): string {
  return `₹${indianNumber(n)}`;
}

/** "7 days / 6 nights", "2 days / 1 night", "1 day" */
export function durationText(days: number): string {
  if (days <= 1) return '1 day';
  const nights = days - 1;
  return `${days} days / ${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

/** A markdown link label cannot hold brackets; our names have none, but a stray one must not break the link. */
export function link(label: string, path: string): string {
  return `[${label.replace(/[[\]]/g, '')}](${path})`;
}
