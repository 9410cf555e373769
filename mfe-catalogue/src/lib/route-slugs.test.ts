import { destinationPath, slugify, themePath } from '@safarnama/shared';
import { sameDestination } from './state-readers';

describe('route slugs used by the catalogue', () => {
  it('lowercases, trims and hyphenates destination names', () => {
    expect(slugify(' Spiti Valley ')).toBe('spiti-valley');
    expect(destinationPath('Goa')).toBe('/goa-tour-packages');
    expect(destinationPath('Andaman & Nicobar')).toBe('/andaman-&-nicobar-tour-packages');
  });

  it('turns server theme names into theme routes', () => {
    expect(themePath('Water_Activities')).toBe('/themes/water-activities');
    expect(themePath('Seasonal_Package')).toBe('/themes/seasonal-package');
    expect(themePath('Honeymoon')).toBe('/themes/honeymoon');
  });

  it('compares destination names as the API does', () => {
    expect(sameDestination('andaman & nicobar', 'Andaman and Nicobar')).toBe(true);
    expect(sameDestination('spiti valley', 'Spiti-Valley')).toBe(true);
    expect(sameDestination('goa', 'gokarna')).toBe(false);
  });
});
