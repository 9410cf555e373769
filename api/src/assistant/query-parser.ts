// Reads one visitor message into what Luna can act on: places, themes, budget,
// duration, month, group size, and what kind of message it is. Numbers are read
// first (and blanked out of the text) so that '5 days', '40k' or '4 log' are never
// taken for anything else; what is left is matched as words.
import { ASK_WORDS, type MessageAsks, readAsks } from './asks';
import { normalise, words } from './normalise';
import { PhraseSet } from './phrases';
import type { PlaceMatcher, PlaceRef, UnservedPlace } from './places';
import {
  ACKNOWLEDGEMENT_WORDS,
  AMBIGUOUS_MONTHS,
  BYE_PHRASES,
  CHEAP_WORDS,
  CONTACT_PHRASES,
  DISCOUNT_PHRASES,
  GENERIC_THEME_WORDS,
  GREETING_PHRASES,
  LUXURY_WORDS,
  MONTHS,
  MONTH_CUES_AFTER,
  MONTH_CUES_BEFORE,
  NUMBER_WORDS,
  POLICY_PHRASES,
  type PolicyTopic,
  STOPWORDS,
  THANKS_PHRASES,
  THEME_PHRASES,
} from './vocabulary';

export type Intent = 'greeting' | 'thanks' | 'acknowledgement' | 'bye' | 'contact' | 'discount';

export interface Budget {
  min?: number;
  max?: number;
  /** The amount was for the whole group ('60k total for 2'): divided by the group size once known. */
  total?: boolean;
}

export interface DurationWish {
  min: number;
  max: number;
  /** The length asked for, when one was: the nearest lengths first. */
  target?: number;
}

export interface ParsedMessage {
  /** Where the visitor wants to go, in the order named (not where they start from). */
  places: PlaceRef[];
  unserved: UnservedPlace[];
  /** Category slugs. */
  themes: string[];
  budget?: Budget;
  duration?: DurationWish;
  month?: number;
  people?: number;
  intents: Set<Intent>;
  policies: PolicyTopic[];
  /** Words to look for in package names and routes ('houseboat', 'tulip'). */
  terms: string[];
  order?: 'cheapest' | 'dearest';
  /** Every word of the message (normalised), for naming a package by its name. */
  tokens: string[];
  /** Words that were read as something (a number, a place, a theme, an intent...). */
  understood: number;
  /** Questions about places, who travels, and things we do not sell (asks.ts). */
  knowledge: MessageAsks;
}

const UNIT_NUMBER_WORDS = Object.keys(NUMBER_WORDS).join('|');
const UNITS = 'days?|din|dino|dinon|nights?|raat|raatein|people|persons?|log|logon|adults?|kids?|children|members?|friends|weeks?|hafte|hafta|travell?ers?|pax|guests?|of us';
const NUMBER_BEFORE_UNIT = new RegExp(`\\b(${UNIT_NUMBER_WORDS})\\s+(?=(?:${UNITS})\\b)`, 'g');
const ENGLISH_NUMBER_AFTER = /\b(we are|we're|family of|group of|party of|team of|for)\s+(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/g;

const NUM = '(\\d+(?:,\\d{2,3})*(?:\\.\\d+)?)';
const MONEY_UNIT = '(k|thousand|thousands|hazaar|hazar|hajar|lakh|lakhs|lac|lacs|l)';
const UNIT_FACTOR: Record<string, number> = {
  k: 1000, thousand: 1000, thousands: 1000, hazaar: 1000, hazar: 1000, hajar: 1000, lakh: 100000, lakhs: 100000, lac: 100000, lacs: 100000, l: 100000,
};

const PHONE_NUMBER = /(?:\+|\b)(?:\d[\s-]?){9,13}\d\b/g;

const toNumber = (digits: string) => Number(digits.replace(/,/g, ''));

interface Scratch {
  text: string;
}

/** Runs a global regex over the text, blanking each match; `read` returns false to leave a match alone. */
function consume(s: Scratch, pattern: RegExp, read: (m: RegExpExecArray, before: string, after: string) => boolean | void): void {
  s.text = s.text.replace(pattern, (...args: unknown[]) => {
    const match = args[0] as string;
    const offset = args[args.length - 2] as number;
    const m = Object.assign([...(args.slice(0, -2) as string[])], { index: offset, input: s.text }) as unknown as RegExpExecArray;
    const keep = read(m, s.text.slice(Math.max(0, offset - 30), offset), s.text.slice(offset + match.length, offset + match.length + 20));
    return keep === false ? match : ' ';
  });
}

function readDuration(s: Scratch): DurationWish | undefined {
  let found: DurationWish | undefined;
  const set = (target: number, before: string) => {
    if (found || target < 1 || target > 30) return;
    if (/(under|less than|max|maximum|within|upto|up to|at most|not more than|below)\s*$/.test(before)) found = { min: 1, max: target };
    else if (/(at least|atleast|more than|minimum|min|over|above)\s*$/.test(before)) found = { min: target, max: 30 };
    else found = { min: target - 1, max: target + 1, target };
  };
  consume(s, /\b(\d{1,2})\s*n(?:ights?)?\s*(?:\/|,|and|-|\+)?\s*(\d{1,2})\s*d(?:ays?)?\b/g, (m, before) => set(Number(m[2]), before));
  consume(s, /\b(\d{1,2})\s*d(?:ays?)?\s*(?:\/|,|and|-|\+)?\s*(\d{1,2})\s*n(?:ights?)?\b/g, (m, before) => set(Number(m[1]), before));
  consume(s, /\b(\d{1,2})\s*(?:-|to|or|se)\s*(\d{1,2})\s*(?:days?|din)\b/g, (m) => {
    const [a, b] = [Number(m[1]), Number(m[2])].sort((x, y) => x - y);
    if (!found && a >= 1 && b <= 30) found = { min: a, max: b };
  });
  consume(s, /\b(\d{1,2})\s*(?:-\s*)?(?:days?|din|dino|dinon|d)\b/g, (m, before) => set(Number(m[1]), before));
  consume(s, /\b(\d{1,2})\s*(?:-\s*)?(?:nights?|raat|raatein|raaton|n)\b/g, (m, before) => set(Number(m[1]) + 1, before));
  consume(s, /\b(\d{1,2}|a|one|ek)\s*(?:weeks?|hafte|hafta)\b/g, (m, before) => set(/^\d+$/.test(m[1]) ? 7 * Number(m[1]) : 7, before));
  consume(s, /\bfortnight\b/g, (_m, before) => set(14, before));
  consume(s, /\blong weekend\b/g, () => void (found ??= { min: 3, max: 4 }));
  consume(s, /\bweekend\b/g, () => void (found ??= { min: 2, max: 3 }));
  return found;
}

/** '50% off', '10k less', 'do it for 5000 less': amounts that ask for a discount, never a budget. */
function readDiscountAmounts(s: Scratch): boolean {
  let asked = false;
  consume(s, /\b\d+(?:\.\d+)?\s*(?:%|percent|per cent)(?:\s*(?:off|discount|kam|less|chhoot))?/g, () => void (asked = true));
  consume(s, new RegExp(`(?:\\brs\\s*)?\\b${NUM}\\s*${MONEY_UNIT}?\\s*(?:rs\\s*)?(?:less|kam|off|cheaper|discount|ki chhoot|ka discount)\\b`, 'g'), () => void (asked = true));
  return asked;
}

function readPeople(s: Scratch): number | undefined {
  let counted = 0;
  consume(
    s,
    /\b(\d{1,2})\s*(adults?|people|peoples|persons?|pax|travell?ers?|log|logon|members?|guests?|ppl|jan|bande|friends|couples?|kids?|children|childs?|bachche|bacche|infants?|of us)\b/g,
    (m, before) => void (counted += Number(m[1]) * (/^couple/.test(m[2]) ? 2 : 1) + (/\b(me|i) (and|with|\+)\s*$/.test(before) ? 1 : 0)),
  );
  if (counted > 0) return counted;
  let n: number | undefined;
  consume(s, /\b(?:me|i) (?:and|with|\+) (\d{1,2})\b/g, (m) => void (n ??= Number(m[1]) + 1));
  consume(s, /\b(?:we are|we're|we r|were|hum|there are|there will be|group of|family of|party of|team of|total of)\s+(\d{1,2})\b/g, (m) => void (n ??= Number(m[1])));
  consume(s, /\bfor\s+(\d{1,2})\b(?!\s*(?:k|thousand|lakh|lac|%|am|pm|st|nd|rd|th|rs)\b)/g, (m) => void (n ??= Number(m[1])));
  if (n !== undefined) return n;
  const text = s.text;
  if (/\b(couple|hum dono|both of us|two of us|me and my (wife|husband|partner|girlfriend|boyfriend|fiance|fiancee|gf|bf|spouse)|with my (wife|husband|partner|girlfriend|boyfriend|fiance|fiancee|gf|bf|spouse)|my (wife|husband) and (i|me))\b/.test(text)) return 2;
  if (/\b(solo|alone|akela|akele|akeli|just me|by myself|single person|only me)\b/.test(text)) return 1;
  return undefined;
}

function readBudget(s: Scratch): Budget | undefined {
  let budget: Budget | undefined;
  const amount = (digits: string, unit: string | undefined) => toNumber(digits) * (unit ? UNIT_FACTOR[unit] : 1);
  consume(
    s,
    new RegExp(`(?:\\bbetween\\s+)?(\\brs\\s*)?\\b${NUM}\\s*${MONEY_UNIT}?\\s*(?:-|to|and|se|till)\\s*(?:rs\\s*)?${NUM}\\s*${MONEY_UNIT}?(?![\\w%])`, 'g'),
    (m) => {
      const [, currency, a, unitA, b, unitB] = m;
      const unit = unitB ?? unitA;
      if (!currency && !unit && (toNumber(a) < 1000 || toNumber(b) < 1000)) return false;
      const low = unitA ? amount(a, unitA) : toNumber(a) < 1000 && unit ? amount(a, unit) : toNumber(a);
      const high = amount(b, unit);
      if (!budget) budget = { min: Math.min(low, high), max: Math.max(low, high) };
    },
  );
  consume(s, new RegExp(`(\\brs\\s*)?\\b${NUM}\\s*${MONEY_UNIT}?(?![\\w%])`, 'g'), (m, before, after) => {
    const [, currency, digits, unit] = m;
    const value = amount(digits, unit);
    const plain = !currency && !unit;
    if (plain && (value < 1000 || value > 5_000_000 || (/^(19|20)\d\d$/.test(digits) && value < 2100))) return false;
    if (budget) return;
    if (/(above|over|more than|minimum|min|at least|atleast|starting|greater than|higher than)\s*(of\s*)?$/.test(before) || /^\s*(se zyada|se jyada|se upar|plus|\+|or more|and above|onwards)/.test(after)) {
      budget = { min: value };
    } else if (/(around|about|approx|approximately|roughly|nearly|close to|~)\s*$/.test(before)) {
      budget = { min: Math.round(value * 0.75), max: Math.round(value * 1.1) };
    } else {
      budget = { max: value };
    }
  });
  if (budget && /\b(total|in total|overall|for both|for all of us|for us all|dono ka|dono ke liye|sab ka|sabka|for the group|altogether)\b/.test(s.text)) budget.total = true;
  return budget;
}

/** Questions the phrase lists miss because words come between: 'change my travel dates'. */
const POLICY_PATTERNS: [PolicyTopic, RegExp][] = [
  ['rescheduling', / (change|changing|shift|move|modify|postpone|prepone|badal\w*) ((my|the|our|travel|trip|booking|tour|of) ){0,3}(date|dates|trip|booking)\b/],
  ['rescheduling', / (date|dates|tarikh) ((\w+ ){0,2})(change|badal\w*|shift)/],
  ['cancellation', / (cancel\w*|refund\w*) /],
  ['payment', / (how|kaise|can i|when) ((\w+ ){0,3})(pay|payment)\b/],
];

function readMonth(tokens: readonly string[], skip: boolean[]): number | undefined {
  let month: number | undefined;
  tokens.forEach((token, i) => {
    const sure = MONTHS[token];
    const maybe = AMBIGUOUS_MONTHS[token];
    if (sure === undefined && maybe === undefined) return;
    if (sure === undefined) {
      const before = tokens[i - 1];
      const after = tokens[i + 1];
      const cued = tokens.length === 1 || (before !== undefined && MONTH_CUES_BEFORE.has(before)) || (after !== undefined && (MONTH_CUES_AFTER.has(after) || /^\d/.test(after)));
      const verb = after !== undefined && /^(i|we|you|be|have|get|know|not|also|need|want)$/.test(after);
      if (!cued || verb) return;
    }
    skip[i] = true;
    month ??= sure ?? maybe;
  });
  return month;
}

/** The phrase lists, built once. */
export class QueryParser {
  private readonly themes: PhraseSet<string>;
  private readonly policies: PhraseSet<PolicyTopic>;
  private readonly intents: PhraseSet<Intent>;
  /** The parser's own words (themes, intents, terms, months): never places. */
  readonly vocabulary: ReadonlySet<string>;

  constructor(private readonly places: PlaceMatcher) {
    this.themes = new PhraseSet(Object.entries(THEME_PHRASES).flatMap(([slug, list]) => list.map((p) => [p, slug] as const)));
    this.policies = new PhraseSet(Object.entries(POLICY_PHRASES).flatMap(([topic, list]) => list.map((p) => [p, topic as PolicyTopic] as const)));
    this.intents = new PhraseSet<Intent>([
      ...GREETING_PHRASES.map((p) => [p, 'greeting'] as const),
      ...THANKS_PHRASES.map((p) => [p, 'thanks'] as const),
      ...ACKNOWLEDGEMENT_WORDS.map((p) => [p, 'acknowledgement'] as const),
      ...BYE_PHRASES.map((p) => [p, 'bye'] as const),
      ...CONTACT_PHRASES.map((p) => [p, 'contact'] as const),
      ...DISCOUNT_PHRASES.map((p) => [p, 'discount'] as const),
    ]);
    const vocabulary = new Set<string>();
    const add = (phrase: string) => phrase.split(' ').forEach((w) => vocabulary.add(w));
    for (const list of [...Object.values(THEME_PHRASES), ...Object.values(POLICY_PHRASES), GREETING_PHRASES, THANKS_PHRASES, BYE_PHRASES, CONTACT_PHRASES, DISCOUNT_PHRASES, ACKNOWLEDGEMENT_WORDS]) {
      list.forEach(add);
    }
    [...Object.keys(MONTHS), ...CHEAP_WORDS, ...LUXURY_WORDS, ...ASK_WORDS].forEach(add);
    this.vocabulary = vocabulary;
  }

  parse(message: string): ParsedMessage {
    const normalised = normalise(message)
      .replace(NUMBER_BEFORE_UNIT, (_m, word: string) => `${NUMBER_WORDS[word]} `)
      .replace(ENGLISH_NUMBER_AFTER, (_m, lead: string, word: string) => `${lead} ${NUMBER_WORDS[word]}`);
    const tokens = words(normalised);
    const intents = new Set<Intent>(this.intents.find(tokens).map((h) => h.value));
    const flatText = ` ${tokens.join(' ')} `;
    const policies = [...new Set([...this.policies.find(tokens).map((h) => h.value), ...POLICY_PATTERNS.filter(([, re]) => re.test(flatText)).map(([topic]) => topic)])];
    const themes = [...new Set(this.themes.find(tokens).map((h) => h.value))];

    // a phone number ('+91 98765 43210') is no budget, length or group size
    const scratch: Scratch = { text: normalised.replace(PHONE_NUMBER, ' ') };
    const duration = readDuration(scratch);
    if (readDiscountAmounts(scratch)) intents.add('discount');
    const people = readPeople(scratch);
    const budget = readBudget(scratch);
    // years and any other numbers mean nothing more here
    const rest = words(scratch.text).filter((w) => !/^\d/.test(w));
    const skip = rest.map(() => false);
    const month = readMonth(rest, skip);
    // Place names first ('char dham', 'rann utsav' hold theme words), then the
    // vocabulary is kept from the misspelling matcher ('family' is no place).
    const matches = this.places.matchExact(rest, skip);
    for (const set of [this.themes, this.policies, this.intents] as PhraseSet<unknown>[]) {
      for (const hit of set.find(rest)) for (let k = hit.start; k < hit.end; k++) skip[k] = true;
    }
    matches.push(...this.places.matchFuzzy(rest, skip, this.vocabulary));
    this.places.markDepartures(rest, matches);
    const places: PlaceRef[] = [];
    const unserved: UnservedPlace[] = [];
    for (const m of matches) {
      if (m.departure) continue;
      if (m.entry.served) places.push(m.entry.served);
      else unserved.push(m.entry.unserved);
    }
    let order: ParsedMessage['order'];
    if ([...LUXURY_WORDS].some((w) => flatText.includes(` ${w} `))) order = 'dearest';
    else if ([...CHEAP_WORDS].some((w) => flatText.includes(` ${w} `))) order = 'cheapest';

    const terms = rest.filter((w, i) => !skip[i] && w.length >= 3 && !STOPWORDS.has(w) && !this.vocabulary.has(w));
    // specific theme words ('tulip', 'rafting') also rank packages by name and route
    for (const hit of this.themes.find(tokens)) {
      const phrase = tokens.slice(hit.start, hit.end);
      for (const w of phrase) if (!GENERIC_THEME_WORDS.has(w) && !STOPWORDS.has(w) && w.length >= 3 && !terms.includes(w)) terms.push(w);
    }
    const understood = tokens.length - rest.filter((w, i) => !skip[i] && !STOPWORDS.has(w)).length;
    return {
      places,
      unserved,
      themes,
      budget,
      duration,
      month,
      people: people !== undefined && people >= 1 && people <= 50 ? people : undefined,
      intents,
      policies,
      terms,
      order,
      tokens,
      understood,
      knowledge: readAsks(flatText),
    };
  }
}
