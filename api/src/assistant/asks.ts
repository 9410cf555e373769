// What a message asks beyond a package search: when to go, the weather, how to get
// there, what a place is like, a comparison; who is travelling and at what pace; and
// things we do not sell. Read from the message's normalised words (' kab jaye ',
// ' how to reach '), so that Hinglish and English phrasings meet in one pattern.

export type Ask = 'bestTime' | 'weather' | 'gettingThere' | 'about' | 'tripLength' | 'compare';

/** A question one of a destination's FAQs answers: the FAQ is found by its question's opening words. */
export type FaqTopic = 'permit' | 'food' | 'safety' | 'shopping' | 'festivals' | 'stay' | 'packing' | 'languages' | 'activities' | 'sights';

export type Traveller = 'kids' | 'elderly' | 'couple' | 'soloWoman' | 'easyPace';

/** Things we do not sell, said plainly instead of answered with packages. */
export type Unsold = 'space' | 'flights' | 'trains' | 'buses' | 'visa' | 'carHire' | 'hotelOnly' | 'abroadCruise';

const ASKS: readonly [Ask, RegExp][] = [
  ['bestTime', / where (should (i|we)|can (i|we)|to) (go|travel|visit)| (best|good|top|nice) (places?|destinations?) (to (visit|go|travel|see) )?(in|for)\b| (best|good|right|ideal|perfect|nice|suitable|better|accha|achha|sahi) (time|tym|month|months|season|mahina|samay|period)\b| when (is it best|should (i|we)|to (go|visit)|can (i|we) (go|visit)|is the best)| which (month|months|season)| kab (jaye|jayen|jana|jaaye|jaana|jaun|jau|ghumne)| kis (mahine|month|season)| peak season| off season| (best|good) in (january|february|march|april|may|june|july|august|september|october|november|december)\b/],
  ['weather', / (weather|climate|temperature|temp|mausam|mosam|rainy|monsoon|snowfall|snow fall|how cold|how hot|too hot|too cold|cold in|hot in|thand|garmi|barish|baarish)\b| (will|does|is) (it|there) (rain|snow|be cold|be hot)| (rain|snow) in /],
  ['gettingThere', / (how (to|do i|do we|can i|can we) (reach|get to|go to|get there|travel to)|how far|nearest (airport|railway|station|rail)|which airport|which station|railway station|airport (for|near|in)|kaise (pahunche|pahuche|pahunchein|jaye|jayen|jaate)|reach (there|kashmir|goa)|getting there)\b/],
  ['about', / (what is|whats|what s|what are) ((\w+ ){0,3})(famous|known) for| (famous|known) for| tell me (about|more about)| (kaisa hai|kaisi hai|kya khaas hai)| what (is|s) (it|there|the place) like| (worth (visiting|a visit|it))| what to (see|do) in| why (visit|go to)| (things|places) to (do|see|visit)/],
  ['tripLength', / how many (days|nights)| (days|nights) (is|are) (enough|needed|required|sufficient)| kitne din| how long (should|do) (i|we)/],
  ['compare', / (compare|comparison|versus|vs|difference between|differences between|better for|which is better|which one is better|which is best|better option|kaunsa better|konsa better|kaun sa better|kon sa better) /],
];

const FAQ_TOPICS: readonly [FaqTopic, RegExp][] = [
  ['permit', / (permit|permits|inner line|ilp|pap|rap|entry pass)\b/],
  ['food', / (food|cuisine|dish|dishes|eat|khana|veg|vegetarian|non veg)\b/],
  ['safety', / (safe|safety|secure|dangerous|risky|surakshit)\b/],
  ['shopping', / (shopping|shop|buy|souvenir|souvenirs|market|markets)\b/],
  ['festivals', / (festival|festivals|fair|mela|events)\b/],
  ['stay', / where (to|should (i|we)) stay\b| (which area|best area) to stay\b/],
  ['packing', / (pack|packing|clothes|wear|carry)\b/],
  ['languages', / (language|languages|bhasha)\b/],
];

const TRAVELLERS: readonly [Traveller, RegExp][] = [
  ['kids', / (kids?|children|child|toddler|toddlers|baby|babies|bachche|bacche|bachon|bacchon|infant|infants)\b/],
  ['elderly', / (elderly|old parents|aged parents|senior citizens?|seniors|grandparents|grandmother|grandfather|grandma|grandpa|dadi|nani|dada|nana|old age|bujurg|buzurg|wheelchair|knee)\b/],
  ['couple', / (couple|couples|my wife|my husband|my partner|with wife|with husband|hum dono|both of us)\b/],
  ['soloWoman', / (solo (woman|women|female|girl|lady)|(woman|women|female|girl|lady) (travelling|traveling|traveller|traveler) (alone|solo)|alone as a (woman|girl)|single (woman|women|girl|lady))\b/],
  ['easyPace', / (easy pace|easy going|easy paced|slow pace|slow paced|relaxed|relaxing|leisurely|not too hectic|less walking|no trekking|not hectic|comfortable pace|aaram se|easy trip)\b/],
];

const UNSOLD: readonly [Unsold, RegExp][] = [
  ['space', / (moon|mars|space|outer space|spaceship|rocket|international space station|antarctica|north pole|south pole|chand|chaand)\b/],
  ['flights', / ((only|just) (a )?(flight|flights|air ticket|air tickets)|flight tickets?|air tickets?|book (a |my |me a )?flights?|flight booking|cheap flights?|flights? only)\b/],
  ['trains', / ((only|just) (a )?train|train tickets?|railway tickets?|rail tickets?|tatkal|irctc|book (a |my )?train)\b/],
  ['buses', / (bus tickets?|volvo tickets?|book (a |my )?bus)\b/],
  ['visa', / (visa|visas|passport application|e visa|evisa)\b/],
  ['carHire', / (self drive|rent a car|car rental|rental car|hire a car|car on rent|taxi only|cab only|just a cab|only cab)\b/],
  ['hotelOnly', / ((only|just) (a )?(hotel|hotels|room|rooms|stay)|hotel only|hotel booking only|book (only )?(a )?hotel room)\b/],
  ['abroadCruise', / (cruise to|international cruise|cordelia)\b/],
];

/** 'by train', 'flight to': how to get there, unless the message asks for a trip ('trip to leh by road'). */
const TRAVEL_MODE = / (by train|by flight|by air|by rail|by road|fly to|flight to|train to)\b/;
const TRIP_WORDS = / (trip|tour|package|packages|holiday|holidays|itinerary)\b/;

/** A season named in the message ('in winter', 'during the monsoon'), as the guides name them. */
const SEASON = / (?:in|during|for|this|next) (?:the )?(winter|winters|summer|summers|monsoon|monsoons|spring|autumn|rains|rainy season)\b/;
const SEASON_NAME: Record<string, string> = { winters: 'winter', summers: 'summer', monsoons: 'monsoon', rains: 'monsoon', 'rainy season': 'monsoon' };

export interface MessageAsks {
  /** A season asked about by name ('winter', 'monsoon'). */
  season?: string;
  /** Snow is what the visitor wants to see ('snow in december'). */
  snow: boolean;
  asks: Set<Ask>;
  faqTopics: FaqTopic[];
  travellers: Set<Traveller>;
  unsold: Unsold[];
  /** Whether GST or taxes are asked about ('is GST included'). */
  tax: boolean;
}

const found = <T,>(list: readonly [T, RegExp][], text: string): T[] => list.filter(([, re]) => re.test(text)).map(([value]) => value);

/** `flat`: the message's normalised words joined by single spaces, with a space at each end. */
export function readAsks(flat: string): MessageAsks {
  const asks = new Set(found(ASKS, flat));
  if (TRAVEL_MODE.test(flat) && !TRIP_WORDS.test(flat)) asks.add('gettingThere');
  const seasonWord = SEASON.exec(flat)?.[1];
  const season = seasonWord ? (SEASON_NAME[seasonWord] ?? seasonWord) : undefined;
  if (season) asks.add('weather');
  // 'does the package include flight tickets' asks what a package holds, not to sell tickets
  const aboutInclusions = / (include|includes|included|including|inclusive|excluded|exclude)\b/.test(flat);
  return {
    ...(season ? { season } : {}),
    snow: / (snow|snowfall|snowy|barf|baraf)\b/.test(flat),
    asks,
    faqTopics: found(FAQ_TOPICS, flat),
    travellers: new Set(found(TRAVELLERS, flat)),
    unsold: found(UNSOLD, flat).filter((u) => !(aboutInclusions && (u === 'flights' || u === 'trains'))),
    tax: / (gst|tax|taxes|service tax)\b/.test(flat),
  };
}

/** Words the asks above are made of: never searched for in package names, never places. */
export const ASK_WORDS: readonly string[] = [
  'best', 'time', 'tym', 'month', 'months', 'season', 'seasons', 'weather', 'climate', 'temperature', 'temp', 'mausam', 'rain', 'rainy', 'snowfall', 'cold', 'hot',
  'reach', 'airport', 'railway', 'station', 'train', 'flight', 'flights', 'fly', 'nearest', 'far', 'compare', 'comparison', 'versus', 'vs', 'difference',
  'better', 'famous', 'known', 'worth', 'visiting', 'visit', 'permit', 'permits', 'food', 'cuisine', 'safe', 'safety', 'shopping', 'buy', 'festival',
  'festivals', 'pack', 'packing', 'clothes', 'language', 'languages', 'elderly', 'grandparents', 'seniors', 'senior', 'citizens', 'toddler', 'pace',
  'relaxed', 'leisurely', 'easy', 'slow', 'hectic', 'moon', 'mars', 'space', 'visa', 'visas', 'tickets', 'ticket', 'gst', 'tax', 'taxes', 'enough',
  'kab', 'jaye', 'jana', 'kaise', 'pahunche', 'kitne', 'din', 'ideal', 'right', 'good', 'peak', 'off', 'like', 'kaunsa', 'konsa', 'woman', 'women',
  'solo', 'alone', 'female', 'girl', 'lady', 'wheelchair', 'knee', 'rocket', 'cruise', 'rental', 'rent', 'hire', 'cab', 'taxi', 'bus', 'irctc', 'tatkal',
];
