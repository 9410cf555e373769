// Per-place facts from which the destinations, their FAQs and the packages' itineraries
// are composed. A place is either an exported destination (dest: true) or only a stop
// used inside multi-place itineraries (Kochi, Nubra Valley, Havelock...).
import type { Landscape } from '../types';

/** A sight: its name and an appositive note ("a 16th-century wooden pagoda temple"). */
export type Sight = readonly [name: string, note: string];
/** An activity or package highlight: a short title (used as a stage), a full sentence and, for package
 * highlights, optionally the key of the place on the route where it happens. */
export type Act = readonly [title: string, sentence: string, at?: string];
/** A leg of a route: place key, nights, and how you get there from the previous leg. */
export type Leg = readonly [key: string, nights: number, transit?: string];

export interface PkgSpec {
  name: string;
  route: Leg[];
  /** Set instead of route when every night is spent at the destination itself. */
  selfNights?: number;
  price: number;
  cats: number[];
  /** Package-specific highlights, used one per sightseeing day before the place's sights. */
  hi?: Act[];
  /** Opening sentence for the package description (otherwise generated). */
  blurb?: string;
  inc?: string[];
  exc?: string[];
  /** Land-only or room-only: meals not included. */
  noMeals?: boolean;
  /** Override for the last day's main stage (e.g. a helicopter return). */
  depart?: string;
  /** Theme phrase for seasonal packages ("Tulip season, late March to April"). */
  season?: string;
}

export interface Place {
  key: string;
  name: string;
  /** Short name used in day titles when it differs from the name ("Srinagar" for Kashmir). */
  label?: string;
  state: string;
  landscape: Landscape;
  dest: boolean;
  /** Where you sleep. */
  town: string;
  /** Arrival and departure point used for transfers. */
  hub: string;
  /** "about 4 hours, 110 km" from the hub to the town, if it is a real drive. */
  hubDrive?: string;
  /** The drive from the hub is long: no sightseeing on the arrival day. */
  far?: boolean;
  /** Accommodation line override ("Overnight stay on a houseboat on Vembanad Lake"). */
  sleep?: string;
  /** [standard, premium] hotel names (fictional). */
  hotels: readonly [string, string];
  sights: Sight[];
  acts?: Act[];
  /** Sights per sightseeing day (default 2; 1 for full-day treks). */
  perDay?: number;
  /** Sentence that opens the first sightseeing day at this place ("Drive to Janki Chatti and trek..."). */
  dayNote?: string;
  /** No sightseeing on the evening you arrive (the sights are a trek or a drive away). */
  noEvening?: boolean;
  /** High altitude: the first day is for acclimatisation. */
  alt?: boolean;

  // Destination facts (dest: true)
  intro?: string[];
  air?: string;
  rail?: string;
  road?: string;
  best?: string;
  weather?: string;
  duration?: string;
  food?: string;
  permit?: string;
  safety?: string;
  shop?: string;
  fest?: string;
  stay?: string;
  pack?: string;
  lang?: string;
  pkgs?: PkgSpec[];
}

/** Compact package spec builder: nights alone means "all nights at the destination itself". */
export function pk(
  name: string,
  route: number | Leg[],
  price: number,
  cats: number[],
  opts: Omit<PkgSpec, 'name' | 'route' | 'price' | 'cats'> = {},
): PkgSpec {
  if (typeof route === 'number') return { name, route: [], selfNights: route, price, cats, ...opts };
  return { name, route, price, cats, ...opts };
}

export const C = {
  Wildlife: 1,
  Adventure: 2,
  Family: 3,
  Nature: 4,
  HoneyMoon: 5,
  Seasonal: 6,
  Friends: 7,
  Water: 8,
  Religious: 9,
} as const;
