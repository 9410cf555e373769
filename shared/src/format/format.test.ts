import { discountFor, formatBlogDate, formatDate, formatInr, monthsFromNow, originalPrice, toIsoDate } from './format';

describe('formatInr', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [4999, '₹4,999'],
    [15_999, '₹15,999'],
    [1_50_000, '₹1,50,000'],
    [12_34_567, '₹12,34,567'],
    [1_23_45_67_890, '₹1,23,45,67,890'],
    [4999.6, '₹5,000'],
    [-2500, '-₹2,500'],
  ])('%p -> %p', (amount, expected) => {
    expect(formatInr(amount)).toBe(expected);
  });

  it('does not print NaN', () => {
    expect(formatInr(Number.NaN)).toBe('₹0');
  });
});

describe('formatDate', () => {
  it('shows a stored yyyy-mm-dd as dd/mm/yyyy without a timezone shift', () => {
    expect(formatDate('2026-12-05')).toBe('05/12/2026');
    expect(formatDate('2026-01-31')).toBe('31/01/2026');
  });

  it('formats Date objects by their local calendar day', () => {
    expect(formatDate(new Date(2026, 10, 21, 23, 59))).toBe('21/11/2026');
  });

  it.each(['', 'not a date', '2026-02-30'])('"%s" is Invalid Date', (input) => {
    expect(formatDate(input)).toBe('Invalid Date');
  });
});

describe('formatBlogDate', () => {
  it('uses India time: 20:00 UTC on 20 Nov is already 21 Nov in Kolkata', () => {
    expect(formatBlogDate('2026-11-20T20:00:00Z')).toBe('21 Nov 2026');
  });

  it('keeps the same day before the IST boundary', () => {
    expect(formatBlogDate('2026-11-20T18:00:00Z')).toBe('20 Nov 2026');
  });

  it('shows Invalid Date for bad input', () => {
    expect(formatBlogDate('yesterday')).toBe('Invalid Date');
  });

  it("writes what Intl's en-IN, Asia/Kolkata format writes, every month, on both sides of India's midnight", () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
    for (let month = 0; month < 12; month += 1) {
      for (const time of ['18:29:59', '18:30:00', '05:00:00']) {
        const iso = `2025-${String(month + 1).padStart(2, '0')}-28T${time}Z`;
        expect(formatBlogDate(iso)).toBe(intl.format(new Date(iso)));
      }
    }
    expect(formatBlogDate('2025-09-08T20:00:00Z')).toBe('9 Sept 2025');
  });
});

describe('toIsoDate', () => {
  it('pads month and day from the local calendar', () => {
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toIsoDate(new Date(2026, 11, 31, 23, 30))).toBe('2026-12-31');
  });
});

describe('monthsFromNow', () => {
  afterEach(() => jest.useRealTimers());

  it('in November lists November and December', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 21) });
    expect(monthsFromNow()).toEqual(['November', 'December']);
  });

  it('in January lists all twelve months', () => {
    jest.useFakeTimers({ now: new Date(2027, 0, 1) });
    const months = monthsFromNow();
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('January');
    expect(months[11]).toBe('December');
  });

  it('in December lists only December', () => {
    expect(monthsFromNow(new Date(2026, 11, 31))).toEqual(['December']);
  });
});

describe('discount tiers', () => {
  it.each([
    [4999, 20],
    [19_999, 20],
    [20_000, 15],
    [50_000, 15],
    [50_001, 10],
    [1_00_000, 10],
    [1_00_001, 0],
  ])('%p gets %p%%', (price, discount) => {
    expect(discountFor(price)).toBe(discount);
  });

  it('original price is price / (1 - discount), rounded', () => {
    expect(originalPrice(16_000)).toBe(20_000);
    expect(originalPrice(4999)).toBe(6249);
    expect(originalPrice(34_000)).toBe(40_000);
    expect(originalPrice(1_50_000)).toBe(1_50_000);
  });
});
