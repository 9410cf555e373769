// Luna's answers about places rather than packages: when to go, the weather in a
// month, how to get there, what a place is known for, its FAQs, comparisons, and a
// plain no for what we do not sell. Every fact comes from the destination's guide
// and FAQs in the database (content/guides, content/places), every link is one of
// our own pages.
import { MONTH_FULL_NAMES, monthRangeText, seasonFacts } from '@safarnama/contracts/travel-months';
import { blogPath, destinationPath, packageDetailPath } from '@safarnama/contracts/site-paths';
import type { TravelSeason } from '@safarnama/contracts';
import type { Ask, FaqTopic, Unsold } from './asks';
import type { Catalogue, CatalogueDestination, CataloguePackage } from './catalogue';
import { durationText, link, rupees } from './format';


/** The FAQ that answers a topic, by its question's opening words (compose-destinations.ts writes them). */
const FAQ_QUESTION: Record<FaqTopic, RegExp> = {
  permit: /^Do I need a permit/,
  food: /^What local food/,
  safety: /^Is .* safe/,
  shopping: /^What should I buy/,
  festivals: /^Which festivals/,
  stay: /^Where should I stay/,
  packing: /^What should I pack/,
  languages: /^What languages/,
  activities: /^What activities/,
  sights: /^What are the top places/,
};

const listingLink = (d: CatalogueDestination) => link(`${d.name} tour packages`, destinationPath(d.name));

function seasonOf(d: CatalogueDestination, month: number): TravelSeason | undefined {
  return d.guide?.seasons.find((s) => s.months.includes(month));
}

function seasonLine(s: TravelSeason): string {
  return `• ${s.name} (${monthRangeText(s.months)}): ${seasonFacts(s)}. ${s.note}`;
}

/** The package's meals as its inclusions name them, or '' (a day trip may have none). */
function mealsOf(p: CataloguePackage): string {
  const line = p.inclusions.find((l) => /breakfast|dinner|lunch|meals?\b/i.test(l));
  return line ? line.replace(/\.$/, '').replace(/^daily\s+/i, '').toLowerCase() : 'no meals included';
}

const GENERIC_DAY = /^(arrival|departure|arrive|depart|transfer|leisure|free day)/i;

function highlightsOf(p: CataloguePackage): string {
  const days = p.dayTitles.filter((t) => !GENERIC_DAY.test(t)).slice(0, 2);
  return days.length ? days.join('; ') : (p.dayTitles[0] ?? '');
}

export class KnowledgeComposer {
  private readonly destinationById: Map<number, CatalogueDestination>;

  constructor(private readonly catalogue: Catalogue) {
    this.destinationById = new Map(catalogue.destinations.map((d) => [d.id, d]));
  }

  destination(id: number): CatalogueDestination | undefined {
    return this.destinationById.get(id);
  }

  /** Destinations at their best in a month, most popular first (trending rank, then name). */
  bestIn(month: number): CatalogueDestination[] {
    const rank = (d: CatalogueDestination) => (d.trending > 0 ? d.trending : d.popular ? 100 : 1000);
    return this.catalogue.destinations.filter((d) => d.guide?.bestMonths.includes(month)).sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  }

  /** The answer to what was asked about one destination, in the order asked; '' when its guide cannot answer. */
  about(d: CatalogueDestination, asks: ReadonlySet<Ask>, topics: readonly FaqTopic[], month: number | undefined, seasonName?: string): string {
    const g = d.guide;
    const parts: string[] = [];
    const named = seasonName ? g?.seasons.find((s) => s.name.toLowerCase().includes(seasonName)) : undefined;
    if (g && named) {
      const inBest = named.months.filter((m) => g.bestMonths.includes(m)).length;
      const verdict =
        inBest === named.months.length
          ? 'It is a good time to go.'
          : inBest > 0
            ? `Part of it is among the best months, which are ${monthRangeText(g.bestMonths)}.`
            : `It is not among the best months, which are ${monthRangeText(g.bestMonths)}, for ${g.bestFor}.`;
      parts.push(`${named.name} in ${d.name} (${monthRangeText(named.months)}): ${seasonFacts(named)}. ${named.note} ${verdict}`);
      month = undefined;
      asks = new Set([...asks].filter((a) => a !== 'weather'));
    }
    if (g && (asks.has('bestTime') || (asks.has('weather') && month === undefined))) {
      parts.push(`The best time to visit ${d.name} is ${monthRangeText(g.bestMonths)}, for ${g.bestFor}.`);
      if (asks.has('weather') || !month) parts.push(`What each season is like:\n${g.seasons.map(seasonLine).join('\n')}`);
    }
    if (g && month !== undefined && (asks.has('weather') || asks.has('bestTime'))) {
      const s = seasonOf(d, month);
      if (s) {
        const good = g.bestMonths.includes(month);
        parts.push(
          `In ${MONTH_FULL_NAMES[month - 1]}, ${d.name} is in its ${s.name.toLowerCase()} season: ${seasonFacts(s)}. ${s.note}` +
            (good ? ` It is a good month to go.` : ` It is not among the best months, which are ${monthRangeText(g.bestMonths)}.`),
        );
        if (!good) {
          const instead = this.bestIn(month).filter((x) => x.id !== d.id).slice(0, 3);
          if (instead.length) parts.push(`At their best in ${MONTH_FULL_NAMES[month - 1]}: ${instead.map(listingLink).join(', ')}.`);
        }
      }
    }
    if (g && asks.has('gettingThere')) {
      parts.push(`Getting to ${d.name}:\n• Nearest airport: ${g.airport}\n• Nearest railway station: ${g.railhead}`);
    }
    if (g && (asks.has('tripLength') || asks.has('about'))) {
      parts.push(`A typical ${d.name} trip takes ${g.tripDays.min === g.tripDays.max ? g.tripDays.min : `${g.tripDays.min} to ${g.tripDays.max}`} days.`);
    }
    if (g && asks.has('about')) {
      parts.push(`${d.name} is known for ${g.knownFor.join(', ')}. The best months are ${monthRangeText(g.bestMonths)}.`);
    }
    for (const topic of topics) {
      const faq = d.faqs.find((f) => FAQ_QUESTION[topic].test(f.question));
      if (faq) parts.push(faq.answer);
    }
    if (parts.length === 0) return '';
    const article = d.blogs[0];
    const more = article ? ` Read more in ${link(article.name, blogPath(article.name))}.` : '';
    return [...parts, `See all our ${listingLink(d)}.${more}`].join('\n');
  }

  /** 'Where should we go in December?': the places at their best then, with their listings. */
  whereIn(month: number, { snow = false } = {}): string {
    if (snow) {
      const snowy = this.catalogue.destinations.filter((d) => seasonOf(d, month)?.snow);
      const ranked = snowy.sort((a, b) => (a.trending || 1000) - (b.trending || 1000)).slice(0, 6);
      return ranked.length
        ? `Places with snow in ${MONTH_FULL_NAMES[month - 1]}: ${ranked.map(listingLink).join(', ')}.`
        : `None of our destinations usually has snow in ${MONTH_FULL_NAMES[month - 1]}.`;
    }
    const best = this.bestIn(month).slice(0, 6);
    if (best.length === 0) return '';
    return `Places at their best in ${MONTH_FULL_NAMES[month - 1]}: ${best.map(listingLink).join(', ')}.`;
  }

  /** Two or three packages side by side: price, length, hotel category, meals and highlights. */
  compare(packages: readonly CataloguePackage[], heading = 'Side by side:'): string {
    const lines = packages.map((p) => {
      const stars = p.rating >= 3 ? `${p.rating}-star hotels` : 'no overnight stay';
      return `• ${link(p.name, packageDetailPath(p.days, p.slug))} — ${rupees(p.price)} per person, ${durationText(p.days)}, ${stars}, ${mealsOf(p)}; highlights: ${highlightsOf(p)}`;
    });
    const cheapest = [...packages].sort((a, b) => a.price - b.price)[0];
    const longest = [...packages].sort((a, b) => b.days - a.days)[0];
    const summary =
      cheapest === longest
        ? `${cheapest.name} is both the lowest priced and the longest.`
        : `${cheapest.name} is the lowest priced; ${longest.name} is the longest.`;
    return [heading, ...lines, summary, 'Prices are per person on twin sharing.'].join('\n');
  }

  /** Two or three destinations side by side: when to go, trip length and where our packages start. */
  compareDestinations(destinations: readonly CatalogueDestination[], cheapest: (d: CatalogueDestination) => CataloguePackage | undefined): { text: string; packages: CataloguePackage[] } {
    const packages: CataloguePackage[] = [];
    const blocks = destinations.map((d) => {
      const g = d.guide;
      const from = cheapest(d);
      if (from) packages.push(from);
      const facts = g ? `best ${monthRangeText(g.bestMonths)}; ${g.tripDays.min}-${g.tripDays.max} days; known for ${g.knownFor.slice(0, 3).join(', ')}` : '';
      const lead = `${listingLink(d)}${facts ? `: ${facts}` : ''}`;
      return from ? `${lead}\n  from ${link(from.name, packageDetailPath(from.days, from.slug))} — ${rupees(from.price)} per person, ${durationText(from.days)}` : lead;
    });
    return { text: [`Side by side:`, ...blocks.map((b) => `• ${b}`), 'Prices are per person on twin sharing.'].join('\n'), packages };
  }

  /** What we do not sell, said plainly, with the nearest thing we do. */
  unsold(things: readonly Unsold[], phone: string): string {
    const enquiry = link('enquiry form', '/enquiry');
    const byName = (name: string) => this.catalogue.destinations.find((d) => d.name === name);
    const offer = (names: string[]) =>
      names
        .map(byName)
        .filter((d): d is CatalogueDestination => d !== undefined)
        .map(listingLink)
        .join(', ');
    const lines = things.map((thing) => {
      switch (thing) {
        case 'space':
          return `Sorry, we don't offer trips to the moon, space or the poles: we plan holidays within India only. For the most otherworldly landscapes we do have, try ${offer(['Ladakh', 'Spiti Valley', 'Rann of Kutch'])}.`;
        case 'flights':
          return `We don't sell flight tickets on their own. Our packages start and end at the destination's airport or station; our team can add flights to a custom quote on the ${enquiry} or on ${phone}.`;
        case 'trains':
          return `We don't book train tickets on their own. Our team can add trains to a package quote on the ${enquiry} or on ${phone}.`;
        case 'buses':
          return `We don't sell bus tickets. Our packages include the road transfers listed in each itinerary.`;
        case 'visa':
          return `We don't arrange visas or passports. Indian citizens need no visa for any of our destinations; foreign nationals need a valid Indian visa, and a few border areas need a permit, which the package pages and our team cover.`;
        case 'carHire':
          return `We don't rent cars or cabs on their own; our packages include a vehicle with a driver for the transfers and sightseeing in their itinerary.`;
        case 'hotelOnly':
          return `We don't book hotel rooms on their own: we sell complete holiday packages with hotels, transfers and sightseeing. Ask our team for a custom quote on the ${enquiry} or on ${phone}.`;
        case 'abroadCruise':
          return `We don't sell cruises. Our nearest thing is a houseboat: see ${offer(['Alappuzha', 'Kashmir'])}.`;
      }
    });
    return [...new Set(lines)].join('\n');
  }

  /** GST, read from the packages' own exclusions. */
  tax(): string {
    const all = this.catalogue.packages;
    const excluded = all.filter((p) => p.exclusions.some((l) => /^GST\b/i.test(l)));
    const line = excluded[0]?.exclusions.find((l) => /^GST\b/i.test(l));
    if (!line) return `Each package page lists what its price includes and excludes; ask our team on the ${link('enquiry form', '/enquiry')} about taxes on your quote.`;
    const share = excluded.length === all.length ? 'Every package' : `${excluded.length} of our ${all.length} packages`;
    return `No: GST is not included in the prices I show. ${share} lists “${line}” among its exclusions, and your quote shows the tax added to the package price.`;
  }
}
