import { buildSearchCriteria, exactOption } from './search-criteria';

const none = { text: '', id: null };

describe('the blog search criteria', () => {
  it('asks for a destination or a category when both are empty', () => {
    expect(buildSearchCriteria(none, none)).toEqual({ kind: 'invalid', message: 'Please enter a destination or category.' });
    expect(buildSearchCriteria({ text: '   ', id: null }, { text: '', id: null })).toEqual({ kind: 'invalid', message: 'Please enter a destination or category.' });
  });

  it('sends the destination id alone, the category id alone, or both', () => {
    expect(buildSearchCriteria({ text: 'Goa', id: 12 }, none)).toEqual({ kind: 'search', criteria: { destinationId: 12 } });
    expect(buildSearchCriteria(none, { text: 'Religious', id: 8 })).toEqual({ kind: 'search', criteria: { categoryId: 8 } });
    expect(buildSearchCriteria({ text: 'Goa', id: 12 }, { text: 'Friend', id: 7 })).toEqual({ kind: 'search', criteria: { destinationId: 12, categoryId: 7 } });
  });

  it('sends an id only while its text is non-empty', () => {
    // Goa was picked, then its text cleared: only the category counts
    expect(buildSearchCriteria({ text: '', id: 12 }, { text: 'Religious', id: 8 })).toEqual({ kind: 'search', criteria: { categoryId: 8 } });
  });

  it('does not turn text that names nothing into a search for everything', () => {
    expect(buildSearchCriteria({ text: 'Atlantis', id: null }, none)).toEqual({ kind: 'unmatched' });
    expect(buildSearchCriteria({ text: 'Goa', id: 12 }, { text: 'Cruises', id: null })).toEqual({ kind: 'unmatched' });
  });
});

describe('a name typed in full', () => {
  const cities = [{ name: 'Goa' }, { name: 'Gokarna' }, { name: 'Agra' }, { name: 'Munnar' }];

  it('count a name typed in full as picked', () => {
    expect(exactOption(cities, ' goa ')).toEqual({ name: 'Goa' });
    expect(exactOption(cities, 'go')).toBeNull();
    expect(exactOption(cities, '')).toBeNull();
  });
});
