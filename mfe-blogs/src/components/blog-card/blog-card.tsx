import { Link } from 'react-router-dom';
import { ArtImage, Badge, blogCategoryLabel, blogPath, Card, formatBlogDate, VisuallyHidden, type Blog } from '@safarnama/shared';
import { blogExcerpt } from '../../lib/blog-excerpt';
import type { BlogNavigationState } from '../../lib/navigation-state';
import styles from './blog-card.module.css';

export interface BlogCardProps {
  blog: Blog;
  /** The card title's level under its section's heading. */
  headingLevel?: 2 | 3;
}

/**
 * One blog in a grid: cover, destination and category chips, title,
 * excerpt, author and date, Read more. Both links carry the blog to its page in
 * navigation state, so the article shows without waiting for the API.
 */
export function BlogCard({ blog, headingLevel = 3 }: BlogCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const path = blogPath(blog.name);
  const state: BlogNavigationState = { blog };
  return (
    <Card as="article" className={styles.card}>
      <ArtImage className={styles.cover} kind="blog" src={blog.imageUrl} alt={blog.imageAltText || blog.name} />
      <div className={styles.body}>
        <p className={styles.chips}>
          {blog.destinationName && <Badge tone="secondary">{blog.destinationName}</Badge>}
          <Badge tone="neutral">{blogCategoryLabel(blog.categoryName)}</Badge>
        </p>
        <Heading className={styles.title}>
          <Link to={path} state={state} className={styles.titleLink}>
            {blog.name}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{blogExcerpt(blog)}</p>
        <p className={styles.byline}>
          Posted by {blog.authorName} on <time dateTime={blog.createdAt}>{formatBlogDate(blog.createdAt)}</time>
        </p>
        {/* the title in the link's own text, hidden from sight: "Read more" alone says nowhere where it leads */}
        <Link to={path} state={state} className={styles.readMore}>
          Read more<VisuallyHidden>: {blog.name}</VisuallyHidden>
        </Link>
      </div>
    </Card>
  );
}
