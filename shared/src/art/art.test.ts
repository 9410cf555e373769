import { artSlug, artUrl } from './art';

describe('artwork slugs', () => {
  it.each([
    ['Andaman & Nicobar', 'andaman-and-nicobar'],
    ['Spiti Valley', 'spiti-valley'],
    ['  Goa ', 'goa'],
    ['Char Dham', 'char-dham'],
    ['Vaishno Devi', 'vaishno-devi'],
  ])('%s -> %s', (name, slug) => {
    expect(artSlug(name)).toBe(slug);
  });

  it('builds the media URL of each kind', () => {
    expect(artUrl('destination', 'Andaman & Nicobar')).toBe('/media/art/destination/andaman-and-nicobar.svg');
    expect(artUrl('festival', 'Diwali')).toBe('/media/art/festival/diwali.svg');
    expect(artUrl('category', 'Water Activities')).toBe('/media/art/category/water-activities.svg');
  });
});
