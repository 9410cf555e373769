export { addYears, isIsoDate, todayInIndia } from '@safarnama/contracts';

// Every search stamps its tracking row: thousands a second share a millisecond,
// and formatting the same instant again for each showed in the search's profile.
let lastMs = Number.NaN;
let lastIso = '';

export function nowIso(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}
