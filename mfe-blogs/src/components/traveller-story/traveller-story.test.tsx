import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TravellerStoryData } from '../../data/traveller-stories';
import { TravellerStory } from './traveller-story';

const story: TravellerStoryData = {
  id: 'priya-kerala',
  name: 'Priya Menon',
  location: 'Alappuzha, Kerala',
  tripMonth: 'December 2025',
  rating: 5,
  text: 'The houseboat was spotless and the driver knew every tea stall on the way.',
  images: [
    { src: '/media/art/destination/alappuzha.svg', width: 1200, height: 800, alt: 'Backwaters of Alappuzha, from Priya’s trip' },
    { src: '/media/art/itinerary/alleppey-houseboat-overnight-day-1.svg', width: 800, height: 600, alt: 'Houseboat on the backwaters, day 1 of Priya’s trip' },
    { src: '/media/art/itinerary/alleppey-houseboat-overnight-day-2.svg', width: 800, height: 600, alt: 'Morning on Vembanad Lake, day 2 of Priya’s trip' },
  ],
};

const gallery = () => screen.getByRole('group', { name: 'Photos from Priya Menon’s trip' });
const shownPhoto = () => within(gallery()).getAllByRole('img').find((image) => image.getAttribute('alt') !== '');

it('is an article named by the traveller, with five stars, the trip and the words', () => {
  render(<TravellerStory story={story} />);
  const article = screen.getByRole('article', { name: 'Priya Menon' });
  expect(within(article).getByRole('heading', { level: 3, name: 'Priya Menon' })).toBeInTheDocument();
  expect(within(article).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  expect(within(article).getByText('Alappuzha, Kerala · December 2025')).toBeInTheDocument();
  expect(within(article).getByText(story.text)).toBeInTheDocument();
});

it('takes the heading level of its page', () => {
  render(<TravellerStory story={story} headingLevel={2} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Priya Menon' })).toBeInTheDocument();
});

it('shows the first photo large, sized and lazy, and says which it is', () => {
  render(<TravellerStory story={story} />);
  const photo = screen.getByRole('img', { name: 'Backwaters of Alappuzha, from Priya’s trip' });
  expect(photo).toHaveAttribute('src', '/media/art/destination/alappuzha.svg');
  expect(photo).toHaveAttribute('width', '1200');
  expect(photo).toHaveAttribute('height', '800');
  expect(photo).toHaveAttribute('loading', 'lazy');
  expect(photo).toHaveAttribute('decoding', 'async');
  expect(within(gallery()).getByRole('status')).toHaveTextContent('Photo 1 of 3: Backwaters of Alappuzha, from Priya’s trip');
});

it('previous on the first photo shows the last; next on the last shows the first', async () => {
  const user = userEvent.setup();
  render(<TravellerStory story={story} />);
  await user.click(screen.getByRole('button', { name: 'Previous photo' }));
  expect(shownPhoto()).toHaveAccessibleName('Morning on Vembanad Lake, day 2 of Priya’s trip');
  expect(screen.getByRole('status')).toHaveTextContent(/^Photo 3 of 3/);
  await user.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(shownPhoto()).toHaveAccessibleName('Backwaters of Alappuzha, from Priya’s trip');
  expect(screen.getByRole('status')).toHaveTextContent(/^Photo 1 of 3/);
  await user.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(shownPhoto()).toHaveAttribute('src', '/media/art/itinerary/alleppey-houseboat-overnight-day-1.svg');
});

it('has one thumbnail button per photo; the current one is marked and a click shows its photo', async () => {
  const user = userEvent.setup();
  render(<TravellerStory story={story} />);
  const thumbnails = within(gallery()).getAllByRole('button', { name: /^Photo \d of 3$/ });
  expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual(['Photo 1 of 3', 'Photo 2 of 3', 'Photo 3 of 3']);
  expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');

  await user.click(thumbnails[1]);
  expect(thumbnails[0]).not.toHaveAttribute('aria-current');
  expect(thumbnails[1]).toHaveAttribute('aria-current', 'true');
  expect(shownPhoto()).toHaveAccessibleName('Houseboat on the backwaters, day 1 of Priya’s trip');
  expect(shownPhoto()).toHaveAttribute('width', '800');
  expect(shownPhoto()).toHaveAttribute('height', '600');
  for (const button of thumbnails) {
    const thumbnail = button.querySelector('img');
    expect(thumbnail).toHaveAttribute('alt', '');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
  }
});
