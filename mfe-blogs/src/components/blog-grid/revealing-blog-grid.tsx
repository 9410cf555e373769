import { useEffect, useId, useRef } from 'react';
import type { Blog } from '@safarnama/shared';
import { useReveal } from '../../lib/use-reveal';
import { SeeMoreButton } from '../see-more/see-more-button';
import { BlogGrid } from './blog-grid';

/**
 * A blog grid that shows 3 and reveals 3 more per See more. The first
 * revealed card's link takes the focus, so a keyboard user carries on reading where
 * the new cards start instead of on a button that has just been disabled.
 */
export function RevealingBlogGrid({ blogs, label }: { blogs: readonly Blog[]; label: string }) {
  const reveal = useReveal(blogs.length);
  const gridId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const previous = useRef(reveal.shown);

  useEffect(() => {
    const from = previous.current;
    previous.current = reveal.shown;
    if (reveal.shown <= from) return;
    wrapper.current?.querySelectorAll('li')[from]?.querySelector('a')?.focus();
  }, [reveal.shown]);

  return (
    <div ref={wrapper} id={gridId}>
      <BlogGrid blogs={blogs.slice(0, reveal.shown)} label={label} />
      {blogs.length > 0 && <SeeMoreButton reveal={reveal} controls={gridId} />}
    </div>
  );
}
