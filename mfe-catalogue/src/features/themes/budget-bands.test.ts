import type { ThemeCard } from '@safarnama/shared';
import { availableBands, budgetBands, filterByBand } from './budget-bands';
import { themeTitle } from './theme-title';

const card = (id: number, minPrice: number): ThemeCard => ({ id, destinationName: `D${id}`, image: '', minPrice, maxPrice: minPrice * 2, packageCount: 1 });

describe('themes budget bands', () => {
  it('puts each price in exactly one band, with the spec edges', () => {
    const bandOf = (price: number) => budgetBands.filter((b) => price >= b.min && price <= b.max).map((b) => b.id);
    expect(bandOf(9_999)).toEqual(['under-10000']);
    expect(bandOf(10_000)).toEqual(['10000-20000']);
    expect(bandOf(20_000)).toEqual(['10000-20000']);
    expect(bandOf(20_001)).toEqual(['20001-40000']);
    expect(bandOf(80_000)).toEqual(['60001-80000']);
    expect(bandOf(80_001)).toEqual(['above-80000']);
  });

  it('offers only bands that contain some minimum price', () => {
    expect(availableBands([card(1, 5_999), card(2, 45_000)]).map((b) => b.id)).toEqual(['under-10000', '40001-60000']);
  });

  it('filters by the chosen band, or shows all', () => {
    const cards = [card(1, 5_999), card(2, 45_000), card(3, 7_500)];
    expect(filterByBand(cards, 'under-10000').map((c) => c.id)).toEqual([1, 3]);
    expect(filterByBand(cards, null)).toHaveLength(3);
  });

  it('titles theme names from URLs and the server', () => {
    expect(themeTitle('water-activities')).toBe('Water Activities');
    expect(themeTitle('Seasonal_Package')).toBe('Seasonal Package');
    expect(themeTitle('honeymoon')).toBe('Honeymoon');
  });
});
