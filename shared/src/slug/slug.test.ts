import {
  blogNameFromSlug,
  blogPath,
  blogSlug,
  destinationNameFromSlug,
  destinationPath,
  packageDetailPath,
  packageNameFromSlug,
  slugify,
  themePath,
} from './slug';
import { blogCategoryFromSegment, blogCategoryLabel, blogCategoryList, blogCategoryPath } from '@safarnama/contracts/blog-categories';

// The helpers from one string to another, each with what it must make of names and
// slugs as the site and the API spell them.
it.each([
  // destination slugs, listing paths and back
  { helper: slugify, from: 'Goa', to: 'goa' },
  { helper: slugify, from: '  Spiti Valley ', to: 'spiti-valley' },
  { helper: slugify, from: 'Andaman & Nicobar', to: 'andaman-&-nicobar' },
  { helper: slugify, from: 'Jammu   and Kashmir', to: 'jammu-and-kashmir' },
  { helper: destinationPath, from: 'Goa', to: '/goa-tour-packages' },
  { helper: destinationPath, from: 'Spiti Valley', to: '/spiti-valley-tour-packages' },
  { helper: destinationPath, from: 'Andaman & Nicobar', to: '/andaman-&-nicobar-tour-packages' },
  { helper: destinationNameFromSlug, from: 'spiti-valley-tour-packages', to: 'spiti valley' },
  { helper: destinationNameFromSlug, from: 'andaman-%26-nicobar-tour-packages', to: 'andaman & nicobar' },
  // theme routes from the server's theme names
  { helper: themePath, from: 'Wildlife', to: '/themes/wildlife' },
  { helper: themePath, from: 'HoneyMoon', to: '/themes/honeymoon' },
  { helper: themePath, from: 'Seasonal_Package', to: '/themes/seasonal-package' },
  { helper: themePath, from: 'Water_Activities', to: '/themes/water-activities' },
  { helper: themePath, from: 'Water activities', to: '/themes/water-activities' },
  { helper: themePath, from: 'Seasonal package', to: '/themes/seasonal-package' },
  // a detail slug back to the package name the API takes
  { helper: packageNameFromSlug, from: '5days-4nights-goa-beach-escape', to: 'Goa Beach Escape' },
  { helper: packageNameFromSlug, from: '12days-11nights-grand-kerala-BACKWATERS', to: 'Grand Kerala Backwaters' },
  { helper: packageNameFromSlug, from: 'spiti-valley-adventure', to: 'Spiti Valley Adventure' },
  // blog slugs: lowercased, hyphenated, non-word characters dropped; and the blogName of the by-name call
  { helper: blogSlug, from: 'Top 10 Things to Do in Goa!', to: 'top-10-things-to-do-in-goa' },
  { helper: blogSlug, from: "A Monsoon Trek: Kedarnath's Trail", to: 'a-monsoon-trek-kedarnaths-trail' },
  { helper: blogSlug, from: 'Andaman & Nicobar Diaries', to: 'andaman-nicobar-diaries' },
  { helper: blogNameFromSlug, from: 'top-10-things-to-do-in-goa', to: 'top 10 things to do in goa' },
  { helper: blogPath, from: 'Udaipur for Couples', to: '/blog-details/udaipur-for-couples' },
  // blog categories: shown with underscores as spaces, listed at /category/{slug}/blog
  { helper: blogCategoryLabel, from: 'Water_activity', to: 'Water activity' },
  { helper: blogCategoryLabel, from: 'Seasonal  package', to: 'Seasonal package' },
  { helper: blogCategoryPath, from: 'Water activity', to: '/category/water-activity/blog' },
  { helper: blogCategoryPath, from: 'Religious', to: '/category/religious/blog' },
])('$helper.name($from) is $to', ({ helper, from, to }) => {
  expect(helper(from)).toBe(to);
});

describe('package detail paths', () => {
  it('puts days and nights before the slug', () => {
    expect(packageDetailPath(5, 'goa-beach-escape')).toBe('/packages-details/5days-4nights-goa-beach-escape');
    expect(packageDetailPath({ durationDay: 3, slug: 'shimla-getaway' })).toBe('/packages-details/3days-2nights-shimla-getaway');
    expect(packageDetailPath({ days: 1, slug: 'agra-day-trip' })).toBe('/packages-details/1days-0nights-agra-day-trip');
  });
});

describe('blog categories (ids 1-9 by position)', () => {
  it('numbers the nine categories in the order of the spec', () => {
    expect(blogCategoryList.map((c) => `${c.id} ${c.name}`)).toEqual([
      '1 Seasonal package', '2 Adventure', '3 Family', '4 Nature', '5 Honeymoon', '6 Wildlife', '7 Friend', '8 Religious', '9 Water activity',
    ]);
  });

  it.each(['water-activity', 'Water_activity', 'Water%20activity', 'WATER-ACTIVITY'])('reads the category a URL names however it is written: %s', (segment) => {
    expect(blogCategoryFromSegment(segment)).toEqual({ id: 9, name: 'Water activity' });
  });

  it('names no category for an unknown or malformed segment', () => {
    expect(blogCategoryFromSegment('cruises')).toBeNull();
    expect(blogCategoryFromSegment('%E0%A4%A')).toBeNull();
  });
});
