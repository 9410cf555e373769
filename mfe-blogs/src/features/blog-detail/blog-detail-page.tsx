import { useParams } from 'react-router-dom';
import {
  artSize,
  blogPath,
  breadcrumbListJsonLd,
  Breadcrumbs,
  formatBlogDate,
  JsonLd,
  usePageMeta,
  useSanitizedHtml,
  type Blog, siteOrigin } from '@safarnama/shared';
import { WhenNear } from '../../components/when-near/when-near';
import { blogSummary } from '../../lib/blog-excerpt';
import { blogMessages } from '../../lib/blog-messages';
import { blogPostingJsonLd } from './blog-json-ld';
import { BlogPackages } from './blog-packages';
import { useBlog } from './use-blog';
import styles from './blog-detail-page.module.css';

const COVER = artSize.blog;

/**
 * /blog-details/{slug}: breadcrumb Home / Blog / title, the title, 'Posted
 * on {date}', the cover and the body, cleaned again here with DOMPurify although
 * the API already cleans it. Under an article about a destination, its packages.
 */
export default function BlogDetailPage() {
  const { slug = '' } = useParams();
  const blog = useBlog(slug);
  return blog ? <BlogArticle blog={blog} /> : <Loading />;
}

function Loading() {
  usePageMeta('Blog', undefined, { ready: false });
  return (
    <p role="status" className={styles.loading}>
      {blogMessages.detailLoading}
    </p>
  );
}

function BlogArticle({ blog }: { blog: Blog }) {
  const path = blogPath(blog.name);
  const title = blog.nameTitle || blog.name;
  const body = useSanitizedHtml(blog.description);
  usePageMeta(title, blogSummary(blog), { canonical: path, image: blog.imageUrl, type: 'article', ready: body !== null });
  const origin = siteOrigin();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blogs' },
    { name: blog.name, path },
  ];

  return (
    <article className={styles.page} aria-labelledby="blog-title">
      <JsonLd data={blogPostingJsonLd(blog, path, origin)} />
      <JsonLd data={breadcrumbListJsonLd(crumbs, origin)} />
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.header}>
        <h1 id="blog-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.meta}>
          Posted on <time dateTime={blog.createdAt}>{formatBlogDate(blog.createdAt)}</time>
          {blog.authorName && <> by {blog.authorName}</>}
        </p>
      </header>
      <img className={styles.cover} src={blog.imageUrl} alt={blog.imageAltText || blog.name} width={COVER.width} height={COVER.height} fetchPriority="high" />
      {body === null ? (
        <div className={styles.bodyPlaceholder} aria-hidden="true" />
      ) : (
        // cleaned by the API and again here by DOMPurify (useSanitizedHtml)
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
      )}
      {/* at the article's end: asked for when the reader gets near it, not while the article loads */}
      {body !== null && blog.destinationName && (
        <WhenNear>
          <BlogPackages destinationName={blog.destinationName} />
        </WhenNear>
      )}
    </article>
  );
}
