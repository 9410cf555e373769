// The modules the blogs remote exposes, under the names its `exposes` entry in apps.json
// gives them. Nothing imports this file at run time: the shell types each remote from it
// and its typecheck checks the names against the registry, so changing an exposed
// component breaks the build, not the site.
export { default as BlogsPage } from './features/blogs-home/blogs-page';
export { default as BlogCategoryPage } from './features/blog-category/blog-category-page';
export { default as BlogDetailPage } from './features/blog-detail/blog-detail-page';
export { default as BlogNotFoundPage } from './features/blog-not-found/blog-not-found-page';
export { default as ReviewsPage } from './features/reviews/reviews-page';
