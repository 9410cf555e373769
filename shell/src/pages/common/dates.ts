const LONG_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** "21 November 2026" */
export function formatLongDate(date: Date): string {
  return LONG_DATE.format(date);
}

/** Today, or `offset` days from it (-1 for yesterday), at midnight local time. */
export function daysFromToday(offset: number, now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
}
