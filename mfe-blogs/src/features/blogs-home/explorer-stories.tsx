import { TravellerStory } from '../../components/traveller-story/traveller-story';
import { explorerStories } from '../../data/traveller-stories';
import { BlogSection } from '../../components/blog-section/blog-section';
import styles from './blogs-page.module.css';

/** 'Travel Stories from Our Happy Explorers': three travellers, their photos and stars. */
export function ExplorerStories() {
  return (
    <BlogSection id="explorer-stories-title" title="Travel Stories from Our Happy Explorers" more={{ to: '/reviews', label: 'More traveller stories' }}>
      <ul className={styles.stories}>
        {explorerStories.map((story) => (
          <li key={story.id}>
            <TravellerStory story={story} />
          </li>
        ))}
      </ul>
    </BlogSection>
  );
}
