// Redirect targets are checked as a browser would read them: a path on this site
// stays, anything a browser would take to another host goes home.
import { sameOriginPath } from '../../src/lib/same-origin-path';

const ORIGIN = 'https://www.safarnama.test';

test('a path on this site is kept, with its query and fragment', () => {
  expect(sameOriginPath('/blogs?q=1#top', ORIGIN)).toBe('/blogs?q=1#top');
  expect(sameOriginPath('/goa-tour-packages', ORIGIN)).toBe('/goa-tour-packages');
  expect(sameOriginPath('/packages-details/3days-2nights-goa', 'http://127.0.0.1:8080')).toBe('/packages-details/3days-2nights-goa');
});

test('what a browser would take to another host goes home: tab, newline, backslash, "//" and encoded slashes', () => {
  const hostile = [
    '//evil.example',
    '//evil.example/',
    '/\t/evil.example/',
    '/%09/evil.example/',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example/',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    ' //evil.example',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    '/%00/evil.example',
    '',
  ];
  for (const to of hostile) expect({ to, location: sameOriginPath(to, ORIGIN) }).toEqual({ to, location: '/' });
  for (const to of [undefined, null, 42, ['/blogs'], { to: '/blogs' }]) expect(sameOriginPath(to, ORIGIN)).toBe('/');
});

test('what is kept is serialised: no raw tab, newline or space reaches the Location header', () => {
  expect(sameOriginPath('/blogs?q=a b', ORIGIN)).toBe('/blogs?q=a%20b');
  expect(sameOriginPath('/blo\tgs', ORIGIN)).toBe('/blogs');
});
