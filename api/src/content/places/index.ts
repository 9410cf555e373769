import type { Place } from './model';
import { uttarakhand } from './uttarakhand';
import { north } from './north';
import { west } from './west';
import { south } from './south';
import { east } from './east';

export const allPlaces: Place[] = [...north, ...uttarakhand, ...west, ...south, ...east];

export const placeByKey: ReadonlyMap<string, Place> = new Map(allPlaces.map((p) => [p.key, p]));

export function place(key: string): Place {
  const p = placeByKey.get(key);
  if (!p) throw new Error(`Unknown place "${key}"`);
  return p;
}

export { C, type Place, type PkgSpec, type Sight, type Act, type Leg } from './model';
