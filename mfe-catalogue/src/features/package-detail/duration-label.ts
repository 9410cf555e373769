/** "4 Nights / 5 Days" (one night fewer than days; singular for one). */
export function durationLabel(days: number): string {
  const d = Math.max(1, Math.trunc(days));
  const n = d - 1;
  return `${n} ${n === 1 ? 'Night' : 'Nights'} / ${d} ${d === 1 ? 'Day' : 'Days'}`;
}
