// The content loader on a copy of api/content/ with one mistake each: the error names the
// file and the field, so an editor can fix it without reading the loader.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_DIR, packages } from '../../src/content';
import { loadContent } from '../../src/content/load-content';

let dir: string;

beforeEach(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'safarnama-content-')), 'content');
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
});
afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

function edit(file: string, change: (text: string) => string): void {
  const full = path.join(dir, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  fs.writeFileSync(full, after);
}

describe('loadContent', () => {
  it('loads the shipped content', () => {
    expect(loadContent(dir).packages).toEqual(packages);
  });

  // A mistake each: the file edited, the text replaced (string or pattern) and by what,
  // and the error the loader must give.
  it.each<[string, string, string | RegExp, string, string | RegExp]>([
    ['names the file and field of an unknown category', 'packages.yaml', 'categories: [family, nature]', 'categories: [family, natur]', /content\/packages\.yaml: invalid content\n {2}kashmir\[0\]\.categories\[1\]: unknown category "natur" \(one of: wildlife, /],
    ['names the file and field of a route stop that is not a place', 'packages.yaml', '- place: gulmarg', '- place: gulmargh', /content\/packages\.yaml: invalid content\n {2}kashmir\[0\]\.route\[1\]\.place: unknown place "gulmargh"/],
    ['names the file and field of a missing place fact', 'places/1-north.yaml', /\n {4}bestTime: [^\n]*/, '', /content\/places\/1-north\.yaml: invalid content\n {2}\[0\]\.destination\.bestTime: Invalid input/],
    ['rejects fields it does not know (a misspelt optional field would be ignored otherwise)', 'places/1-north.yaml', '  highAltitude: true', '  highAltitud: true', /content\/places\/1-north\.yaml: invalid content\n {2}\[1\]: Unrecognized key: "highAltitud"/],
    ['requires packages for every destination', 'packages.yaml', /^kashmir:$/m, 'kashmir-old:', /content\/packages\.yaml: invalid content\n {2}kashmir: every destination needs at least one package\n {2}\(top level\): Unrecognized key: "kashmir-old"/],
    ['names the blog post with an unknown category', 'blogs/goa-with-friends.md', 'category: Friend\n', 'category: Friends\n', /content\/blogs\/goa-with-friends\.md: invalid content\n {2}category: unknown blog category "Friends"/],
    ['reports YAML syntax errors with the file and line', 'categories.yaml', '  - id: 2\n', '  - id: 2\n   bad: [\n', /^content\/categories\.yaml: .*line \d+/],
    ['refuses a hotel class version that is not above the package’s own class', 'packages.yaml', '  - name: Kashmir Luxury Escape\n    price: 68999\n    categories: [honeymoon, family]\n', '$&    classes: [deluxe]\n', 'content/packages.yaml: kashmir: "Kashmir Luxury Escape": classes: "Kashmir Luxury Escape" is already deluxe (honeymoon or 6,000+ a day), so deluxe is not a higher class'],
    ['names the place a luxury version needs a luxury hotel for', 'places/1-north.yaml', ', luxury: The Chinar Palace Srinagar}', '}', 'content/places: kashmir: hotels.luxury is needed by "Kashmir Paradise Tour (Luxury)" (a luxury version staying there)'],
    ['refuses a length version that adds nights at a place off the route', 'packages.yaml', 'add: {gulmarg: 1, pahalgam: 1}', 'add: {gulmarg: 1, sonamarg: 1}', 'content/packages.yaml: kashmir: "Kashmir Paradise Tour": lengths[0]: add: "sonamarg" is not on the route'],
    ['refuses two packages with one name', 'packages.yaml', '- name: Kashmir Valley Leisure Tour', '- name: Kashmir Houseboat Honeymoon', 'content/packages.yaml: kashmir: a second package is named "Kashmir Houseboat Honeymoon"'],
    ['refuses a place key used twice', 'places/5-east.yaml', /^- key: darjeeling$/m, '- key: kashmir', /content\/places\/5-east\.yaml: \[0\]\.key: "kashmir" is already a place in content\/places\/1-north\.yaml/],
    ['refuses a travel guide whose seasons leave a month out', 'guides/1-north.yaml', 'months: [Dec, Jan, Feb]', 'months: [Jan, Feb]', /content\/guides\/1-north\.yaml: invalid content\n {2}kashmir\.seasons: Dec is in 0 seasons \(each month in exactly one\)/],
    ['refuses a travel guide whose seasons hold a month twice', 'guides/1-north.yaml', 'months: [Dec, Jan, Feb]', 'months: [Nov, Dec, Jan, Feb]', /kashmir\.seasons: Nov is in 2 seasons/],
    ['refuses a month it does not know', 'guides/1-north.yaml', 'bestMonths: [Apr, May,', 'bestMonths: [April, May,', /kashmir\.bestMonths\[0\]: Invalid option: expected one of "Jan"/],
    ['refuses a temperature range written high first', 'guides/1-north.yaml', 'tempC: [-4, 8]', 'tempC: [8, -4]', /kashmir\.seasons\[3\]\.tempC: the low comes first/],
    ['refuses a guide for a place that has no destination page', 'guides/1-north.yaml', /^kashmir:$/m, 'gulmarg:', 'content/guides/1-north.yaml: gulmarg: not a destination (a place with a destination block)'],
  ])('%s', (_title, file, mistake, replacement, error) => {
    edit(file, (t) => t.replace(mistake, replacement));
    expect(() => loadContent(dir)).toThrow(error);
  });

  it('requires a travel guide for every destination', () => {
    edit('guides/5-east.yaml', (t) => t.replace(/^tawang:\n( {2}.*\n|\s*\n)*?(?=^\S)/m, ''));
    expect(() => loadContent(dir)).toThrow('content/guides: no travel guide for tawang');
  });

  it('requires a blog file name to be the slug of its title', () => {
    fs.renameSync(path.join(dir, 'blogs/goa-with-friends.md'), path.join(dir, 'blogs/goa.md'));
    expect(() => loadContent(dir)).toThrow('content/blogs/goa.md: the file name must be the title\'s slug, goa-with-friends.md');
  });
});
