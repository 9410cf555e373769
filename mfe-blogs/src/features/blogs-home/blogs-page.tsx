import { useEffect, useRef } from 'react';
import { blogCategoryPath, Button, Spinner, usePageMeta, type Blog } from '@safarnama/shared';
import { BlogsHero } from '../../components/blogs-hero/blogs-hero';
import { BlogGrid } from '../../components/blog-grid/blog-grid';
import { RevealingBlogGrid } from '../../components/blog-grid/revealing-blog-grid';
import { BlogSection } from '../../components/blog-section/blog-section';
import { WhenNear } from '../../components/when-near/when-near';
import { useBlogList } from '../../lib/use-blog-list';
import { BlogSearch } from './blog-search/blog-search';
import { ExplorerStories } from './explorer-stories';
import { TrendingDestinations } from './trending-destinations';
import { useBlogSearch, type BlogSearchState } from './use-blog-search';
import styles from './blogs-page.module.css';

/** The religious and adventure bands show at most this many. */
const BAND_SIZE = 3;

const inCategory = (blogs: readonly Blog[], name: string) => blogs.filter((blog) => blog.categoryName === name).slice(0, BAND_SIZE);

/**
 * /blogs: the hero with the blog search, its results, the latest
 * blogs with See more, the religious and adventure bands, three traveller stories
 * and the fifty trending destinations.
 */
export default function BlogsPage() {
  const list = useBlogList();
  const blogs = list.data ?? [];
  const { state: search, search: runSearch, clear } = useBlogSearch();
  usePageMeta(
    'Travel Blogs: Itineraries, Yatra Guides and Tips',
    'Read Safarnama Holidays travel blogs: day-by-day itineraries, yatra guides, honeymoon ideas and local tips for Goa, Kerala, Ladakh, Varanasi and more.',
    { ready: list.status !== 'loading' },
  );

  return (
    <div className={styles.page}>
      <BlogsHero>
        <BlogSearch onSearch={runSearch} busy={search.status === 'searching'} />
      </BlogsHero>
      <SearchResults state={search} onClear={clear} />
      <BlogSection id="latest-blogs-title" title="Latest Blogs">
        {list.status === 'loading' ? <Loading /> : <RevealingBlogGrid blogs={blogs} label="Latest blogs" />}
      </BlogSection>
      {/* below the first view: built when the visitor scrolls near them */}
      <WhenNear>
        {list.status === 'success' && (
          <>
            <BlogSection id="religious-blogs-title" title="Religious Blogs" more={{ to: blogCategoryPath('Religious'), label: 'All religious blogs' }}>
              <BlogGrid blogs={inCategory(blogs, 'Religious')} label="Religious blogs" />
            </BlogSection>
            <BlogSection id="adventure-blogs-title" title="Adventure Blogs" more={{ to: blogCategoryPath('Adventure'), label: 'All adventure blogs' }}>
              <BlogGrid blogs={inCategory(blogs, 'Adventure')} label="Adventure blogs" />
            </BlogSection>
          </>
        )}
        <ExplorerStories />
        <TrendingDestinations />
      </WhenNear>
    </div>
  );
}

function Loading() {
  return (
    <div role="status" className={styles.loading}>
      <Spinner size="lg" />
      <p>Loading blogs...</p>
    </div>
  );
}

/** The search's answer, first under the hero; its title takes the focus so a screen reader hears where it landed. */
function SearchResults({ state, onClear }: { state: BlogSearchState; onClear: () => void }) {
  const section = useRef<HTMLDivElement>(null);
  const done = state.status === 'done';
  useEffect(() => {
    if (done) section.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [done, state]);
  if (state.status === 'idle') return null;
  const title = state.status === 'searching' ? `Searching blogs for ${state.label}...` : `Blogs for ${state.label}`;
  return (
    <div ref={section}>
      <BlogSection id="search-results-title" title={title}>
        {state.status === 'done' &&
          (state.blogs.length > 0 ? (
            <BlogGrid blogs={state.blogs} label="Search results" />
          ) : (
            <p className={styles.empty}>No blogs found for your search criteria! Try another destination or category.</p>
          ))}
        <Button variant="ghost" className={styles.clear} onClick={onClear}>
          Clear search
        </Button>
      </BlogSection>
    </div>
  );
}
