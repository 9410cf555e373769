import { quoteDate } from './quote-date';

// 10 March 2026, 12:00 in India (06:30 UTC)
const MARCH_10 = new Date('2026-03-10T06:30:00Z');

describe('quoteDate: the travel date a quote month stands for', () => {
  it('is the 1st of a later month this year', () => {
    expect(quoteDate(4, MARCH_10)).toBe('2026-04-01');
    expect(quoteDate(12, MARCH_10)).toBe('2026-12-01');
  });

  it('is the 1st of that month next year when it has passed', () => {
    expect(quoteDate(2, MARCH_10)).toBe('2027-02-01');
    expect(quoteDate(1, MARCH_10)).toBe('2027-01-01');
  });

  it("is today's date when it is this month", () => {
    expect(quoteDate(3, MARCH_10)).toBe('2026-03-10');
  });

  it('counts in India time: 31 March 20:00 UTC is already 1 April there', () => {
    const lateUtc = new Date('2026-03-31T20:00:00Z');
    expect(quoteDate(4, lateUtc)).toBe('2026-04-01');
    expect(quoteDate(3, lateUtc)).toBe('2027-03-01');
  });

  it('rolls over at the year end in India time', () => {
    const newYearInIndia = new Date('2026-12-31T19:00:00Z');
    expect(quoteDate(1, newYearInIndia)).toBe('2027-01-01');
    expect(quoteDate(12, newYearInIndia)).toBe('2027-12-01');
  });

  it.each([undefined, 0, 13, 2.5, Number.NaN])('is undefined for month %p', (month) => {
    expect(quoteDate(month, MARCH_10)).toBeUndefined();
  });
});
