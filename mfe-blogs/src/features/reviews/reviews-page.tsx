import { usePageMeta } from '@safarnama/shared';
import { TravellerStory } from '../../components/traveller-story/traveller-story';
import { travellerStories } from '../../data/traveller-stories';
import styles from './reviews-page.module.css';

/** /reviews ('Traveller Stories'): eight travellers' reviews, each with its photos. */
export default function ReviewsPage() {
  usePageMeta(
    'Traveller Stories',
    'Real reviews from Safarnama Holidays travellers: honeymoons in Kerala, family trips in Rajasthan, Ladakh road trips and yatras, with photos from each trip.',
  );
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Traveller Stories</h1>
        <p className={styles.lead}>
          Honeymoons, family holidays, road trips and yatras, told by the travellers we planned them for, with photos from each trip.
        </p>
      </header>
      <ul className={styles.stories}>
        {travellerStories.map((story) => (
          <li key={story.id}>
            <TravellerStory story={story} headingLevel={2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
