import { Steps } from '../../components/steps';
import styles from './how-it-works.module.css';

const STEPS = [
  { title: 'Tell us about your holiday', text: 'Share where and when you want to travel, and who is coming along.' },
  {
    title: 'Get multiple quotes',
    text: 'Expert agents send you quotes to compare, then customise further until it feels right.',
  },
  { title: 'Book the best deal', text: 'Select the plan you like best and book it with confidence.' },
] as const;

/** The promises under the steps; each icon is a 24 x 24 path. */
const BADGES = [
  {
    label: 'Verified agents',
    icon: 'M12 1l3 2.2 3.7-.1 1.1 3.5 3 2.2-1.2 3.5 1.2 3.5-3 2.2-1.1 3.5-3.7-.1L12 23l-3-2.2-3.7.1-1.1-3.5-3-2.2L2.4 12 1.2 8.5l3-2.2 1.1-3.5 3.7.1L12 1zm-1.2 14.6l6-6-1.4-1.4-4.6 4.6-2.2-2.2-1.4 1.4 3.6 3.6z',
  },
  {
    label: 'Stringent quality control',
    icon: 'M12 1l9 4v6c0 5.5-3.8 10.7-9 12-5.2-1.3-9-6.5-9-12V5l9-4zm-1 14.6l6-6-1.4-1.4-4.6 4.6-2.2-2.2L7.4 12l3.6 3.6z',
  },
] as const;

/** The popup's left panel: the three steps and the verified / quality-control badge pair. */
export function HowItWorks() {
  return (
    <aside className={styles.panel} aria-labelledby="how-it-works-title">
      <h3 id="how-it-works-title" className={styles.title}>
        How It Works
      </h3>
      <Steps steps={STEPS} className={styles.steps} titleClassName={styles.stepTitle} />
      <ul className={styles.badges} aria-label="Our promise">
        {BADGES.map((badge) => (
          <li key={badge.label} className={styles.badge}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={badge.icon} />
            </svg>
            <span>{badge.label}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
