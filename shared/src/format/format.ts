
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

// India time is UTC+05:30 all year (no daylight saving since 1945), so the blog dates
// are plain arithmetic: an Intl.DateTimeFormat with a time zone loads ICU zone data
// first, 30 ms here and over 100 ms of a mid-range phone's first render of a blog page.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
// en-IN's short month names (September is 'Sept'), as Intl writes them
const EN_IN_SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** "21 Nov 2026": blog dates in India time whatever the visitor's zone; 'Invalid Date' for bad input. */
export function formatBlogDate(value: string | Date): string {
  const date = toDate(value);
  if (!date) return 'Invalid Date';
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  return `${india.getUTCDate()} ${EN_IN_SHORT_MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
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

/** Discount percentage shown for a price: 20% under 20,000, 15% to 50,000, 10% to 100,000, none above. */
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
