import { categoryIds } from '@safarnama/shared';

export interface ThemeTile {
  id: number;
  /** Shown on the tile. */
  title: string;
  /** The server's category name, as the spec writes it. */
  name: string;
  /** Tagline. */
  packages: string;
  image: string;
}

/** The eight themes of the home grid, with their fixed category ids. */
export const themeTiles: readonly ThemeTile[] = [
  { id: categoryIds.Wildlife, title: 'Wildlife', name: 'Wildlife', packages: 'Tiger safaris and jungle lodges', image: '/media/art/category/wildlife.svg' },
  { id: categoryIds.Family, title: 'Family', name: 'Family', packages: 'Easy-paced trips for every age', image: '/media/art/category/family.svg' },
  { id: categoryIds.Friends, title: 'Friends', name: 'Friends', packages: 'Road trips, camps and cafés', image: '/media/art/category/friends.svg' },
  { id: categoryIds.Adventure, title: 'Adventure', name: 'Adventure', packages: 'Treks, rafting and high passes', image: '/media/art/category/adventure.svg' },
  { id: categoryIds.Nature, title: 'Nature', name: 'Nature', packages: 'Hills, lakes and waterfalls', image: '/media/art/category/nature.svg' },
  { id: categoryIds.HoneyMoon, title: 'Honeymoon', name: 'Honeymoon', packages: 'Romantic stays for two', image: '/media/art/category/honeymoon.svg' },
  { id: categoryIds['Seasonal package'], title: 'Seasonal', name: 'Seasonal_Package', packages: 'Tulips, snow and monsoon specials', image: '/media/art/category/seasonal-package.svg' },
  { id: categoryIds['Water activities'], title: 'Water Activities', name: 'Water_Activities', packages: 'Scuba, snorkelling and houseboats', image: '/media/art/category/water-activities.svg' },
];
