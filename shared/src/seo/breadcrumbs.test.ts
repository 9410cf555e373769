import { breadcrumbListJsonLd } from './breadcrumbs';

const origin = 'https://www.safarnama.test';

it('lists the breadcrumb trail with absolute URLs in order', () => {
  const list = breadcrumbListJsonLd(
    [
      { name: 'Home', path: '/' },
      { name: 'Goa Tour Packages', path: '/goa-tour-packages' },
    ],
    origin,
  );
  expect(list).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Goa Tour Packages', item: `${origin}/goa-tour-packages` },
    ],
  });
});
