import type { Blog } from '@safarnama/shared';
import { BlogCard } from '../blog-card/blog-card';
import styles from './blog-grid.module.css';

/** Blog cards in columns: one on phones, two from 768px, three from 1024px. */
export function BlogGrid({ blogs, label }: { blogs: readonly Blog[]; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {blogs.map((blog) => (
        <li key={blog.id} className={styles.item}>
          <BlogCard blog={blog} />
        </li>
      ))}
    </ul>
  );
}
