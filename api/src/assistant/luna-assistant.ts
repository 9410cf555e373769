// Luna, the site's travel assistant, embedded in the API: answers from our own
// catalogue and terms only, so every package, price and policy it names is real.
// Built once from the database (fromDatabase), then answer() is synchronous and
// takes well under a millisecond for a typical message.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AnswerComposer, type Composed, type Turn } from './answers';
import { KnowledgeComposer } from './knowledge';
import { type Catalogue, loadCatalogue } from './catalogue';
import { mergeConversation, type SearchState } from './conversation';
import { packageDetailPath } from '@safarnama/contracts/site-paths';
import { normalise, words } from './normalise';
import { PlaceMatcher } from './places';
import { QueryParser } from './query-parser';
import { PackageIndex } from './retrieval';

export interface LunaPackage {
  id: number;
  name: string;
  price: number;
  days: number;
  destination: string;
  path: string;
}

export interface LunaReply {
  /** Plain text with markdown links [label](/path) to our own pages only; line breaks with \n. */
  text: string;
  /** The packages the text names (at most 3), in the order named. */
  packages: LunaPackage[];
  /** Set when the conversation (this message and the earlier ones) names a destination we serve. */
  quote?: { destination: string; month?: number; people?: number };
}

/** Earlier messages read back: enough for a conversation, bounded for speed. */
const MAX_EARLIER = 20;
/** Parsed messages kept, so a session's earlier messages are not parsed again on every turn. */
const CACHE_SIZE = 2000;

export class LunaAssistant {
  private readonly parser: QueryParser;
  private readonly index: PackageIndex;
  private readonly composer: AnswerComposer;
  private readonly knowledge: KnowledgeComposer;
  private readonly phone: string;
  private readonly destinationName: Map<number, string>;
  private readonly turns = new Map<string, Turn>();

  /** Words that search by place or theme, not by a package's own name. */
  private readonly searchWords: ReadonlySet<string>;

  constructor(catalogue: Catalogue) {
    const places = new PlaceMatcher(catalogue);
    this.parser = new QueryParser(places);
    const destinationWords = catalogue.destinations.flatMap((d) => words(normalise(d.name)));
    this.searchWords = new Set([...places.words(), ...destinationWords, ...this.parser.vocabulary]);
    this.index = new PackageIndex(catalogue);
    this.composer = new AnswerComposer(catalogue, this.index);
    this.knowledge = new KnowledgeComposer(catalogue);
    this.phone = catalogue.phone;
    this.destinationName = new Map(catalogue.destinations.map((d) => [d.id, d.name]));
  }

  /** Reads destinations, packages, categories and the phone number once. */
  static async fromDatabase(db: Kysely<Database>): Promise<LunaAssistant> {
    return new LunaAssistant(await loadCatalogue(db));
  }

  /** `earlier`: the visitor's earlier messages in this session, oldest first (may be empty). */
  answer(message: string, earlier: readonly string[] = []): LunaReply {
    const turns = [...earlier.slice(-MAX_EARLIER), message].map((text) => this.read(text));
    const current = turns[turns.length - 1];
    const state = mergeConversation(turns);
    const composed = this.compose(current, state);
    const packages = composed.packages.slice(0, 3).map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      days: p.days,
      destination: this.destinationName.get(p.destinationId) ?? '',
      path: packageDetailPath(p.days, p.slug),
    }));
    const quote = this.quoteOf(state);
    return quote ? { text: composed.text, packages, quote } : { text: composed.text, packages };
  }

  private read(text: string): Turn {
    const cached = this.turns.get(text);
    if (cached) return cached;
    const parsed = this.parser.parse(text.slice(0, 1000));
    const turn: Turn = { parsed, named: this.index.named(parsed.tokens, this.searchWords), text };
    if (this.turns.size >= CACHE_SIZE) this.turns.delete(this.turns.keys().next().value!);
    this.turns.set(text, turn);
    return turn;
  }

  private quoteOf(state: SearchState): LunaReply['quote'] {
    const namedDestination = state.named[0]?.destinationId;
    const place = state.places.find((p) => p.destinationIds.length === 1);
    const id = place?.destinationIds[0] ?? namedDestination;
    if (id === undefined) return undefined;
    const quote: NonNullable<LunaReply['quote']> = { destination: this.destinationName.get(id) ?? '' };
    if (state.month !== undefined) quote.month = state.month;
    if (state.people !== undefined) quote.people = state.people;
    return quote;
  }

  /**
   * Questions about places, comparisons and what we do not sell, answered before (or
   * instead of) a package list. Null when the message asks none of them.
   */
  private answerKnowledge(current: Turn, state: SearchState): Composed | null {
    const p = current.parsed;
    const k = p.knowledge;
    const sections: string[] = [];
    let packages: Composed['packages'] = [];
    if (k.unsold.length > 0) sections.push(this.knowledge.unsold(k.unsold, this.phone));
    if (k.tax) sections.push(this.knowledge.tax());

    if (k.asks.has('compare')) {
      const compared = this.compare(current, state);
      if (compared) return { text: [...sections, compared.text].join('\n\n'), packages: compared.packages };
    }

    const placeAsks = new Set([...k.asks].filter((a) => a !== 'compare'));
    const topics = p.policies.length > 0 ? [] : k.faqTopics;
    const month = p.month ?? state.month;
    const destination = this.askedDestination(current, state);
    if (placeAsks.size > 0 || topics.length > 0) {
      const text = destination ? this.knowledge.about(destination, placeAsks, topics, month, k.season) : '';
      if (text) sections.push(text);
      else if (!destination && month !== undefined) {
        const where = this.knowledge.whereIn(month, { snow: k.snow });
        if (where) sections.push(where);
      } else if (!destination && [...placeAsks].some((a) => a !== 'about') && p.places.length === 0 && state.places.length === 0) {
        sections.push(this.composer.askWhere(state).replace('Where would you like to go?', 'Which place would you like to know about?'));
      }
    }
    if (sections.length === 0) return null;
    // a trip wish beside the question ('best time for a Kashmir honeymoon under 40k') still gets its packages
    // (a theme that is only the place's nature, 'safari' or 'yatra', is no wish of its own)
    const whoTravels = p.themes.some((t) => t === 'honeymoon' || t === 'family' || t === 'friends');
    // (snow in a month is answered by the places that have it, not by packages of places at their best then)
    const wantsPackages = whoTravels || p.budget !== undefined || p.duration !== undefined || (month !== undefined && placeAsks.size > 0 && !destination && !k.snow);
    if (wantsPackages && this.composer.canSearch(state)) {
      const found = this.composer.search(state);
      sections.push(found.text);
      packages = found.packages;
    }
    return { text: sections.join('\n\n'), packages };
  }

  /** The one destination a question is about: named in this message, or earlier in the conversation. */
  private askedDestination(current: Turn, state: SearchState) {
    const single = (places: SearchState['places']) => {
      const ids = [...new Set(places.flatMap((x) => x.destinationIds))];
      return ids.length === 1 ? this.knowledge.destination(ids[0]) : undefined;
    };
    if (current.parsed.places.length > 0) return single(current.parsed.places);
    if (current.named[0]) return this.knowledge.destination(current.named[0].destinationId);
    return single(state.places) ?? (state.named[0] ? this.knowledge.destination(state.named[0].destinationId) : undefined);
  }

  /** 'Compare X and Y': named packages, two or three destinations, or a destination's packages. */
  private compare(current: Turn, state: SearchState): Composed | null {
    const named = this.index.namedAll(current.parsed.tokens, this.searchWords);
    if (named.length >= 2) return { text: this.knowledge.compare(named), packages: named };
    const ids = [...new Set(current.parsed.places.flatMap((x) => (x.kind === 'region' ? [] : x.destinationIds)))];
    const wish = { ...state, places: current.parsed.places.length ? current.parsed.places : state.places };
    if (ids.length >= 2) {
      const destinations = ids.slice(0, 3).map((id) => this.knowledge.destination(id)!);
      // each destination's own place words ('gulmarg' prefers the Kashmir packages that visit it)
      const best = (d: { id: number }) => this.composer.bestFor({ ...wish, places: wish.places.filter((x) => x.destinationIds.includes(d.id)) }, d.id);
      return this.knowledge.compareDestinations(destinations, best);
    }
    // 'compare the two Kerala packages': as many as asked for, best matches first
    const asked = / (two|2|both|dono) /.test(` ${current.parsed.tokens.join(' ')} `) ? 2 : 3;
    const found = this.composer.canSearch(wish) ? this.composer.search(wish).packages : [];
    const list = found.slice(0, asked);
    if (list.length >= 2) {
      const place = ids.length === 1 ? this.knowledge.destination(ids[0])?.name : undefined;
      return { text: this.knowledge.compare(list, `Here are ${list.length} of our ${place ? `${place} ` : ''}packages side by side:`), packages: list };
    }
    return null;
  }

  private compose(current: Turn, state: SearchState): Composed {
    const p = current.parsed;
    const c = this.composer;
    const knowledge = this.answerKnowledge(current, state);
    if (knowledge) return knowledge;
    const termsMean = p.terms.length > 0 && this.index.matchesAny(p.terms);
    const asks = p.policies.length > 0 || p.intents.has('contact') || p.intents.has('discount') || p.unserved.length > 0;
    // Other words search only in a message asking nothing else: in 'refund kab milega
    // agar cancel karu' or 'mumbai city tour' they are not what the visitor wants.
    const wants = p.places.length > 0 || p.themes.length > 0 || p.budget !== undefined || current.named.length > 0 || p.order !== undefined || (termsMean && !asks);
    // A length, month or group size alone searches only when nothing else is asked:
    // 'if I cancel 25 days before' is about the terms, not a 25-day trip.
    const travelDetails = p.duration !== undefined || p.month !== undefined || p.people !== undefined;
    const searching = wants || (travelDetails && !asks);
    if (!searching && !asks && !travelDetails) {
      if (p.intents.has('thanks')) return { text: c.thanks(), packages: [] };
      if (p.intents.has('bye')) return { text: c.bye(), packages: [] };
      if (p.intents.has('greeting')) return { text: c.greeting(), packages: [] };
      if (p.intents.has('acknowledgement')) return { text: c.acknowledgement(), packages: [] };
      if (p.understood > 0 && p.tokens.some((t) => /^(trip|tour|holiday|holidays|package|packages|travel|vacation|plan|suggest|visit|ghumna|ghoomna)$/.test(t))) {
        return { text: c.askWhere(state), packages: [] };
      }
      return { text: c.fallback(), packages: [] };
    }

    const sections: string[] = [];
    let packages: Composed['packages'] = [];
    const add = (part: Composed) => {
      sections.push(part.text);
      if (packages.length === 0) packages = part.packages;
    };
    if (p.intents.has('discount')) sections.push(c.discount());
    for (const topic of p.policies) {
      if (topic !== 'inclusions') sections.push(c.policy(topic));
    }
    if (p.policies.includes('inclusions')) add(c.inclusions(c.example(state)));
    if (p.intents.has('contact')) sections.push(c.contact());
    if (p.unserved.length > 0 && p.places.length === 0) sections.push(c.outOfScope(p.unserved));
    else if (p.unserved.length > 0) sections.push(c.outOfScope(p.unserved).split('. ')[0] + '.');

    const inclusionsShown = p.policies.includes('inclusions') && packages.length > 0;
    if (!inclusionsShown && searching) {
      if (current.named.length > 0) add(c.named(current.named));
      else if (c.canSearch(state)) add(c.search(state));
      else sections.push(c.askWhere(state));
    }
    if (sections.length === 0) return { text: c.fallback(), packages: [] };
    const greeting = p.intents.has('greeting') ? 'Hi! ' : '';
    return { text: greeting + sections.join('\n\n'), packages };
  }
}
