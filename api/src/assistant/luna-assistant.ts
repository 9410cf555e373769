// Luna, the site's travel assistant, embedded in the API: answers from our own
// catalogue and terms only, so every package, price and policy it names is real.
// Built once from the database (fromDatabase), then answer() is synchronous and
// takes well under a millisecond for a typical message.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AnswerComposer, type Composed, type Turn } from './answers';
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

  private compose(current: Turn, state: SearchState): Composed {
    const p = current.parsed;
    const c = this.composer;
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
