import type { SeedBlogCategory, SeedCategory } from './types';
import { slugify } from './slug';

const raw: Array<[number, string, string, string]> = [
  [1, 'Wildlife', 'Jungle safaris in India’s tiger reserves and national parks: Corbett, Ranthambore, Kaziranga, Periyar, Panna and more, with permits, naturalists and lodges by the forest.', 'Illustration of a Bengal tiger walking through a green forest'],
  [2, 'Adventure', 'High passes, treks, river rafting, paragliding, skiing and scuba: trips for travellers who want their holiday to get the pulse racing, from Ladakh and Spiti to Rishikesh and Auli.', 'Illustration of a trekker with a backpack below snow mountains'],
  [3, 'Family', 'Easy-paced holidays for all ages: comfortable hotels, private cabs, sightseeing children enjoy and time to rest, in hill stations, beaches and heritage cities.', 'Illustration of a family of four walking together towards a hill town'],
  [4, 'Nature', 'Tea gardens, forests, lakes, meadows and waterfalls: holidays that slow down and look at the landscape, from Munnar and Coorg to Meghalaya and the Kumaon hills.', 'Illustration of a waterfall among green hills and trees'],
  [5, 'HoneyMoon', 'Romantic escapes for couples: houseboats, lake palaces, beach villas and snowy valleys, with candlelit dinners and private transfers.', 'Illustration of a couple watching the sunset over a lake'],
  [6, 'Seasonal package', 'Trips timed for a season or festival: tulips in Kashmir, Diwali in Jaipur and Ayodhya, Dev Deepawali in Varanasi, Rann Utsav in Kutch, snow in Shimla and more.', 'Illustration of festive diyas and lanterns under a night sky'],
  [7, 'Friends', 'Group getaways with friends: road trips, camps, beaches and backpacker valleys at prices that suit a shared budget.', 'Illustration of friends around a campfire below the stars'],
  [8, 'Water activities', 'Scuba diving, snorkelling, rafting, houseboats and water sports in the Andamans, Lakshadweep, Goa, Kerala and on the Ganga.', 'Illustration of a scuba diver among coral and fish'],
  [9, 'Religious', 'Comfortable pilgrimages with darshan planning: Char Dham, Kedarnath, Vaishno Devi, Varanasi, Ayodhya, Tirupati, Rameshwaram, Dwarka and Puri.', 'Illustration of a Hindu temple with a saffron flag at sunrise'],
];

/** The nine package categories with the spec’s fixed ids. */
export const categories: SeedCategory[] = raw.map(([id, name, description, imageAltText]) => ({
  id,
  name,
  slug: slugify(name),
  description,
  imageAltText,
}));

/** Blog categories, ids 1-9 by position as the spec lists them. */
export const blogCategories: SeedBlogCategory[] = [
  'Seasonal package',
  'Adventure',
  'Family',
  'Nature',
  'Honeymoon',
  'Wildlife',
  'Friend',
  'Religious',
  'Water activity',
].map((name, i) => ({ id: i + 1, name }));

export function categoryName(id: number): string {
  const c = categories.find((x) => x.id === id);
  if (!c) throw new Error(`Unknown category ${id}`);
  return c.name;
}
