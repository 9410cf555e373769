// Conversation memory: what the visitor wants, gathered over the session's
// messages, so that 'kashmir', then 'under 30k', then 'in may for 4 people' is
// one search.
import type { CataloguePackage } from './catalogue';
import type { PlaceRef } from './places';
import type { Traveller } from './asks';
import type { Budget, DurationWish, ParsedMessage } from './query-parser';

export interface SearchState {
  places: PlaceRef[];
  themes: string[];
  budget?: Budget;
  duration?: DurationWish;
  month?: number;
  people?: number;
  terms: string[];
  order?: 'cheapest' | 'dearest';
  /** Packages the visitor named by name. */
  named: CataloguePackage[];
  /** Who travels and at what pace, as said so far: packages that contradict it are not offered first. */
  travellers: Set<Traveller>;
}

const sameDestinations = (a: readonly PlaceRef[], b: readonly PlaceRef[]) => {
  const ids = (list: readonly PlaceRef[]) => [...new Set(list.flatMap((p) => p.destinationIds))].sort((x, y) => x - y).join(',');
  return ids(a) === ids(b);
};

const RESET = /\b(start over|start again|new search|reset|clear|forget (it|that|everything))\b/;

/**
 * Folds the messages, oldest first; what a later message says replaces what an
 * earlier one said, slot by slot.
 *
 * A new destination replaces the places, the named packages and the search words
 * ('houseboat' belongs to Kashmir), but keeps the theme, budget, duration, month
 * and group size: they describe the trip and the travellers, and visitors compare
 * destinations for the same trip ('honeymoon under 40k in Kashmir... what about
 * Goa?'). A message with only places we do not serve changes nothing here.
 * 'Start over' forgets everything said before it.
 */
export function mergeConversation(messages: readonly { parsed: ParsedMessage; named: CataloguePackage[]; text: string }[]): SearchState {
  let state: SearchState = { places: [], themes: [], terms: [], named: [], travellers: new Set() };
  for (const { parsed, named, text } of messages) {
    if (RESET.test(text.toLowerCase())) state = { places: [], themes: [], terms: [], named: [], travellers: new Set() };
    if (parsed.places.length > 0 && !sameDestinations(parsed.places, state.places)) {
      state = { ...state, places: parsed.places, terms: [], named: [] };
    } else if (parsed.places.length > 0) {
      state.places = parsed.places; // same destination, perhaps through a stop now
    }
    if (named.length > 0) state.named = named;
    if (parsed.themes.length > 0) state.themes = parsed.themes;
    if (parsed.budget) state.budget = parsed.budget;
    if (parsed.duration) state.duration = parsed.duration;
    if (parsed.month !== undefined) state.month = parsed.month;
    if (parsed.people !== undefined) state.people = parsed.people;
    if (parsed.order) state.order = parsed.order;
    if (parsed.terms.length > 0) state.terms = parsed.terms;
    for (const t of parsed.knowledge.travellers) state.travellers.add(t);
  }
  return state;
}
