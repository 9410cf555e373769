export interface BannerItem {
  id: number;
  name: string;
  description: string;
  imgSrc: string;
}

/** Section 4: the banner carousel (opens the listing in a new tab). */
export const bannerItems: readonly BannerItem[] = [
  {
    id: 1,
    name: 'Mysuru',
    description: 'The illuminated Mysore Palace, Chamundi Hills and the sandalwood-scented markets of Karnataka’s royal city.',
    imgSrc: '/media/art/banner/mysuru.svg',
  },
  {
    id: 2,
    name: 'Darjeeling',
    description: 'Sunrise over Kanchenjunga from Tiger Hill, rolling tea estates and the UNESCO toy train.',
    imgSrc: '/media/art/banner/darjeeling.svg',
  },
  {
    id: 3,
    name: 'Kedarnath',
    description: 'The trek to Lord Shiva’s Himalayan abode, one of the twelve jyotirlingas, at 3,583 metres.',
    imgSrc: '/media/art/banner/kedarnath.svg',
  },
  {
    id: 4,
    name: 'Goa',
    description: 'Golden beaches, white-washed churches, spice farms and seafood by the sea.',
    imgSrc: '/media/art/banner/goa.svg',
  },
  {
    id: 5,
    name: 'Corbett',
    description: 'India’s oldest national park: jeep safaris in tiger country along the Ramganga river.',
    imgSrc: '/media/art/banner/corbett.svg',
  },
];

export interface PromoLink {
  name: string;
  tagline: string;
  path: string;
}

/** Section 4: the promo banner's four links (new tabs). */
export const promoLinks: readonly PromoLink[] = [
  { name: 'Jaipur', tagline: 'Forts and palaces', path: '/jaipur-tour-packages' },
  { name: 'Ayodhya', tagline: 'Ram Janmabhoomi darshan', path: '/ayodhya-tour-packages' },
  { name: 'Udaipur', tagline: 'City of lakes', path: '/udaipur-tour-packages' },
  { name: 'Varanasi', tagline: 'Ganga aarti at the ghats', path: '/varanasi-tour-packages' },
];
