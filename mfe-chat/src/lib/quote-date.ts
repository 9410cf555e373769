// India keeps UTC+05:30 all year, so its calendar date is plain arithmetic (no Intl time zone data).
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The travel date a quote's month stands for (yyyy-mm-dd): the first day of the next
 * such month that is not in the past, or today (India time) when it is this month.
 * Undefined without a valid month (1-12).
 */
export function quoteDate(month: number | undefined, now: Date = new Date()): string | undefined {
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) return undefined;
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const thisMonth = india.getUTCMonth() + 1;
  if (month === thisMonth) return `${year}-${pad(thisMonth)}-${pad(india.getUTCDate())}`;
  return `${month > thisMonth ? year : year + 1}-${pad(month)}-01`;
}
