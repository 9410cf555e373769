// How the site writes a set of months ('April to October', 'October to March'):
// written once, so that Luna's answer and the listing's 'When to go' block say the
// same thing about the same data.

export const MONTH_FULL_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 'Jan' .. 'Dec': how the content's guides and the listing's month strip write a month. */
export const MONTH_SHORT_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * Months (1 = January) as runs of consecutive months, a run may wrap over the new year:
 * [4..10] 'April to October', [10, 11, 12, 1, 2, 3] 'October to March',
 * [3, 4, 5, 9, 10] 'March to May and September to October', [7] 'July'.
 */
export function monthRangeText(months: readonly number[]): string {
  const set = new Set(months.filter((m) => m >= 1 && m <= 12));
  if (set.size === 0) return '';
  if (set.size === 12) return 'all year round';
  // a run starts at a month whose previous month is not in the set
  const starts = [...set].filter((m) => !set.has(m === 1 ? 12 : m - 1)).sort((a, b) => a - b);
  const runs = starts.map((start) => {
    let end = start;
    while (set.has(end === 12 ? 1 : end + 1)) end = end === 12 ? 1 : end + 1;
    return start === end ? MONTH_FULL_NAMES[start - 1] : `${MONTH_FULL_NAMES[start - 1]} to ${MONTH_FULL_NAMES[end - 1]}`;
  });
  return runs.length === 1 ? runs[0] : `${runs.slice(0, -1).join(', ')} and ${runs[runs.length - 1]}`;
}

/** '5 to 24 °C', '-4 to 8 °C' */
function temperatureText(min: number, max: number): string {
  return `${min} to ${max} °C`;
}

const RAIN_WORDS = { none: 'dry', light: 'little rain', moderate: 'some rain', heavy: 'heavy rain' } as const;
const CROWD_WORDS = { low: 'few visitors', moderate: 'moderate crowds', high: 'peak crowds' } as const;

/** A season in a few words: '5 to 24 °C, some rain, snow, peak crowds'. */
export function seasonFacts(s: { tempMinC: number; tempMaxC: number; rain: keyof typeof RAIN_WORDS; snow: boolean; crowds: keyof typeof CROWD_WORDS }): string {
  return `${temperatureText(s.tempMinC, s.tempMaxC)}, ${RAIN_WORDS[s.rain]}${s.snow ? ', snow' : ''}, ${CROWD_WORDS[s.crowds]}`;
}
