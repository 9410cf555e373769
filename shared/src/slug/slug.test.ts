import {
  blogNameFromSlug,
  blogSlug,
  destinationNameFromSlug,
  destinationPath,
  packageDetailPath,
  packageNameFromSlug,
  slugify,
  themePath,
} from './slug';

describe('destination slugs', () => {
  it.each([
    ['Goa', 'goa'],
    ['  Spiti Valley ', 'spiti-valley'],
    ['Andaman & Nicobar', 'andaman-&-nicobar'],
    ['Jammu   and Kashmir', 'jammu-and-kashmir'],
  ])('slugify(%p) = %p', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('builds listing paths', () => {
    expect(destinationPath('Goa')).toBe('/goa-tour-packages');
    expect(destinationPath('Spiti Valley')).toBe('/spiti-valley-tour-packages');
    expect(destinationPath('Andaman & Nicobar')).toBe('/andaman-&-nicobar-tour-packages');
  });

  it('reads the destination back from a route parameter', () => {
    expect(destinationNameFromSlug('spiti-valley-tour-packages')).toBe('spiti valley');
    expect(destinationNameFromSlug('andaman-%26-nicobar-tour-packages')).toBe('andaman & nicobar');
  });
});

describe('themePath', () => {
  it.each([
    ['Wildlife', '/themes/wildlife'],
    ['HoneyMoon', '/themes/honeymoon'],
    ['Seasonal_Package', '/themes/seasonal-package'],
    ['Water_Activities', '/themes/water-activities'],
    ['Water activities', '/themes/water-activities'],
    ['Seasonal package', '/themes/seasonal-package'],
  ])('%p -> %p', (name, path) => {
    expect(themePath(name)).toBe(path);
  });
});

describe('package detail paths', () => {
  it('puts days and nights before the slug', () => {
    expect(packageDetailPath(5, 'goa-beach-escape')).toBe('/packages-details/5days-4nights-goa-beach-escape');
    expect(packageDetailPath({ durationDay: 3, slug: 'shimla-getaway' })).toBe('/packages-details/3days-2nights-shimla-getaway');
    expect(packageDetailPath({ days: 1, slug: 'agra-day-trip' })).toBe('/packages-details/1days-0nights-agra-day-trip');
  });

  it('turns a detail slug back into the package name the API takes', () => {
    expect(packageNameFromSlug('5days-4nights-goa-beach-escape')).toBe('Goa Beach Escape');
    expect(packageNameFromSlug('12days-11nights-grand-kerala-BACKWATERS')).toBe('Grand Kerala Backwaters');
    expect(packageNameFromSlug('spiti-valley-adventure')).toBe('Spiti Valley Adventure');
  });
});

describe('blog slugs', () => {
  it('lowercases, hyphenates and drops non-word characters', () => {
    expect(blogSlug('Top 10 Things to Do in Goa!')).toBe('top-10-things-to-do-in-goa');
    expect(blogSlug("A Monsoon Trek: Kedarnath's Trail")).toBe('a-monsoon-trek-kedarnaths-trail');
    expect(blogSlug('Andaman & Nicobar Diaries')).toBe('andaman-nicobar-diaries');
  });

  it('gives the blogName for the by-name call', () => {
    expect(blogNameFromSlug('top-10-things-to-do-in-goa')).toBe('top 10 things to do in goa');
  });
});
