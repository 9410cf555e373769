export interface TrendingDestination {
  /** The id the wishlist stores: the wishlist is a local list of destination ids. */
  id: number;
  image: string;
  title: string;
}

/** The trending destinations carousel. */
export const trendingDestinations: readonly TrendingDestination[] = [
  { id: 1, image: '/media/art/destination/jaipur.svg', title: 'Jaipur' },
  { id: 2, image: '/media/art/destination/kerala.svg', title: 'Kerala' },
  { id: 3, image: '/media/art/destination/goa.svg', title: 'Goa' },
  { id: 4, image: '/media/art/destination/nainital.svg', title: 'Nainital' },
  { id: 5, image: '/media/art/destination/wayanad.svg', title: 'Wayanad' },
  { id: 6, image: '/media/art/destination/shimla.svg', title: 'Shimla' },
  { id: 7, image: '/media/art/destination/manali.svg', title: 'Manali' },
  { id: 8, image: '/media/art/destination/kashmir.svg', title: 'Kashmir' },
];
