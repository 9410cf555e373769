import { useParams } from 'react-router-dom';
import { blogCategoryFromSegment, blogCategoryPath, ButtonLink, Spinner, usePageMeta, type BlogCategory } from '@safarnama/shared';
import { BlogsHero } from '../../components/blogs-hero/blogs-hero';
import { RevealingBlogGrid } from '../../components/blog-grid/revealing-blog-grid';
import { useBlogList } from '../../lib/use-blog-list';
import styles from './blog-category-page.module.css';

/**
 * /category/{categoryName}/blog: the hero, '{category} Blogs' and the
 * category's blogs in three columns, 3 at first and 3 more per See more. A segment
 * that names none of the nine categories says so, with the way back to all blogs.
 */
export default function BlogCategoryPage() {
  const { categoryName = '' } = useParams();
  const category = blogCategoryFromSegment(categoryName);
  return (
    <div className={styles.page}>
      <BlogsHero as="p" />
      {/* keyed: another category starts again at 3 cards */}
      {category ? <CategoryBlogs key={category.id} category={category} /> : <UnknownCategory />}
    </div>
  );
}

function CategoryBlogs({ category }: { category: BlogCategory }) {
  const list = useBlogList(category.id);
  const title = `${category.name} Blogs`;
  usePageMeta(title, `${category.name} travel blogs from Safarnama Holidays: itineraries, tips and guides for ${category.name.toLowerCase()} trips across India.`, {
    ready: list.status !== 'loading',
    canonical: blogCategoryPath(category.name),
  });
  const blogs = list.data ?? [];
  return (
    <section className={styles.section} aria-labelledby="category-title">
      <h1 id="category-title" className={styles.title}>
        {title}
      </h1>
      {list.status === 'loading' && (
        <div role="status" className={styles.status}>
          <Spinner size="lg" />
          <p>Loading blogs...</p>
        </div>
      )}
      {list.status === 'success' && blogs.length === 0 && <p className={styles.status}>There are no {category.name.toLowerCase()} blogs yet.</p>}
      {blogs.length > 0 && <RevealingBlogGrid blogs={blogs} label={title} />}
      <p className={styles.back}>
        <ButtonLink to="/blogs" variant="ghost">
          All blogs
        </ButtonLink>
      </p>
    </section>
  );
}

function UnknownCategory() {
  usePageMeta('Blog category not found');
  return (
    <section className={styles.section} aria-labelledby="category-title">
      <h1 id="category-title" className={styles.title}>
        We have no blogs in that category
      </h1>
      <p className={styles.status}>Browse all our travel blogs instead.</p>
      <p className={styles.back}>
        <ButtonLink to="/blogs">All blogs</ButtonLink>
      </p>
    </section>
  );
}
