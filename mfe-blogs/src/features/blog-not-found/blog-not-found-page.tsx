import { ButtonLink, usePageMeta } from '@safarnama/shared';
import styles from './blog-not-found-page.module.css';

/** /blog-not-found: where an unknown blog's URL lands, with the ways back to the blogs and home. */
export default function BlogNotFoundPage() {
  usePageMeta('Blog not found', 'The blog you are looking for has moved or no longer exists. Read our latest travel blogs instead.');
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        Blog not found
      </h1>
      <p className={styles.text}>The article you are looking for has moved or no longer exists. Our latest travel blogs are a click away.</p>
      <div className={styles.actions}>
        <ButtonLink to="/blogs" size="lg">
          Read our blogs
        </ButtonLink>
        <ButtonLink to="/" size="lg" variant="secondary">
          Go Home
        </ButtonLink>
      </div>
    </section>
  );
}
