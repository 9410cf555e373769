// Standalone dev harness (npm run dev, port in tools/webpack/ports.cjs): the team can
// work on its pages without the shell. Not exposed; on the real site only the shell
// creates the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig, ToastArea, GlobalLoadingOverlay } from '@safarnama/shared';
import BlogsPage from './features/blogs-home/blogs-page';
import BlogCategoryPage from './features/blog-category/blog-category-page';
import BlogDetailPage from './features/blog-detail/blog-detail-page';
import BlogNotFoundPage from './features/blog-not-found/blog-not-found-page';
import ReviewsPage from './features/reviews/reviews-page';

async function start() {
  await loadRuntimeConfig();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<BlogsPage />} />
          <Route path="/blogs" element={<BlogsPage />} />
          <Route path="/category/:categoryName/blog" element={<BlogCategoryPage />} />
          <Route path="/blog-details/:slug" element={<BlogDetailPage />} />
          <Route path="/blog-not-found" element={<BlogNotFoundPage />} />
          <Route path="/reviews" element={<ReviewsPage />} />
        </Routes>
        <GlobalLoadingOverlay />
        <ToastArea />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
