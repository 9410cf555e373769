// Destinations with descriptions, SEO fields and FAQs composed from the facts of the
// places that have a destination page (places/*.yaml) and their packages.
import type { DestinationPlace, TravelGuideData } from './schemas';
import { formatIndianNumber } from './slug';
import type { Landscape, SeedDestination, SeedFaq, SeedPackage } from './types';

/** landscapes.yaml */
export type LandscapeTexts = Readonly<Record<Landscape, { word: string; packing: string }>>;

const DEFAULT_PERMIT = (name: string) =>
  `No special permit is needed to visit ${name}. Carry a government photo ID (Aadhaar, passport, voter ID or driving licence); hotels record it at check-in, and foreign nationals must show their passport and visa.`;

/** `own`: the destination's packages, cheapest first (there is at least one). The required
 * facts give every destination at least 15 FAQs, more than the 12 a popular one needs. */
function faqsFor(p: DestinationPlace, own: SeedPackage[], landscapes: LandscapeTexts): SeedFaq[] {
  const n = p.name;
  const facts = p.destination;
  const faqs: SeedFaq[] = [];
  const add = (question: string, answer: string | undefined) => {
    if (answer) faqs.push({ question, answer });
  };
  add(`What is the best time to visit ${n}?`, facts.bestTime);
  add(`Which is the nearest airport to ${n}?`, facts.byAir);
  add(`How do I reach ${n} by train?`, facts.byRail);
  add(`How do I reach ${n} by road?`, facts.byRoad);
  const article = /^[AEIOU]/.test(n) ? 'an' : 'a';
  const span = [Math.min(...own.map((x) => x.days)), Math.max(...own.map((x) => x.days))];
  add(
    `How many days are enough for ${article} ${n} trip?`,
    span[0] !== span[1] ? `${facts.duration} Our ${n} packages run from ${span[0]} to ${span[1]} days, so you can pick the pace that suits you.` : facts.duration,
  );
  add(
    `What are the top places to visit in ${n}?`,
    `The must-see places are: ${p.sights
      .slice(0, 6)
      .map((s) => `${s.name}, ${s.note}`)
      .join('; ')}.`,
  );
  add(`What is the weather like in ${n}?`, facts.weather);
  add(`What local food should I try in ${n}?`, facts.food);
  add(`Do I need a permit to visit ${n}?`, facts.permit ?? DEFAULT_PERMIT(n));
  add(`Is ${n} safe for tourists?`, facts.safety);
  add(`What should I buy in ${n}?`, facts.shopping);
  add(`Which festivals and events take place in ${n}?`, facts.festivals);
  add(`Where should I stay in ${n}?`, facts.whereToStay);
  add(`What should I pack for ${article} ${n} trip?`, facts.packing ?? landscapes[p.landscape].packing);
  if (p.activities?.length) {
    add(`What activities can I do in ${n}?`, `Popular experiences: ${p.activities.map((a) => `${a.title}: ${a.sentence[0].toLowerCase()}${a.sentence.slice(1)}`).join(' ')}`);
  }
  add(`What languages are spoken in ${n}?`, facts.languages);
  const lo = own[0];
  const hi = own[own.length - 1];
  add(
    `How much does a ${n} tour package cost?`,
    `Our ${n} packages start at ₹${formatIndianNumber(lo.price)} per person on twin sharing for ${lo.name} (${lo.days === 1 ? '1 day' : `${lo.days - 1}N/${lo.days}D`})${
      own.length > 1 ? ` and go up to ₹${formatIndianNumber(hi.price)} for ${hi.name} (${hi.days - 1}N/${hi.days}D)` : ''
    }. Prices include the hotels, transfers and sightseeing listed in each itinerary; flights and trains to the starting point are extra.`,
  );
  add(
    `Can I customise a ${n} package?`,
    `Yes. Every Safarnama Holidays package is a flexi package: share your dates, number of travellers, hotel category and any extra nights or sights through the enquiry form or by phone, and our travel experts will send you customised quotes to compare.`,
  );
  return faqs;
}

function descriptionFor(p: DestinationPlace): string {
  const facts = p.destination;
  const paras = [...facts.intro];
  const names = p.sights.slice(0, 6).map((s) => s.name);
  paras.push(`Must-see places in ${p.name} include ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}.`);
  paras.push(`When to go: ${facts.bestTime}`);
  paras.push(`Getting there: ${facts.byAir} ${facts.byRail}`);
  return paras.join('\n\n');
}

export function composeDestinations(
  places: DestinationPlace[],
  packages: SeedPackage[],
  featured: { trending: string[]; popular: string[] },
  landscapes: LandscapeTexts,
  guides: ReadonlyMap<string, TravelGuideData>,
): SeedDestination[] {
  return places.map((p) => {
    const own = packages.filter((x) => x.destinationSlug === p.key).sort((a, b) => a.price - b.price);
    const min = own[0].price;
    return {
      slug: p.key,
      name: p.name,
      state: p.state,
      landscape: p.landscape,
      popular: featured.popular.includes(p.key),
      trendingRank: featured.trending.indexOf(p.key) + 1,
      description: descriptionFor(p),
      metaTitle: `${p.name} Tour Packages from ₹${formatIndianNumber(min)} | Safarnama Holidays`,
      metaDescription: `Book ${p.name} tour packages from ₹${formatIndianNumber(min)} per person: ${p.sights
        .slice(0, 3)
        .map((s) => s.name)
        .join(', ')} and more. Customisable itineraries, verified hotels and 24x7 support.`,
      keywords: [
        `${p.name.toLowerCase()} tour packages`,
        `${p.name.toLowerCase()} holiday packages`,
        `${p.name.toLowerCase()} trip`,
        `${p.name.toLowerCase()} itinerary`,
        `best time to visit ${p.name.toLowerCase()}`,
        ...p.sights.slice(0, 4).map((s) => s.name.toLowerCase()),
        p.state.toLowerCase(),
      ].join(', '),
      bannerAltText: `Illustrated ${landscapes[p.landscape].word} scene of ${p.name}, ${p.state}`,
      faqs: faqsFor(p, own, landscapes),
      guide: { ...guides.get(p.key)!, highAltitude: p.highAltitude === true },
    };
  });
}
