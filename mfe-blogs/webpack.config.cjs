// The blogs remote: its federation surface is this file; the build itself is shared.
const createConfig = require('../tools/webpack/create-config.cjs');
const ports = require('../tools/webpack/ports.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'blogs',
  port: ports.blogs,
  title: 'Blogs (standalone)',
  exposes: {
    './BlogsPage': './src/features/blogs-home/blogs-page.tsx',
    './BlogCategoryPage': './src/features/blog-category/blog-category-page.tsx',
    './BlogDetailPage': './src/features/blog-detail/blog-detail-page.tsx',
    './BlogNotFoundPage': './src/features/blog-not-found/blog-not-found-page.tsx',
    './ReviewsPage': './src/features/reviews/reviews-page.tsx',
  },
});
