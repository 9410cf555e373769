// The blogs remote against the real API and database, at 1280px and 390px:
// the latest blogs paged to 'No More Blogs', the blog search (destination, category,
// both, empty), a category list with See More, an article opened by URL, an unknown
// article, an unsafe stored body, and an article's packages. Blogs are read from the
// API (the content grows): no article text is written here.
import Database from 'better-sqlite3';
import type { City } from '@safarnama/contracts';
import { blogCategoryList, blogCategoryPath } from '@safarnama/contracts/blog-categories';
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { listingPath, packagesOf, type Blog, type Envelope } from '../support/seeded-content';

/** A date as the blog pages print it: India time, "9 Sept 2025". */
const indianDate = (iso: string) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

const categoryId = (name: string) => blogCategoryList.find((category) => category.name === name)!.id;

/** Scrolls down as a reader does until `target`, which is only built near the screen, shows. */
async function scrollUntilVisible(page: Page, target: Locator) {
  await expect(async () => {
    await page.mouse.wheel(0, 2000);
    await expect(target).toBeVisible({ timeout: 1000 });
  }).toPass();
}

async function openBlogs(page: Page) {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Where are you headed next?' })).toBeVisible();
  const latest = page.getByRole('list', { name: 'Latest blogs' });
  await expect(latest.getByRole('article')).toHaveCount(3);
  return page.getByRole('search', { name: 'Search blogs' });
}

/** Picks an option from one of the search's dropdowns, as a visitor does: focus, type part of it, click it. */
async function pick(page: Page, field: 'Destination' | 'Category', typed: string, option: string) {
  const search = page.getByRole('search', { name: 'Search blogs' });
  const input = search.getByRole('combobox', { name: field });
  await input.click();
  await expect(input).toHaveValue('');
  await input.fill(typed);
  await search.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

test.describe('blog home', () => {
  test("Latest Blogs pages by 3 with a 1-second See more until 'No More Blogs'", async ({ page, apiGet, errors }) => {
    const { body } = await apiGet<Envelope<Blog[]>>('/api/blog/get-all');
    const all = body.data;
    expect(all.length).toBeGreaterThan(6);
    await openBlogs(page);
    const latest = page.getByRole('list', { name: 'Latest blogs' });
    // newest first: the first three the API lists
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText(all.slice(0, 3).map((blog) => blog.name));
    const more = page.getByRole('region', { name: 'Latest Blogs' }).getByRole('button', { name: 'See more' });
    for (let shown = 3; shown < all.length; shown += 3) {
      await more.click();
      await expect(page.getByRole('region', { name: 'Latest Blogs' }).getByRole('button', { name: 'Loading...' })).toBeDisabled();
      await expect(latest.getByRole('article')).toHaveCount(Math.min(shown + 3, all.length));
    }
    const done = page.getByRole('region', { name: 'Latest Blogs' }).getByRole('button', { name: 'No More Blogs' });
    await expect(done).toBeDisabled();
    await expect(latest.getByRole('heading', { level: 3 }).last()).toHaveText(all.at(-1)!.name);
    expect(errors).toEqual([]);
  });

  test('the search finds blogs by destination, by category and by both; an empty one asks for one', async ({ page, apiGet }) => {
    const cities = (await apiGet<Envelope<{ data: City[] }>>('/api/package/get-all-cities')).body.data.data;
    const goa = cities.find((city) => city.name === 'Goa')!;
    const byGoa = (await apiGet<Envelope<Blog[]>>(`/api/blog/get-all?destinationId=${goa.id}`)).body.data;
    const religious = (await apiGet<Envelope<Blog[]>>(`/api/blog/get-all?categoryId=${categoryId('Religious')}`)).body.data;
    const goaFriends = (await apiGet<Envelope<Blog[]>>(`/api/blog/get-all?destinationId=${goa.id}&categoryId=${categoryId('Friend')}`)).body.data;
    expect(byGoa.length).toBeGreaterThan(1);
    expect(goaFriends.length).toBeGreaterThan(0);
    expect(goaFriends.length).toBeLessThan(byGoa.length);

    const search = await openBlogs(page);
    const results = page.getByRole('list', { name: 'Search results' });
    const submit = search.getByRole('button', { name: 'Search' });

    // empty: the spec's message, no results
    await submit.click();
    await expect(page.getByText('Please enter a destination or category.')).toBeVisible();
    await expect(results).toHaveCount(0);

    await pick(page, 'Destination', 'go', 'Goa');
    await submit.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Blogs for Goa' })).toBeFocused();
    await expect(results.getByRole('heading', { level: 3 })).toHaveText(byGoa.map((blog) => blog.name));

    await pick(page, 'Category', 'FRIE', 'Friend');
    await submit.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Blogs for Goa · Friend' })).toBeVisible();
    await expect(results.getByRole('heading', { level: 3 })).toHaveText(goaFriends.map((blog) => blog.name));

    // focusing the destination clears its text: only the category is sent now
    await search.getByRole('combobox', { name: 'Destination' }).focus();
    await expect(search.getByRole('combobox', { name: 'Destination' })).toHaveValue('');
    await pick(page, 'Category', 'relig', 'Religious');
    const asked = page.waitForRequest((request) => request.url().includes('/api/blog/get-all?'));
    await submit.click();
    const query = new URL((await asked).url()).searchParams;
    expect(query.get('categoryId')).toBe(String(categoryId('Religious')));
    expect(query.has('destinationId')).toBe(false);
    await expect(page.getByRole('heading', { level: 2, name: 'Blogs for Religious' })).toBeVisible();
    await expect(results.getByRole('heading', { level: 3 })).toHaveText(religious.map((blog) => blog.name));
  });

  test('the trending destinations open their listings in a new tab', async ({ page, apiGet }) => {
    const trending = (await apiGet<Envelope<City[]>>('/api/package/trending-destinations')).body.data;
    expect(trending).toHaveLength(50);
    await openBlogs(page);
    const section = page.getByRole('region', { name: 'Trending Domestic Tour Packages' });
    await scrollUntilVisible(page, section);
    const links = section.getByRole('link');
    await expect(links).toHaveCount(50);
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await expect(links.first()).toHaveAttribute('href', listingPath(trending[0]!.name));
    const [tab] = await Promise.all([page.context().waitForEvent('page'), links.first().click()]);
    await tab.waitForLoadState();
    await expect(tab.getByRole('heading', { level: 1 })).toContainText(trending[0]!.name);
    await tab.close();
  });
});

test('a category list shows 3 blogs, then See More reveals the rest', async ({ page, apiGet }) => {
  const religious = (await apiGet<Envelope<Blog[]>>(`/api/blog/get-all?categoryId=${categoryId('Religious')}`)).body.data;
  expect(religious.length).toBeGreaterThan(3);
  await page.goto(blogCategoryPath('Religious'));
  await expect(page.getByRole('heading', { level: 1, name: 'Religious Blogs' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Religious Blogs' });
  await expect(grid.getByRole('article')).toHaveCount(3);
  // each card: the chips (underscores as spaces), the title, who posted it and when
  const first = grid.getByRole('article').first();
  await expect(first.getByText('Religious', { exact: true })).toBeVisible();
  await expect(first.getByText(`Posted by`)).toContainText(indianDate(religious[0]!.createdAt));
  await page.getByRole('button', { name: 'See more' }).click();
  await expect(grid.getByRole('article')).toHaveCount(Math.min(6, religious.length));
  // the first new card's link has the focus: the keyboard carries on where the new cards start
  await expect(grid.getByRole('article').nth(3).getByRole('link').first()).toBeFocused();
  if (religious.length <= 6) await expect(page.getByRole('button', { name: 'No More Blogs' })).toBeDisabled();
});

test('an article opened by its URL shows the breadcrumb, the date, the body and its JSON-LD', async ({ page, apiGet, errors }) => {
  const blogs = (await apiGet<Envelope<Blog[]>>('/api/blog/get-all')).body.data;
  const blog = blogs.find((b) => b.destinationName)!;
  await page.goto(`/blog-details/${blog.slug}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
  await expect(crumbs.getByText(blog.name, { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.nameTitle);
  await expect(page.getByText(`Posted on ${indianDate(blog.createdAt)}`)).toBeVisible();
  const firstParagraph = blog.description.match(/<p>(.*?)<\/p>/)![1]!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').slice(0, 40);
  await expect(page.getByRole('article').getByText(firstParagraph)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(blog.nameTitle.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog-details/${blog.slug}$`));
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((text) => JSON.parse(text)['@type']);
  expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  expect(errors).toEqual([]);
});

test("an article's packages are the destination's cheapest three and open their detail pages", async ({ page, apiGet, viewportName }) => {
  const blogs = (await apiGet<Envelope<Blog[]>>('/api/blog/get-all')).body.data;
  const blog = blogs.find((b) => b.destinationName === 'Goa')!;
  const cheapest = [...(await packagesOf(apiGet, 'Goa'))].sort((a, b) => a.price - b.price).slice(0, 3);
  await page.goto(`/blog-details/${blog.slug}`);
  const section = page.getByRole('region', { name: 'Goa tour packages' });
  await scrollUntilVisible(page, section);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(cheapest.map((pkg) => pkg.name));
  await expect(section.getByRole('link', { name: 'See all Goa packages' })).toHaveAttribute('href', '/goa-tour-packages');
  await section.getByRole('link', { name: cheapest[0]!.name }).click();
  await page.waitForURL('**/packages-details/**');
  await expect(page.getByRole('heading', { level: 1, name: cheapest[0]!.name })).toBeVisible();
  expect(viewportName).toBeTruthy();
});

test('a blog card carries its blog to the article, and an unknown article lands on /blog-not-found', async ({ page }) => {
  await openBlogs(page);
  const card = page.getByRole('list', { name: 'Latest blogs' }).getByRole('article').first();
  const title = await card.getByRole('heading', { level: 3 }).textContent();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/blog/search-by-blog-name')) asked.push(request.url());
  });
  // its name carries the title after 'Read more' (hidden from sight)
  await card.getByRole('link', { name: new RegExp(`^Read more\\W+${title!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(title!, { exact: true })).toBeVisible();
  expect(asked).toEqual([]); // the card's blog, not a second request

  await page.goto('/blog-details/no-such-article-anywhere');
  await page.waitForURL('**/blog-not-found');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Read our blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
});

test.describe('an unsafe blog body', () => {
  const SLUG = 'an-unsafe-body-e2e';
  const UNSAFE =
    '<p>Readable travel text.</p><script>window.__pwned = 1</script>' +
    '<p><img src="x" onerror="window.__pwned = 2">Still readable.</p><p><a href="javascript:window.__pwned = 3">A harmless-looking link</a></p>';

  test.beforeAll(({ run }) => {
    const db = new Database(run.databaseFile);
    try {
      // dated long ago and in no destination: it never shows among the latest blogs or a destination's search
      db.prepare(
        `INSERT OR IGNORE INTO blogs (slug, slug_key, name, name_title, description_html, destination_id, category_id, author_name, meta_description, image_alt_text, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, NULL, ?, 'Nobody', 'A row written around the seed', '', '2001-01-01T05:00:00.000Z', '2001-01-01T05:00:00.000Z')`,
      ).run(SLUG, SLUG.replace(/-/g, ''), 'An Unsafe Body E2E', 'An Unsafe Body E2E', UNSAFE, categoryId('Family'));
    } finally {
      db.close();
    }
  });

  test('leaves the API without its script, handler or javascript: link, and renders as text with no script run', async ({ page, apiGet }) => {
    const { status, body } = await apiGet<Envelope<Blog>>('/api/blog/search-by-blog-name?websiteId=1&blogName=an unsafe body e2e');
    expect(status).toBe(200);
    expect(body.data.description).toContain('Readable travel text.');
    expect(body.data.description).not.toMatch(/<script|onerror|javascript:/i);

    await page.goto(`/blog-details/${SLUG}`);
    await expect(page.getByText('Readable travel text.')).toBeVisible();
    await expect(page.getByText('Still readable.')).toBeVisible();
    await expect(page.getByText('A harmless-looking link')).toBeVisible();
    await page.getByText('A harmless-looking link').click();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test("the browser's own DOMPurify cleans a body the API did not", async ({ page }) => {
    // the answer as an older or broken API might send it: the page must not trust it
    await page.route('**/api/blog/search-by-blog-name?**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 1,
          message: 'Success',
          data: {
            id: 999_999, name: 'Raw Body', slug: 'raw-body', nameTitle: 'Raw Body', description: UNSAFE, imageUrl: '/media/art/blog/raw-body.svg',
            imageAltText: '', destinationName: '', categoryName: 'Family', createdAt: '2026-01-01T05:00:00.000Z', updatedAt: '2026-01-01T05:00:00.000Z',
            authorName: 'Nobody', metaDescription: 'Raw',
          },
        }),
      }),
    );
    await page.goto('/blog-details/raw-body');
    await expect(page.getByText('Readable travel text.')).toBeVisible();
    await expect(page.getByText('Still readable.')).toBeVisible();
    await page.getByText('A harmless-looking link').click();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('article script:not([type="application/ld+json"]), article [onerror], article a[href^="javascript:"]').count()).toBe(0);
  });
});

test('the review galleries wrap at both ends', async ({ page }) => {
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Traveller Stories' })).toBeVisible();
  const stories = page.getByRole('article');
  await expect(stories).toHaveCount(8);
  const story = stories.first();
  await story.scrollIntoViewIfNeeded();
  const thumbs = story.getByRole('button', { name: /^Photo \d+ of \d+$/ });
  const count = await thumbs.count();
  expect(count).toBeGreaterThan(1);
  const status = story.getByRole('status');
  await expect(status).toContainText(`Photo 1 of ${count}`);
  await story.getByRole('button', { name: 'Previous photo' }).click();
  await expect(status).toContainText(`Photo ${count} of ${count}`);
  await expect(thumbs.last()).toHaveAttribute('aria-current', 'true');
  await story.getByRole('button', { name: 'Next photo' }).click();
  await expect(status).toContainText(`Photo 1 of ${count}`);
  await thumbs.nth(1).click();
  await expect(status).toContainText(`Photo 2 of ${count}`);
  await expect(story.getByText('Rated 5 out of 5').or(story.getByRole('img', { name: 'Rated 5 out of 5' })).first()).toBeVisible();
});
