// Standalone dev harness (npm run dev, port in tools/webpack/ports.cjs): the team works
// on its pages without the shell. Not exposed.
import { Route } from 'react-router-dom';
import { mountStandalone } from '@safarnama/shared';
import BlogsPage from './features/blogs-home/blogs-page';
import BlogCategoryPage from './features/blog-category/blog-category-page';
import BlogDetailPage from './features/blog-detail/blog-detail-page';
import BlogNotFoundPage from './features/blog-not-found/blog-not-found-page';
import ReviewsPage from './features/reviews/reviews-page';

void mountStandalone(
  <>
    <Route path="/" element={<BlogsPage />} />
    <Route path="/blogs" element={<BlogsPage />} />
    <Route path="/category/:categoryName/blog" element={<BlogCategoryPage />} />
    <Route path="/blog-details/:slug" element={<BlogDetailPage />} />
    <Route path="/blog-not-found" element={<BlogNotFoundPage />} />
    <Route path="/reviews" element={<ReviewsPage />} />
  </>,
);
