// The type of each module the blogs remote exposes (the list itself is its entry in
// apps.json). The shell's typecheck reads this map and checks it against the registry,
// so changing an exposed component breaks the build, not the site.
export interface ExposedModules {
  BlogsPage: typeof import('./features/blogs-home/blogs-page').default;
  BlogCategoryPage: typeof import('./features/blog-category/blog-category-page').default;
  BlogDetailPage: typeof import('./features/blog-detail/blog-detail-page').default;
  BlogNotFoundPage: typeof import('./features/blog-not-found/blog-not-found-page').default;
  ReviewsPage: typeof import('./features/reviews/reviews-page').default;
}
