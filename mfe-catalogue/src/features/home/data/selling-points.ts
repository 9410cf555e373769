export interface SellingPoint {
  id: string;
  title: string;
  text: string;
}

/** Section 3. */
export const trustPoints: readonly SellingPoint[] = [
  { id: 'personalized', title: '100% Personalized Trips', text: 'Every itinerary is shaped around your dates, pace and budget.' },
  { id: 'best-prices', title: 'Best Prices Guaranteed', text: 'Compare quotes from expert agents and pick the best deal.' },
  { id: 'support', title: '24/7 Support', text: 'Call us any time, before you go and while you travel.' },
];

/** Section 10: why choose us. */
export const whyChooseUs: readonly SellingPoint[] = [
  {
    id: 'easy',
    title: 'Easy to use',
    text: 'Search a destination or a theme, compare packages with clear per-person prices, and ask for a custom quote in under a minute.',
  },
  {
    id: 'fast',
    title: 'Fast and responsive',
    text: 'Our travel experts call you back quickly with quotes you can compare, customise and book without back-and-forth.',
  },
  {
    id: 'secure',
    title: 'Secure and reliable',
    text: 'Verified agents, stringent quality control and written confirmation for every booking, so your holiday is in safe hands.',
  },
  {
    id: 'support',
    title: '24/7 support',
    text: 'Someone is always on the phone, from planning your trip to the day you fly home, in Hindi or English.',
  },
];
