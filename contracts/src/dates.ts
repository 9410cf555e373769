// Calendar rules the API and the forms share: travel dates are judged in India's
// time zone, whatever the server's or the visitor's clock says.
// India keeps UTC+05:30 all year (no daylight saving), so the date there is plain
// arithmetic. An Intl.DateTimeFormat with a time zone would load ICU zone data, which
// costs a phone about 50 ms the first time, on every page that shows a form.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's date in India as yyyy-mm-dd. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar date written yyyy-mm-dd. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function addYears(isoDate: string, years: number): string {
  return `${Number(isoDate.slice(0, 4)) + years}${isoDate.slice(4)}`;
}
