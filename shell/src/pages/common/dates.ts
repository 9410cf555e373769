// made on first use: creating an Intl formatter is costly, and importing this module should not pay for it
let longDate: Intl.DateTimeFormat | undefined;

/** "21 November 2026" */
export function formatLongDate(date: Date): string {
  longDate ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
  return longDate.format(date);
}

/** Today, or `offset` days from it (-1 for yesterday), at midnight local time. */
export function daysFromToday(offset: number, now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
}
