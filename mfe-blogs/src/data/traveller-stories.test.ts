import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { artSize } from '@safarnama/shared';
import { explorerStories, travellerStories, type TravellerStoryData } from './traveller-stories';

// The API draws /media/art/destination/<place key>.svg for every place with a
// `destination` entry, and /media/art/itinerary/<package slug>-day-<n>.svg for days 1
// to the package's length (api/src/services/artwork.ts). The photos name only base
// packages (a spec's own `name`, not a hotel-class or length version), whose slug and
// length follow from packages.yaml alone. js-yaml is the parser the API reads these with.
const CONTENT = path.join(__dirname, '..', '..', '..', 'api', 'content');

interface PlaceEntry {
  key: string;
  destination?: unknown;
}

interface PackageSpec {
  name: string;
  nights?: number;
  route?: { nights: number }[];
}

function readYaml<T>(...file: string[]): T {
  return load(fs.readFileSync(path.join(CONTENT, ...file), 'utf8')) as T;
}

/** The API's package slug: "Kerala Honeymoon Special" -> "kerala-honeymoon-special". */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const destinationSlugs = new Set(
  fs
    .readdirSync(path.join(CONTENT, 'places'))
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => readYaml<PlaceEntry[]>('places', file))
    .filter((place) => place.destination !== undefined)
    .map((place) => place.key),
);

/** Base package slug -> its days (nights + 1, as compose-packages.ts counts them). */
const packageDays = new Map(
  Object.values(readYaml<Record<string, PackageSpec[]>>('packages.yaml'))
    .flat()
    .map((spec) => {
      const nights = spec.nights ?? (spec.route ?? []).reduce((sum, leg) => sum + leg.nights, 0);
      return [slugify(spec.name), nights + 1] as const;
    }),
);

const allStories: readonly TravellerStoryData[] = [...travellerStories, ...explorerStories];
const allPhotos = allStories.flatMap((story) => story.images.map((photo) => ({ story: story.id, ...photo })));
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

it('has eight stories for /reviews and three for the blogs home, each id once', () => {
  expect(travellerStories).toHaveLength(8);
  expect(explorerStories).toHaveLength(3);
  expect(new Set(allStories.map((story) => story.id)).size).toBe(11);
});

it('reads the content folder (a sanity check of the lookups below)', () => {
  expect(destinationSlugs.size).toBeGreaterThan(50);
  expect(destinationSlugs).toContain('andaman-and-nicobar');
  expect(packageDays.get('kerala-honeymoon-special')).toBe(7);
});

it.each(allStories.map((story) => [story.id, story] as const))('%s: rated 5, a place and a month, 60 to 110 words, 3 or 4 photos', (_id, story) => {
  expect(story.rating).toBe(5);
  expect(story.name.trim()).not.toBe('');
  expect(story.location.trim()).not.toBe('');
  expect(story.tripMonth).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/);
  expect(wordCount(story.text)).toBeGreaterThanOrEqual(60);
  expect(wordCount(story.text)).toBeLessThanOrEqual(110);
  expect(story.images.length).toBeGreaterThanOrEqual(3);
  expect(story.images.length).toBeLessThanOrEqual(4);
  expect(new Set(story.images.map((photo) => photo.src)).size).toBe(story.images.length);
});

it.each(allPhotos.map((photo) => [photo.src, photo] as const))('%s is artwork the API draws, sized and described', (src, photo) => {
  const match = /^\/media\/art\/(destination|itinerary)\/([a-z0-9-]+)\.svg$/.exec(src);
  expect(match).not.toBeNull();
  const [, kind, slug] = match!;
  if (kind === 'destination') {
    expect(destinationSlugs).toContain(slug);
  } else {
    const [, packageSlug, day] = /^(.+)-day-(\d+)$/.exec(slug) ?? [];
    expect(packageDays.has(packageSlug)).toBe(true);
    expect(Number(day)).toBeGreaterThanOrEqual(1);
    expect(Number(day)).toBeLessThanOrEqual(packageDays.get(packageSlug)!);
  }
  expect({ width: photo.width, height: photo.height }).toEqual(artSize[kind as 'destination' | 'itinerary']);
  // "Houseboat on the Alappuzha backwaters, day 4 of Meera and Rohan’s trip"
  expect(photo.alt).toMatch(kind === 'itinerary' ? /^\S.*, day \d+ of .+’s trip$/ : /^\S.*, from .+’s trip$/);
});

it('no two photos of a story share alt text', () => {
  for (const story of allStories) expect(new Set(story.images.map((photo) => photo.alt)).size).toBe(story.images.length);
});
