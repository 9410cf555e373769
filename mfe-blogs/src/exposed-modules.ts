// What the blogs remote exposes, and the type of each module. The keys must match
// `exposes` in webpack.config.cjs (exposed-modules.test.ts checks it); the shell's
// typecheck reads this map, so changing an exposed component breaks the build, not the site.

export const exposedModules = [
  'BlogsPage',
  'BlogCategoryPage',
  'BlogDetailPage',
  'BlogNotFoundPage',
  'ReviewsPage',
] as const;

export interface ExposedModules {
  BlogsPage: typeof import('./features/blogs-home/blogs-page').default;
  BlogCategoryPage: typeof import('./features/blog-category/blog-category-page').default;
  BlogDetailPage: typeof import('./features/blog-detail/blog-detail-page').default;
  BlogNotFoundPage: typeof import('./features/blog-not-found/blog-not-found-page').default;
  ReviewsPage: typeof import('./features/reviews/reviews-page').default;
}
