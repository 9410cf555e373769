import type { ThemeCard } from '@safarnama/shared';

export interface BudgetBand {
  id: string;
  label: string;
  min: number;
  /** Inclusive; Infinity for the last band. */
  max: number;
}

/** The themes page's budget bands; only the bands some package's minimum price falls in are shown. */
export const budgetBands: readonly BudgetBand[] = [
  { id: 'under-10000', label: 'Under ₹10,000', min: 0, max: 9_999 },
  { id: '10000-20000', label: '₹10,000 - ₹20,000', min: 10_000, max: 20_000 },
  { id: '20001-40000', label: '₹20,001 - ₹40,000', min: 20_001, max: 40_000 },
  { id: '40001-60000', label: '₹40,001 - ₹60,000', min: 40_001, max: 60_000 },
  { id: '60001-80000', label: '₹60,001 - ₹80,000', min: 60_001, max: 80_000 },
  { id: 'above-80000', label: 'Above ₹80,000', min: 80_001, max: Number.POSITIVE_INFINITY },
];

export function inBand(price: number, band: BudgetBand): boolean {
  return price >= band.min && price <= band.max;
}

/** Only the bands that contain some card's minimum price are offered. */
export function availableBands(cards: readonly ThemeCard[]): BudgetBand[] {
  return budgetBands.filter((band) => cards.some((card) => inBand(card.minPrice, band)));
}

export function filterByBand(cards: readonly ThemeCard[], bandId: string | null): ThemeCard[] {
  const band = budgetBands.find((b) => b.id === bandId);
  return band ? cards.filter((card) => inBand(card.minPrice, band)) : [...cards];
}
