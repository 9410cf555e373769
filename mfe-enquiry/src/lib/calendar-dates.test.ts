import { addMonths, dayLabel, monthWeeks, parseIsoDate, shiftMonth } from './calendar-dates';

it('lays a month out in Sunday-first weeks', () => {
  // 1 November 2026 is a Sunday; 30 November a Monday
  const weeks = monthWeeks({ year: 2026, month: 10 });
  expect(weeks[0][0]?.getDate()).toBe(1);
  expect(weeks).toHaveLength(5);
  expect(weeks[4].map((d) => d?.getDate() ?? null)).toEqual([29, 30, null, null, null, null, null]);
  // 1 December 2026 is a Tuesday: two empty cells first
  expect(monthWeeks({ year: 2026, month: 11 })[0].slice(0, 3).map((d) => d?.getDate() ?? null)).toEqual([null, null, 1]);
});

it('moves between months and clamps to short months', () => {
  expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
  expect(addMonths(new Date(2027, 0, 31), 1)).toEqual(new Date(2027, 1, 28));
});

it('reads only real yyyy-mm-dd days', () => {
  expect(parseIsoDate('2026-12-05')).toEqual(new Date(2026, 11, 5));
  expect(parseIsoDate('2026-02-30')).toBeNull();
  expect(parseIsoDate('05/12/2026')).toBeNull();
});

it('names a day in full for screen readers', () => {
  expect(dayLabel(new Date(2026, 10, 21))).toBe('Saturday, 21 November 2026');
});
