import { siteConfig, type Blog } from '@safarnama/shared';
import { blogSummary } from '../../lib/blog-excerpt';

/** schema.org BlogPosting: what a search engine shows for an article (headline, image, dates, author). */
export function blogPostingJsonLd(blog: Blog, path: string, origin: string): Record<string, unknown> {
  const url = new URL(path, origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.nameTitle || blog.name,
    name: blog.name,
    description: blogSummary(blog),
    image: new URL(blog.imageUrl, origin).href,
    datePublished: blog.createdAt,
    dateModified: blog.updatedAt || blog.createdAt,
    author: { '@type': 'Person', name: blog.authorName },
    publisher: { '@type': 'Organization', name: siteConfig.brand, url: new URL('/', origin).href },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(blog.destinationName ? { about: { '@type': 'Place', name: blog.destinationName } } : {}),
    articleSection: blog.categoryName,
  };
}
