const IST = 'Asia/Kolkata';

/**
 * "₹1,50,000": rupees with Indian digit grouping (last three digits, then pairs).
 * Done by hand rather than with Intl so the output never depends on the ICU data
 * a browser or Node build ships with.
 */
export function formatInr(amount: number): string {
  if (!Number.isFinite(amount)) return '₹0';
  const rounded = Math.round(Math.abs(amount));
  const digits = String(rounded);
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
  return `${amount < 0 && rounded !== 0 ? '-' : ''}₹${grouped}`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || !value.trim()) return null;
  const dateOnly = DATE_ONLY.exec(value.trim());
  // A bare yyyy-mm-dd is a calendar day, not midnight UTC: read it as local.
  if (dateOnly) {
    const date = new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
    return date.getMonth() === Number(dateOnly[2]) - 1 ? date : null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "dd/mm/yyyy" (how forms show a stored yyyy-mm-dd date); 'Invalid Date' for bad input. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (!date) return 'Invalid Date';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

// Made on first use, not when the module loads: a DateTimeFormat with a time zone
// loads ICU zone data, about 60 ms of a mid-range phone's start-up, on every page,
// for blog dates that most pages never show.
let blogDateFormat: Intl.DateTimeFormat | undefined;

/** "21 Nov 2026": blog dates in India time whatever the visitor's zone; 'Invalid Date' for bad input. */
export function formatBlogDate(value: string | Date): string {
  const date = toDate(value);
  if (!date) return 'Invalid Date';
  blogDateFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: IST });
  return blogDateFormat.format(date);
}

/** "yyyy-mm-dd" of the local calendar day (what the API's date fields take). */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** Month names from the current month to December of the same year (the home search's month list). */
export function monthsFromNow(now: Date = new Date()): string[] {
  return MONTH_NAMES.slice(now.getMonth());
}

/** Discount percentage shown for a price (second spec, section 9). */
export function discountFor(price: number): number {
  if (price < 20_000) return 20;
  if (price <= 50_000) return 15;
  if (price <= 100_000) return 10;
  return 0;
}

/** The crossed-out "original" price: price / (1 - discount), rounded. */
export function originalPrice(price: number): number {
  return Math.round(price / (1 - discountFor(price) / 100));
}
