import { Button } from '@safarnama/shared';
import { blogMessages } from '../../lib/blog-messages';
import type { Reveal } from '../../lib/use-reveal';
import styles from './see-more-button.module.css';

/** See more under a blog grid: a spinner for a second, then 'No More Blogs', disabled, once all are shown. */
export function SeeMoreButton({ reveal, label = 'See more', controls }: { reveal: Reveal; label?: string; controls?: string }) {
  return (
    <div className={styles.row}>
      <Button variant="secondary" onClick={reveal.more} disabled={reveal.done} loading={reveal.loading} loadingText="Loading..." aria-controls={controls}>
        {reveal.done ? blogMessages.noMoreBlogs : label}
      </Button>
    </div>
  );
}
