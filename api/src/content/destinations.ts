// Destinations with descriptions, SEO fields and FAQs composed from the per-place facts.
import type { Landscape, SeedDestination, SeedFaq } from './types';
import { allPlaces, type Place } from './places';
import { packages } from './packages';
import { formatIndianNumber } from './slug';

/** The fifty trending domestic destinations listed on the blogs page (in display order). */
export const trendingDestinationSlugs: string[] = [
  'jaipur', 'kerala', 'goa', 'nainital', 'wayanad', 'shimla', 'manali', 'kashmir', 'ladakh', 'darjeeling',
  'udaipur', 'varanasi', 'rishikesh', 'andaman-and-nicobar', 'meghalaya', 'ooty', 'mussoorie', 'munnar', 'coorg', 'sikkim',
  'jaisalmer', 'jodhpur', 'agra', 'amritsar', 'puducherry', 'hampi', 'rann-of-kutch', 'kaziranga', 'ranthambore', 'corbett',
  'mysuru', 'kodaikanal', 'gokarna', 'spiti-valley', 'kasol', 'dharamshala', 'dalhousie', 'auli', 'mount-abu', 'khajuraho',
  'lakshadweep', 'tawang', 'alappuzha', 'pachmarhi', 'madurai', 'mahabaleshwar', 'puri', 'kanyakumari', 'tirupati', 'haridwar',
];

/** Destinations the home page, footer and devotional sections name (they carry at least 12 FAQs). */
export const popularDestinationSlugs: string[] = [
  // footer
  'darjeeling', 'kerala', 'kashmir', 'nainital', 'jaipur', 'shimla',
  // hero
  'goa', 'manali', 'ladakh',
  // trending eight
  'wayanad',
  // banners and promo
  'mysuru', 'kedarnath', 'corbett', 'ayodhya', 'udaipur', 'varanasi',
  // hidden gems
  'lansdowne', 'meghalaya', 'andaman-and-nicobar',
  // devotional and pilgrimage
  'badrinath', 'rishikesh', 'haridwar', 'gangotri', 'yamunotri', 'char-dham', 'vaishno-devi', 'rameshwaram', 'dwarka',
];

const PACK_BY_LANDSCAPE: Record<Landscape, string> = {
  beach: 'Light cotton clothes, swimwear, a sun hat, sunglasses and reef-safe sunscreen, flip-flops, and modest clothes for temples and churches.',
  island: 'Light cottons, swimwear, a sun hat, sunglasses, reef-safe sunscreen, waterproof bags for ferries, and any personal medicines (pharmacies are few on the smaller islands).',
  snow: 'Thermal innerwear, a down jacket, waterproof gloves and boots, a woollen cap, sunglasses against snow glare and a high-SPF sunscreen.',
  mountain: 'Layers you can add and remove, a warm jacket even in summer, sturdy walking shoes, sunglasses, sunscreen and a refillable water bottle.',
  desert: 'Light cottons for hot days, a warm layer for cold desert nights, a scarf or stole against sun and sand, sunglasses, sunscreen and closed shoes.',
  temple: 'Modest clothing that covers shoulders and knees, slip-on footwear for temple visits, a shawl or stole, and a small bag for offerings.',
  forest: 'Earth-coloured clothes for safaris, a warm layer for early mornings, a cap, binoculars, insect repellent and comfortable shoes.',
  lake: 'Comfortable layers, a light jacket for cool evenings on the water, walking shoes and an umbrella in the rainy season.',
  'hill-station': 'Light woollens for evenings, a warm jacket in winter, comfortable shoes for the slopes and an umbrella in the monsoon.',
  backwater: 'Light cottons, mosquito repellent, sunscreen, a hat, and modest clothes for temples and churches.',
  valley: 'Layers for changing weather, a rain jacket, sturdy walking shoes and a warm top for the evenings.',
  river: 'Light clothes, quick-dry wear if you plan water sports, modest clothing for the ghats and temples, and comfortable sandals.',
  heritage: 'Light cotton clothes, a hat and sunglasses, comfortable walking shoes for fort ramparts, and a shawl for cool winter evenings.',
  city: 'Comfortable clothes and walking shoes, a hat and sunglasses, and modest clothing for places of worship.',
};

const DEFAULT_PERMIT = (name: string) =>
  `No special permit is needed to visit ${name}. Carry a government photo ID (Aadhaar, passport, voter ID or driving licence); hotels record it at check-in, and foreign nationals must show their passport and visa.`;

function faqsFor(p: Place, popular: boolean): SeedFaq[] {
  const n = p.name;
  const faqs: SeedFaq[] = [];
  const add = (question: string, answer: string | undefined) => {
    if (answer) faqs.push({ question, answer });
  };
  const own = packages.filter((x) => x.destinationSlug === p.key).sort((a, b) => a.price - b.price);
  add(`What is the best time to visit ${n}?`, p.best);
  add(`Which is the nearest airport to ${n}?`, p.air);
  add(`How do I reach ${n} by train?`, p.rail);
  add(`How do I reach ${n} by road?`, p.road);
  const article = /^[AEIOU]/.test(n) ? 'an' : 'a';
  const span = own.length ? [Math.min(...own.map((x) => x.days)), Math.max(...own.map((x) => x.days))] : null;
  add(
    `How many days are enough for ${article} ${n} trip?`,
    p.duration && span && span[0] !== span[1] ? `${p.duration} Our ${n} packages run from ${span[0]} to ${span[1]} days, so you can pick the pace that suits you.` : p.duration,
  );
  add(
    `What are the top places to visit in ${n}?`,
    `The must-see places are: ${p.sights
      .slice(0, 6)
      .map(([s, note]) => `${s}, ${note}`)
      .join('; ')}.`,
  );
  add(`What is the weather like in ${n}?`, p.weather);
  add(`What local food should I try in ${n}?`, p.food);
  add(`Do I need a permit to visit ${n}?`, p.permit ?? DEFAULT_PERMIT(n));
  add(`Is ${n} safe for tourists?`, p.safety);
  add(`What should I buy in ${n}?`, p.shop);
  add(`Which festivals and events take place in ${n}?`, p.fest);
  add(`Where should I stay in ${n}?`, p.stay);
  add(`What should I pack for ${article} ${n} trip?`, p.pack ?? PACK_BY_LANDSCAPE[p.landscape]);
  if (p.acts?.length) add(`What activities can I do in ${n}?`, `Popular experiences: ${p.acts.map(([t, s]) => `${t}: ${s[0].toLowerCase()}${s.slice(1)}`).join(' ')}`);
  add(`What languages are spoken in ${n}?`, p.lang);
  if (own.length) {
    const lo = own[0];
    const hi = own[own.length - 1];
    add(
      `How much does a ${n} tour package cost?`,
      `Our ${n} packages start at ₹${formatIndianNumber(lo.price)} per person on twin sharing for ${lo.name} (${lo.days === 1 ? '1 day' : `${lo.days - 1}N/${lo.days}D`})${
        own.length > 1 ? ` and go up to ₹${formatIndianNumber(hi.price)} for ${hi.name} (${hi.days - 1}N/${hi.days}D)` : ''
      }. Prices include the hotels, transfers and sightseeing listed in each itinerary; flights and trains to the starting point are extra.`,
    );
  }
  add(
    `Can I customise a ${n} package?`,
    `Yes. Every Safarnama Holidays package is a flexi package: share your dates, number of travellers, hotel category and any extra nights or sights through the enquiry form or by phone, and our travel experts will send you customised quotes to compare.`,
  );
  if (!popular && faqs.length < 6) throw new Error(`${n}: only ${faqs.length} FAQs`);
  return faqs;
}

function descriptionFor(p: Place): string {
  const paras = [...(p.intro ?? [])];
  const names = p.sights.slice(0, 6).map(([s]) => s);
  paras.push(`Must-see places in ${p.name} include ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}.`);
  if (p.best) paras.push(`When to go: ${p.best}`);
  if (p.air || p.rail) paras.push(`Getting there: ${[p.air, p.rail].filter(Boolean).join(' ')}`);
  return paras.join('\n\n');
}

const LANDSCAPE_WORD: Record<Landscape, string> = {
  beach: 'beach',
  island: 'tropical island',
  snow: 'snow-capped mountain',
  mountain: 'Himalayan mountain',
  desert: 'desert',
  temple: 'temple',
  forest: 'forest',
  lake: 'lake',
  'hill-station': 'hill station',
  backwater: 'backwater and houseboat',
  valley: 'valley',
  river: 'river and ghats',
  heritage: 'heritage fort and palace',
  city: 'city',
};

export const destinations: SeedDestination[] = allPlaces
  .filter((p) => p.dest)
  .map((p) => {
    const popular = popularDestinationSlugs.includes(p.key);
    const own = packages.filter((x) => x.destinationSlug === p.key);
    const min = Math.min(...own.map((x) => x.price));
    const faqs = faqsFor(p, popular);
    return {
      slug: p.key,
      name: p.name,
      state: p.state,
      landscape: p.landscape,
      popular,
      trending: trendingDestinationSlugs.includes(p.key),
      description: descriptionFor(p),
      metaTitle: `${p.name} Tour Packages from ₹${formatIndianNumber(min)} | Safarnama Holidays`,
      metaDescription: `Book ${p.name} tour packages from ₹${formatIndianNumber(min)} per person: ${p.sights
        .slice(0, 3)
        .map(([s]) => s)
        .join(', ')} and more. Customisable itineraries, verified hotels and 24x7 support.`,
      keywords: [
        `${p.name.toLowerCase()} tour packages`,
        `${p.name.toLowerCase()} holiday packages`,
        `${p.name.toLowerCase()} trip`,
        `${p.name.toLowerCase()} itinerary`,
        `best time to visit ${p.name.toLowerCase()}`,
        ...p.sights.slice(0, 4).map(([s]) => s.toLowerCase()),
        p.state.toLowerCase(),
      ].join(', '),
      bannerAltText: `Illustrated ${LANDSCAPE_WORD[p.landscape]} scene of ${p.name}, ${p.state}`,
      faqs,
    };
  });
