import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { travellerStories } from '../../data/traveller-stories';
import ReviewsPage from './reviews-page';

const storyArticles = () => screen.getAllByRole('article');
const shownPhoto = (article: HTMLElement) => within(article).getAllByRole('img').find((image) => image.tagName === 'IMG' && image.getAttribute('alt') !== '');

it("is the page 'Traveller Stories', with its title and description set", () => {
  render(<ReviewsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Traveller Stories' })).toBeInTheDocument();
  expect(document.title).toBe('Traveller Stories | Safarnama Holidays');
  const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  expect(description.length).toBeGreaterThanOrEqual(120);
  expect(description.length).toBeLessThanOrEqual(160);
});

it('is a full page, not a frame', () => {
  const { container } = render(<ReviewsPage />);
  expect(container.querySelector('[data-page-frame]')).toBeNull();
});

it('shows the eight stories, each with its name as an h2, five stars and a gallery', () => {
  render(<ReviewsPage />);
  expect(storyArticles()).toHaveLength(8);
  storyArticles().forEach((article, i) => {
    const { name, images } = travellerStories[i];
    expect(article).toHaveAccessibleName(name);
    expect(within(article).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(article).getByRole('group', { name: `Photos from ${name}’s trip` })).toBeInTheDocument();
    expect(within(article).getByRole('status')).toHaveTextContent(`Photo 1 of ${images.length}`);
    expect(within(article).getAllByRole('button', { name: new RegExp(`^Photo \\d of ${images.length}$`) })).toHaveLength(images.length);
  });
});

it('previous on the first photo shows the last; next on the last shows the first', async () => {
  const user = userEvent.setup();
  render(<ReviewsPage />);
  const article = storyArticles()[0];
  const { images } = travellerStories[0];
  const last = images[images.length - 1];

  await user.click(within(article).getByRole('button', { name: 'Previous photo' }));
  expect(shownPhoto(article)).toHaveAttribute('src', last.src);
  expect(shownPhoto(article)).toHaveAccessibleName(last.alt);
  expect(within(article).getByRole('status')).toHaveTextContent(`Photo ${images.length} of ${images.length}`);

  await user.click(within(article).getByRole('button', { name: 'Next photo' }));
  expect(shownPhoto(article)).toHaveAttribute('src', images[0].src);
  expect(within(article).getByRole('status')).toHaveTextContent(`Photo 1 of ${images.length}`);
});

it("one story's gallery moves on its own", async () => {
  const user = userEvent.setup();
  render(<ReviewsPage />);
  const [first, second] = storyArticles();
  await user.click(within(second).getByRole('button', { name: 'Next photo' }));
  expect(shownPhoto(second)).toHaveAttribute('src', travellerStories[1].images[1].src);
  expect(shownPhoto(first)).toHaveAttribute('src', travellerStories[0].images[0].src);
});
