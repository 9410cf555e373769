// Which places a message names: our destinations, their other names, the stops on
// our routes (Gulmarg -> Kashmir), states (Rajasthan), and places we do not serve.
// Exact phrases first (longest first), then misspellings through MiniSearch's
// fuzzy and prefix matching over the distinctive words of those phrases.
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Catalogue } from './catalogue';
import { normalise, words } from './normalise';
import {
  DESTINATION_ALIASES,
  IGNORED_ROUTE_PLACES,
  INTERNATIONAL_PLACES,
  REGION_ALIASES,
  ROUTE_PLACE_ALIASES,
  UNSERVED_INDIAN_PLACES,
} from './place-names';
import { STOPWORDS } from './vocabulary';

export interface PlaceRef {
  /** The served destinations the words stand for: one for a destination or a stop, several for a region. */
  destinationIds: number[];
  /** The place as we write it: 'Kashmir', 'Gulmarg', 'Rajasthan'. */
  label: string;
  kind: 'destination' | 'stop' | 'region';
  /** For a stop: the route place packages carry in their keywords ('gulmarg'), to prefer the packages that visit it. */
  routePlace?: string;
}

export interface UnservedPlace {
  name: string;
  international: boolean;
  /** Destination names we serve, to offer instead (only ones in the data). */
  offer: string[];
}

export type PlaceEntry = { served: PlaceRef; unserved?: undefined } | { unserved: UnservedPlace; served?: undefined };

export interface PlaceMatch {
  entry: PlaceEntry;
  /** Token positions [start, end). */
  start: number;
  end: number;
  /** A starting place ('from Delhi', 'Delhi se Goa'): not where the visitor wants to go. */
  departure: boolean;
  fuzzy: boolean;
}

/**
 * Fuzziness, from measurement: see the comment on FuzzyOptions.
 */
const FUZZY_MIN_LENGTH = 5;
const TWO_EDITS_MIN_LENGTH = 8;
const PREFIX_MIN_LENGTH = 6;
const MAX_PHRASE_WORDS = 4;

/** Words inside place names too common to identify a place alone ('valley', 'lake'). */
const GENERIC_PLACE_WORDS = new Set([
  'valley', 'vally', 'lake', 'mount', 'mt', 'devi', 'mata', 'maa', 'dweep', 'island', 'islands', 'beach', 'city', 'temple', 'palace', 'national', 'park',
  'dham', 'yatra', 'desert', 'hills', 'hill', 'north', 'south', 'east', 'west', 'eastern', 'pradesh', 'nadu', 'sahib', 'border', 'puram', 'sri', 'utsav',
  'dunes', 'sand', 'nath', 'tso', 'pass', 'fort', 'garden', 'gardens', 'country', 'own', 'gods', 'paradise', 'earth', 'white', 'blue', 'pink', 'golden',
  'lakes', 'tiger', 'jim', 'chota', 'char', 'chaar', 'leh', 'new', 'old', 'upper', 'lower', 'great', 'little', 'queen',
]);

const titleCase = (phrase: string) => phrase.replace(/(^|[\s(])([a-z])/g, (_m, sep: string, c: string) => `${sep}${c.toUpperCase()}`);

/** Edit distance where a swapped pair of letters counts as one edit ('udiapur' ~ 'udaipur'). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * When a misspelt word counts as a place word. Measured (scratch script, once) on
 * 149 misspellings and half-typed names visitors write ('kasmir', 'darjiling',
 * 'udiapur', 'mahabal') against the 3,720 distinct words of our 40 blog articles
 * plus ~200 Hinglish chat words, which must not become places:
 * - chosen: one edit when both words have 5+ letters and one 6+, two edits when
 *   both have 8+, a swapped pair counting as one edit, half-typed from 6 letters
 *   covering half the name: 147/149 found; 10 ordinary words taken, 7 of them
 *   place adjectives that may as well count ('kashmiri', 'rajasthani'), and the
 *   rest ('shila', 'chandra') are stopwords now. About 30-60 us a word.
 * - one edit from 4 letters: nothing more found, and 'kuch' -> Kutch;
 * - two edits from 6 letters: nothing more found, 76 words taken; from 7: 25;
 * - half-typed from 5 letters: 'rishi' and 'andam' found, but 'karna' ->
 *   Karnataka and 'amrit' -> Amritsar taken;
 * - no second edit and no prefix: only 134/149 found;
 * - fuzzy over the short aliases and foreign names too took 'kamra' -> Katra,
 *   'jahan' -> Japan, 'chinar' -> China, 'mahal' -> Taj Mahal: they match exactly.
 */
export interface FuzzyOptions {
  fuzzyMinLength: number;
  twoEditsMinLength: number;
  prefixMinLength: number;
}

export const DEFAULT_FUZZY: FuzzyOptions = { fuzzyMinLength: FUZZY_MIN_LENGTH, twoEditsMinLength: TWO_EDITS_MIN_LENGTH, prefixMinLength: PREFIX_MIN_LENGTH };

export class PlaceMatcher {
  /** Normalised phrase -> place. */
  private readonly phrases = new Map<string, PlaceEntry>();
  /** Distinctive word -> the phrase it identifies (for misspellings). */
  private readonly wordPhrase = new Map<string, string>();
  private readonly wordIndex: MiniSearch<{ id: number; word: string }>;
  private readonly wordList: string[] = [];
  /** Packages per destination, to prefer the bigger place when a misspelling is equally near two. */
  private readonly weight = new Map<string, number>();
  readonly destinationByName = new Map<string, number>();

  constructor(
    catalogue: Catalogue,
    private readonly fuzzy: FuzzyOptions = DEFAULT_FUZZY,
  ) {
    const key = (text: string) => words(normalise(text)).join(' ');
    const destinations = catalogue.destinations;
    const packageCount = new Map<number, number>();
    for (const p of catalogue.packages) packageCount.set(p.destinationId, (packageCount.get(p.destinationId) ?? 0) + 1);
    for (const d of destinations) this.destinationByName.set(d.name.toLowerCase(), d.id);
    const byName = (name: string) => this.destinationByName.get(name.toLowerCase());
    const existing = (names: readonly string[]) => names.filter((n) => byName(n) !== undefined).map((n) => destinations.find((d) => d.id === byName(n))!.name);

    // Lowest priority first: a later kind overwrites an earlier one for the same phrase.
    for (const [phrase, place] of Object.entries(INTERNATIONAL_PLACES)) {
      this.phrases.set(key(phrase), { unserved: { name: place.name, international: true, offer: existing(place.offer) } });
    }
    for (const [phrase, place] of Object.entries(UNSERVED_INDIAN_PLACES)) {
      this.phrases.set(key(phrase), { unserved: { name: place.name, international: false, offer: existing(place.offer) } });
    }

    // Route stops: the destination whose packages visit them most (Gulmarg -> Kashmir).
    const visits = new Map<string, Map<number, number>>();
    for (const p of catalogue.packages) {
      for (const place of p.routePlaces) {
        const counts = visits.get(place) ?? new Map<number, number>();
        counts.set(p.destinationId, (counts.get(p.destinationId) ?? 0) + 1);
        visits.set(place, counts);
      }
    }
    const stopFor = new Map<string, PlaceRef>();
    for (const [place, counts] of visits) {
      if (IGNORED_ROUTE_PLACES.has(place)) continue;
      // The destination whose packages most often visit it, as a share of its packages:
      // Gangtok is on 12 of Darjeeling's 31 routes but on all 9 of Sikkim's.
      const share = ([id, n]: [number, number]) => n / (packageCount.get(id) ?? 1);
      const [destinationId] = [...counts].sort((x, y) => share(y) - share(x) || y[1] - x[1] || x[0] - y[0])[0];
      const ref: PlaceRef = { destinationIds: [destinationId], label: titleCase(place), kind: 'stop', routePlace: place };
      stopFor.set(place, ref);
      // "swaraj dweep (havelock)": the whole name, the name before the brackets and the one inside.
      const inside = /\(([^)]+)\)/.exec(place)?.[1];
      const outside = place.replace(/\([^)]*\)/, '').trim();
      for (const phrase of [place, outside, inside]) {
        if (phrase && !IGNORED_ROUTE_PLACES.has(phrase) && key(phrase).length >= 4) this.phrases.set(key(phrase), { served: ref });
      }
    }
    for (const [alias, place] of Object.entries(ROUTE_PLACE_ALIASES)) {
      const ref = stopFor.get(place);
      if (ref) this.phrases.set(key(alias), { served: ref });
    }

    // States and regions: every destination in them.
    const states = new Map<string, number[]>();
    for (const d of destinations) states.set(d.state, [...(states.get(d.state) ?? []), d.id]);
    for (const [state, ids] of states) this.phrases.set(key(state), { served: { destinationIds: ids, label: state, kind: 'region' } });
    for (const [alias, names] of Object.entries(REGION_ALIASES)) {
      const ids = names.flatMap((n) => states.get(n) ?? []);
      const label = names.length === 1 ? names[0] : titleCase(alias);
      if (ids.length > 0) this.phrases.set(key(alias), { served: { destinationIds: ids, label, kind: 'region' } });
    }

    // Destinations, then their other names, win over everything above.
    for (const [alias, name] of Object.entries(DESTINATION_ALIASES)) {
      const id = byName(name);
      if (id !== undefined) this.phrases.set(key(alias), { served: { destinationIds: [id], label: destinations.find((d) => d.id === id)!.name, kind: 'destination' } });
    }
    for (const d of destinations) this.phrases.set(key(d.name), { served: { destinationIds: [d.id], label: d.name, kind: 'destination' } });

    // Misspellings: the distinctive words of our destinations, stops, states and
    // long aliases, and of places abroad, each pointing at one phrase. Curated short
    // aliases ('katra', 'taj mahal') and the short names of places we do not serve
    // match exactly only: their near neighbours are ordinary words ('kamra', 'mahal').
    const sources: [phrase: string, minLength: number][] = [
      ...destinations.map((d): [string, number] => [key(d.name), 5]),
      ...[...stopFor.keys()].map((p): [string, number] => [key(p), 6]),
      ...[...states.keys()].map((p): [string, number] => [key(p), 6]),
      ...Object.keys(DESTINATION_ALIASES).map((p): [string, number] => [key(p), 7]),
      ...Object.keys(ROUTE_PLACE_ALIASES).map((p): [string, number] => [key(p), 7]),
      ...Object.keys(INTERNATIONAL_PLACES).map((p): [string, number] => [key(p), 6]),
    ];
    const targets = new Map<string, Set<string>>();
    for (const [phrase, minLength] of sources) {
      const entry = this.phrases.get(phrase);
      if (!entry) continue;
      const target = entry.served ? entry.served.destinationIds.join(',') : `x:${entry.unserved.name}`;
      for (const word of phrase.split(' ')) {
        if (word.length < minLength || GENERIC_PLACE_WORDS.has(word) || STOPWORDS.has(word) || !/^[a-z]+$/.test(word)) continue;
        if (!targets.has(word)) targets.set(word, new Set());
        targets.get(word)!.add(target);
        const current = this.wordPhrase.get(word);
        // the word alone, else the shortest phrase holding it
        if (current === undefined || phrase === word || (current !== word && phrase.length < current.length)) this.wordPhrase.set(word, phrase);
      }
    }
    // A word shared by places of different destinations identifies none of them.
    for (const [word, set] of targets) if (set.size > 1 && !this.phrases.has(word)) this.wordPhrase.delete(word);
    for (const [phrase, entry] of this.phrases) {
      this.weight.set(phrase, entry.served ? Math.max(...entry.served.destinationIds.map((id) => packageCount.get(id) ?? 0)) : 0);
    }
    this.wordList = [...this.wordPhrase.keys()];
    this.wordIndex = new MiniSearch({ fields: ['word'], storeFields: [], tokenize: (text) => [text], processTerm: (t) => t });
    this.wordIndex.addAll(this.wordList.map((word, id) => ({ id, word })));
  }

  /** The words that name places ('kashmir', 'gulmarg', 'andaman'), not the common ones inside names ('golden', 'lake'). */
  words(): Set<string> {
    return new Set([...this.phrases.keys()].flatMap((p) => p.split(' ')).filter((w) => !GENERIC_PLACE_WORDS.has(w) && !STOPWORDS.has(w)));
  }

  /** The place a phrase names exactly (normalised words), if any. */
  lookup(phrase: string): PlaceEntry | undefined {
    return this.phrases.get(phrase);
  }

  /**
   * The nearest place word to a misspelt token, or undefined. MiniSearch finds the
   * candidates within two edits (and by prefix); the rules of FuzzyOptions decide;
   * the nearest wins, then the place with more packages.
   */
  nearest(token: string): { phrase: string; distance: number } | undefined {
    const { fuzzyMinLength, twoEditsMinLength, prefixMinLength } = this.fuzzy;
    if (token.length < Math.min(fuzzyMinLength, prefixMinLength)) return undefined;
    const results: SearchResult[] = this.wordIndex.search(token, { fuzzy: 2, maxFuzzy: 2, prefix: token.length >= prefixMinLength });
    let best: { phrase: string; distance: number; weight: number } | undefined;
    for (const r of results) {
      const word = this.wordList[r.id as number];
      const shorter = Math.min(token.length, word.length);
      const longer = Math.max(token.length, word.length);
      let distance = editDistance(token, word);
      const allowed =
        distance === 0 ||
        (distance === 1 && shorter >= fuzzyMinLength && longer > fuzzyMinLength) ||
        (distance === 2 && shorter >= twoEditsMinLength);
      if (!allowed) {
        // half-typed: 'darjee' for darjeeling, at least half the word
        if (!(word.startsWith(token) && token.length >= prefixMinLength && token.length >= 0.5 * word.length)) continue;
        distance = 1;
      }
      const phrase = this.wordPhrase.get(word)!;
      const weight = this.weight.get(phrase) ?? 0;
      if (!best || distance < best.distance || (distance === best.distance && weight > best.weight)) best = { phrase, distance, weight };
    }
    return best && { phrase: best.phrase, distance: best.distance };
  }

  /**
   * Place names spelt exactly among the tokens, longest phrase first. `skip`
   * marks tokens already read as something else (numbers, months); matched tokens
   * are marked in it.
   */
  matchExact(tokens: readonly string[], skip: boolean[]): PlaceMatch[] {
    const found: PlaceMatch[] = [];
    for (let i = 0; i < tokens.length; i++) {
      for (let len = Math.min(MAX_PHRASE_WORDS, tokens.length - i); len >= 1; len--) {
        if (skip.slice(i, i + len).some(Boolean)) continue;
        const phrase = tokens.slice(i, i + len);
        // 'dar jeeling', 'kanya kumari': two words written apart
        const entry = this.phrases.get(phrase.join(' ')) ?? (len === 2 ? this.phrases.get(phrase.join('')) : undefined);
        if (entry && !(len === 1 && STOPWORDS.has(tokens[i]))) {
          for (let k = i; k < i + len; k++) skip[k] = true;
          found.push({ entry, start: i, end: i + len, fuzzy: false, departure: false });
          i += len - 1;
          break;
        }
      }
    }
    return found;
  }

  /** Misspelt place names among the tokens left: never stopwords nor the parser's own words (`protectedWords`). */
  matchFuzzy(tokens: readonly string[], skip: boolean[], protectedWords: ReadonlySet<string>): PlaceMatch[] {
    const found: PlaceMatch[] = [];
    tokens.forEach((token, i) => {
      if (skip[i] || STOPWORDS.has(token) || protectedWords.has(token) || !/^[a-z]+$/.test(token)) return;
      const near = this.nearest(token);
      if (!near) return;
      skip[i] = true;
      found.push({ entry: this.phrases.get(near.phrase)!, start: i, end: i + 1, fuzzy: true, departure: false });
    });
    return found;
  }

  /** Marks where the trip starts: 'from Delhi', 'ex Mumbai', and 'Delhi se Goa'; sorts by position. */
  markDepartures(tokens: readonly string[], matches: PlaceMatch[]): void {
    matches.sort((a, b) => a.start - b.start);
    for (const m of matches) {
      const before = tokens[m.start - 1];
      const after = tokens[m.end];
      if (before === 'from' || before === 'ex') m.departure = true;
      else if (after === 'se' && matches.some((other) => other.start > m.end)) m.departure = true;
    }
  }
}
