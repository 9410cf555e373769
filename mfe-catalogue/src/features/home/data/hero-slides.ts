export interface HeroSlide {
  url: string;
  heading: string;
  subHeading: string;
  destinationName: string;
}

/** The six hero slides, in order. */
export const heroSlides: readonly HeroSlide[] = [
  {
    url: '/media/art/banner/goa.svg',
    heading: 'Sun, sand and susegad in Goa',
    subHeading: 'Beach shacks, Portuguese lanes and sunsets over the Arabian Sea',
    destinationName: 'Goa',
  },
  {
    url: '/media/art/banner/manali.svg',
    heading: 'Snow days in Manali',
    subHeading: 'Solang Valley slopes, Old Manali cafés and the road to Rohtang',
    destinationName: 'Manali',
  },
  {
    url: '/media/art/banner/shimla.svg',
    heading: 'Shimla, queen of the hills',
    subHeading: 'The toy train, the Ridge and walks under deodar forests',
    destinationName: 'Shimla',
  },
  {
    url: '/media/art/banner/kerala.svg',
    heading: 'Drift through Kerala',
    subHeading: 'Houseboats on the backwaters and tea gardens in Munnar',
    destinationName: 'Kerala',
  },
  {
    url: '/media/art/banner/jaipur.svg',
    heading: 'Royal Jaipur, the Pink City',
    subHeading: 'Amber Fort, Hawa Mahal and bazaars full of block prints',
    destinationName: 'Jaipur',
  },
  {
    url: '/media/art/banner/ladakh.svg',
    heading: 'Ladakh, land of high passes',
    subHeading: 'Pangong Tso, ancient monasteries and the ride over Khardung La',
    destinationName: 'Ladakh',
  },
];

/** Shown below 768px instead of the slides: a festival banner with no destination. */
export const festivalBanner = {
  url: '/media/art/festival/diwali.svg',
  alt: 'Happy Diwali: festive deals on holidays across India, with glowing diyas, lanterns, fireworks and a rangoli',
  eyebrow: 'Diwali festival deals',
  heading: 'Celebrate the festival of lights on holiday',
  subHeading: 'Family trips across India, with quotes from expert agents to compare',
} as const;
