import { useId } from 'react';
import { Card, StarRating } from '@safarnama/shared';
import type { TravellerStoryData } from '../../data/traveller-stories';
import { PhotoGallery } from './photo-gallery';
import styles from './traveller-story.module.css';

export interface TravellerStoryProps {
  story: TravellerStoryData;
  /** The traveller's name is a heading at this level under its section's heading. */
  headingLevel?: 2 | 3;
}

/**
 * One traveller's review (spec: Reviews page, blogs home): name, stars, where and when,
 * their words and their photos. The photos sit beside the words only when the card
 * itself is wide enough (a container query), so the same card fits the full-width
 * list on /reviews and a three-column row on the blogs home.
 */
export function TravellerStory({ story, headingLevel = 3 }: TravellerStoryProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <Card as="article" className={styles.story} aria-labelledby={headingId}>
      <div className={styles.layout}>
        <div className={styles.words}>
          <Heading id={headingId} className={styles.name}>
            {story.name}
          </Heading>
          <StarRating rating={story.rating} className={styles.rating} />
          <p className={styles.trip}>{`${story.location} · ${story.tripMonth}`}</p>
          <blockquote className={styles.quote}>
            <p className={styles.text}>{story.text}</p>
          </blockquote>
        </div>
        <PhotoGallery photos={story.images} label={`Photos from ${story.name}’s trip`} />
      </div>
    </Card>
  );
}
