// The Dev Darshan pages' hard-coded sample offers (from 14,999 / 25,999 / 36,999 /
// 15,999 / 26,999 rupees, in that order). The landing's banner rotates through them
// and /details-dev-darshan lists them as cards.

export interface DevDarshanOffer {
  id: number;
  title: string;
  /** The place whose generated artwork illustrates the offer (shared's art.ts). */
  artName: string;
  /** One line for the banner. */
  tagline: string;
  days: number;
  /** INR per person on twin sharing, after the 50% offer. */
  price: number;
  /** Stops on the way, for the card. */
  route: string;
}

/** Every sample package carries the same offer and hotel class (spec: '50% OFF' badge, 4-star hotel). */
export const OFFER_DISCOUNT_PERCENT = 50;
export const HOTEL_STARS = 4;

export const devDarshanOffers: readonly DevDarshanOffer[] = [
  {
    id: 1,
    title: 'Haridwar & Rishikesh Ganga Darshan',
    artName: 'Haridwar',
    tagline: 'The evening aarti at Har Ki Pauri and a holy dip at Triveni Ghat',
    days: 4,
    price: 14_999,
    route: 'Haridwar · Rishikesh',
  },
  {
    id: 2,
    title: 'Do Dham Yatra: Kedarnath & Badrinath',
    artName: 'Kedarnath',
    tagline: 'Darshan at two of the Char Dham, with the Kedarnath trek arranged',
    days: 6,
    price: 25_999,
    route: 'Haridwar · Guptkashi · Kedarnath · Badrinath',
  },
  {
    id: 3,
    title: 'Char Dham Yatra',
    artName: 'Char Dham',
    tagline: 'Yamunotri, Gangotri, Kedarnath and Badrinath in one guided yatra',
    days: 10,
    price: 36_999,
    route: 'Yamunotri · Gangotri · Kedarnath · Badrinath',
  },
  {
    id: 4,
    title: 'Vaishno Devi Darshan',
    artName: 'Vaishno Devi',
    tagline: 'The climb from Katra to the holy cave, with the yatra slip booked',
    days: 4,
    price: 15_999,
    route: 'Jammu · Katra · Bhawan',
  },
  {
    id: 5,
    title: 'Kashi Vishwanath & Ayodhya',
    artName: 'Varanasi',
    tagline: 'The Ganga aarti at Dashashwamedh Ghat and darshan at Ram Janmabhoomi',
    days: 5,
    price: 26_999,
    route: 'Varanasi · Sarnath · Ayodhya',
  },
];

/** "4 Days / 3 Nights" */
export function durationLabel(days: number): string {
  const nights = days - 1;
  return `${days} ${days === 1 ? 'Day' : 'Days'} / ${nights} ${nights === 1 ? 'Night' : 'Nights'}`;
}

/** The six places the landing's 'Popular Destinations' buttons search. */
export const popularDestinations: readonly string[] = ['Kedarnath', 'Badrinath', 'Haridwar', 'Rishikesh', 'Gangotri', 'Yamunotri'];
