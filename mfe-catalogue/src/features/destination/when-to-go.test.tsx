import { render, screen, within } from '@testing-library/react';
import type { TravelGuide } from '@safarnama/shared';
import WhenToGo from './when-to-go';

const guide: TravelGuide = {
  bestMonths: [10, 11, 12, 1, 2, 3],
  bestFor: 'forts and desert camps in the cool season',
  seasons: [
    { name: 'Winter', months: [10, 11, 12, 1, 2, 3], tempMinC: 5, tempMaxC: 26, rain: 'none', snow: false, crowds: 'high', note: 'Warm days and chilly desert nights.' },
    { name: 'Summer', months: [4, 5, 6], tempMinC: 25, tempMaxC: 45, rain: 'none', snow: false, crowds: 'low', note: 'Scorching heat.' },
    { name: 'Monsoon', months: [7, 8, 9], tempMinC: 25, tempMaxC: 38, rain: 'light', snow: false, crowds: 'low', note: 'Brief showers.' },
  ],
  airport: 'Jaisalmer Airport (JSA), 15 km from the city',
  railhead: 'Jaisalmer (JSM), in the town',
  tripDays: { min: 2, max: 3 },
  knownFor: ['the living fort', 'Sam sand dunes'],
  highAltitude: false,
};

it('says the best months as one run over the new year, and each season in the words Luna uses', () => {
  render(<WhenToGo guide={guide} destination="Jaisalmer" />);
  expect(screen.getByRole('heading', { level: 2, name: 'When to go to Jaisalmer' })).toBeInTheDocument();
  expect(screen.getByText(/Best time to visit:/).closest('p')).toHaveTextContent('Best time to visit: October to March, for forts and desert camps in the cool season.');
  const summer = screen.getByRole('heading', { level: 3, name: /Summer/ }).closest('li')!;
  expect(within(summer).getByText('25 to 45 °C, dry, few visitors')).toBeInTheDocument();
  expect(within(summer).getByText('April to June')).toBeInTheDocument();
  expect(screen.getByText('Jaisalmer Airport (JSA), 15 km from the city')).toBeInTheDocument();
  expect(screen.getByText('2 to 3 days')).toBeInTheDocument();
});

it('marks the best months in the strip, which screen readers skip for the sentence', () => {
  const { container } = render(<WhenToGo guide={guide} destination="Jaisalmer" />);
  const strip = container.querySelector('ol')!;
  expect(strip).toHaveAttribute('aria-hidden', 'true');
  const best = [...strip.querySelectorAll('li')].filter((li) => li.className.includes('bestMonth')).map((li) => li.textContent);
  expect(best).toEqual(['Jan', 'Feb', 'Mar', 'Oct', 'Nov', 'Dec']);
});
