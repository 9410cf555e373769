import { artSize, artUrl } from '@safarnama/shared';
import stories from './traveller-stories.json';

// The static traveller reviews (traveller-stories.json): eight on /reviews ('Traveller
// Stories') and three on the blogs home ('Travel Stories from Our Happy Explorers').
// Their photos are our generated artwork of the places and the package days each trip
// covered, so every picture is one the API serves (traveller-stories.test.ts checks
// the slugs against api/content).

export interface TravellerPhoto {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** A traveller's review, with the trip's month kept apart from its place. */
export interface TravellerStoryData {
  id: string;
  /** Who wrote it: a person, a couple or a family. */
  name: string;
  /** Where the trip went: 'Munnar, Kerala'. */
  location: string;
  /** When: 'December 2025'. */
  tripMonth: string;
  /** Out of 5. */
  rating: number;
  text: string;
  images: readonly TravellerPhoto[];
}

/**
 * A photo as the data file names it: the artwork of a place (by its key) or of one day
 * of the package the travellers booked; `scene` is what it shows.
 */
type PhotoEntry = { place: string; scene: string } | { day: number; scene: string };

/** A story as the data file holds it: `travellers` names them in the photos' alt text. */
interface StoryEntry extends Omit<TravellerStoryData, 'images'> {
  travellers: string;
  /** The slug of the package they booked. */
  package: string;
  photos: readonly PhotoEntry[];
}

/**
 * The artwork a photo entry names, sized, with alt text that names the scene and whose
 * trip it was: "Houseboat on the Alappuzha backwaters, day 4 of Meera and Rohan’s trip".
 */
function photoOf(entry: PhotoEntry, story: StoryEntry): TravellerPhoto {
  if ('place' in entry) return { src: artUrl('destination', entry.place), ...artSize.destination, alt: `${entry.scene}, from ${story.travellers}’s trip` };
  return { src: artUrl('itinerary', `${story.package}-day-${entry.day}`), ...artSize.itinerary, alt: `${entry.scene}, day ${entry.day} of ${story.travellers}’s trip` };
}

function storyOf(story: StoryEntry): TravellerStoryData {
  const { id, name, location, tripMonth, rating, text, photos } = story;
  return { id, name, location, tripMonth, rating, text, images: photos.map((photo) => photoOf(photo, story)) };
}

const entries: { reviews: readonly StoryEntry[]; explorers: readonly StoryEntry[] } = stories;

export const travellerStories: readonly TravellerStoryData[] = entries.reviews.map(storyOf);

/** The blogs home has its own three travellers, so the two pages do not repeat each other. */
export const explorerStories: readonly TravellerStoryData[] = entries.explorers.map(storyOf);
