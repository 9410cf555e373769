export interface DevotionalPlace {
  id: number;
  image: string;
  title: string;
  desc: string;
  badge: string;
}

/** Section 7: devotional plans. */
export const devotionalPlaces: readonly DevotionalPlace[] = [
  {
    id: 1,
    image: '/media/art/destination/kedarnath.svg',
    title: 'Kedarnath',
    desc: 'Darshan at the jyotirlinga of Lord Shiva, with the 16 km trek or a helicopter from Phata.',
    badge: 'Char Dham',
  },
  {
    id: 2,
    image: '/media/art/destination/badrinath.svg',
    title: 'Badrinath',
    desc: 'Lord Vishnu’s shrine on the Alaknanda, with a holy dip at the Tapt Kund hot springs.',
    badge: 'Char Dham',
  },
  {
    id: 3,
    image: '/media/art/destination/rishikesh.svg',
    title: 'Rishikesh',
    desc: 'Yoga by the Ganga, the Triveni Ghat aarti and the suspension bridges of Lakshman Jhula.',
    badge: 'Yoga capital',
  },
  {
    id: 4,
    image: '/media/art/destination/haridwar.svg',
    title: 'Haridwar',
    desc: 'The evening Ganga aarti at Har Ki Pauri and the hilltop temples of Mansa and Chandi Devi.',
    badge: 'Ganga aarti',
  },
  {
    id: 5,
    image: '/media/art/destination/gangotri.svg',
    title: 'Gangotri',
    desc: 'The source of the holy Ganga, amid deodar forests and the peaks of the Garhwal Himalaya.',
    badge: 'Char Dham',
  },
  {
    id: 6,
    image: '/media/art/destination/yamunotri.svg',
    title: 'Yamunotri',
    desc: 'The shrine of Goddess Yamuna and the Surya Kund hot spring, reached on a mountain trail.',
    badge: 'Char Dham',
  },
];

export interface PilgrimageImage {
  name: string;
  image: string;
  alt: string;
}

/** The pilgrimage section's images. */
export const pilgrimageImages: readonly PilgrimageImage[] = [
  { name: 'Char Dham', image: '/media/art/destination/char-dham.svg', alt: 'The four Char Dham shrines in the Garhwal Himalaya' },
  { name: 'Varanasi', image: '/media/art/destination/varanasi.svg', alt: 'Lamps floating on the Ganga at the ghats of Varanasi' },
  { name: 'Vaishno Devi', image: '/media/art/destination/vaishno-devi.svg', alt: 'The Trikuta hills above Katra, home of Vaishno Devi' },
  { name: 'Rameshwaram', image: '/media/art/destination/rameshwaram.svg', alt: 'The pillared corridors of the Ramanathaswamy temple, Rameshwaram' },
  { name: 'Haridwar', image: '/media/art/destination/haridwar.svg', alt: 'Evening aarti at Har Ki Pauri in Haridwar' },
  { name: 'Dwarka', image: '/media/art/destination/dwarka.svg', alt: 'The Dwarkadhish temple by the Arabian Sea in Dwarka' },
];
