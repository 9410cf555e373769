import { render } from '@testing-library/react';
import { JsonLd } from './json-ld';

it('writes parseable JSON-LD that no text in the data can break out of', () => {
  const data = { '@type': 'TouristTrip', name: 'Goa </script><script>alert(1)</script>' };
  const { container } = render(<JsonLd data={data} />);
  const scripts = container.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toHaveAttribute('type', 'application/ld+json');
  expect(JSON.parse(scripts[0].textContent ?? '')).toEqual(data);
});
