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

  it('names the file and field of an unknown category', () => {
    edit('packages.yaml', (t) => t.replace('categories: [family, nature]', 'categories: [family, natur]'));
    expect(() => loadContent(dir)).toThrow(/content\/packages\.yaml: invalid content\n {2}kashmir\[0\]\.categories\[1\]: unknown category "natur" \(one of: wildlife, /);
  });

  it('names the file and field of a route stop that is not a place', () => {
    edit('packages.yaml', (t) => t.replace('- place: gulmarg', '- place: gulmargh'));
    expect(() => loadContent(dir)).toThrow(/content\/packages\.yaml: invalid content\n {2}kashmir\[0\]\.route\[1\]\.place: unknown place "gulmargh"/);
  });

  it('names the file and field of a missing place fact', () => {
    edit('places/1-north.yaml', (t) => t.replace(/\n {4}bestTime: [^\n]*/, ''));
    expect(() => loadContent(dir)).toThrow(/content\/places\/1-north\.yaml: invalid content\n {2}\[0\]\.destination\.bestTime: Invalid input/);
  });

  it('rejects fields it does not know (a misspelt optional field would be ignored otherwise)', () => {
    edit('places/1-north.yaml', (t) => t.replace('  highAltitude: true', '  highAltitud: true'));
    expect(() => loadContent(dir)).toThrow(/content\/places\/1-north\.yaml: invalid content\n {2}\[1\]: Unrecognized key: "highAltitud"/);
  });

  it('requires packages for every destination', () => {
    edit('packages.yaml', (t) => t.replace(/^kashmir:$/m, 'kashmir-old:'));
    expect(() => loadContent(dir)).toThrow(/content\/packages\.yaml: invalid content\n {2}kashmir: every destination needs at least one package\n {2}\(top level\): Unrecognized key: "kashmir-old"/);
  });

  it('names the blog post with an unknown category', () => {
    edit('blogs/goa-with-friends.md', (t) => t.replace('category: Friend\n', 'category: Friends\n'));
    expect(() => loadContent(dir)).toThrow(/content\/blogs\/goa-with-friends\.md: invalid content\n {2}category: unknown blog category "Friends"/);
  });

  it('requires a blog file name to be the slug of its title', () => {
    fs.renameSync(path.join(dir, 'blogs/goa-with-friends.md'), path.join(dir, 'blogs/goa.md'));
    expect(() => loadContent(dir)).toThrow('content/blogs/goa.md: the file name must be the title\'s slug, goa-with-friends.md');
  });

  it('reports YAML syntax errors with the file and line', () => {
    edit('categories.yaml', (t) => t.replace('  - id: 2\n', '  - id: 2\n   bad: [\n'));
    expect(() => loadContent(dir)).toThrow(/^content\/categories\.yaml: .*line \d+/);
  });

  it('refuses a hotel class version that is not above the package’s own class', () => {
    edit('packages.yaml', (t) => t.replace('  - name: Kashmir Luxury Escape\n    price: 68999\n    categories: [honeymoon, family]\n', '$&    classes: [deluxe]\n'));
    expect(() => loadContent(dir)).toThrow('content/packages.yaml: kashmir: "Kashmir Luxury Escape": classes: "Kashmir Luxury Escape" is already deluxe (honeymoon or 6,000+ a day), so deluxe is not a higher class');
  });

  it('names the place a luxury version needs a luxury hotel for', () => {
    edit('places/1-north.yaml', (t) => t.replace(', luxury: The Chinar Palace Srinagar}', '}'));
    expect(() => loadContent(dir)).toThrow('content/places: kashmir: hotels.luxury is needed by "Kashmir Paradise Tour (Luxury)" (a luxury version staying there)');
  });

  it('refuses a length version that adds nights at a place off the route', () => {
    edit('packages.yaml', (t) => t.replace('add: {gulmarg: 1, pahalgam: 1}', 'add: {gulmarg: 1, sonamarg: 1}'));
    expect(() => loadContent(dir)).toThrow('content/packages.yaml: kashmir: "Kashmir Paradise Tour": lengths[0]: add: "sonamarg" is not on the route');
  });

  it('refuses two packages with one name', () => {
    edit('packages.yaml', (t) => t.replace('- name: Kashmir Valley Leisure Tour', '- name: Kashmir Houseboat Honeymoon'));
    expect(() => loadContent(dir)).toThrow('content/packages.yaml: kashmir: a second package is named "Kashmir Houseboat Honeymoon"');
  });

  it('refuses a place key used twice', () => {
    edit('places/5-east.yaml', (t) => t.replace(/^- key: darjeeling$/m, '- key: kashmir'));
    expect(() => loadContent(dir)).toThrow(/content\/places\/5-east\.yaml: \[0\]\.key: "kashmir" is already a place in content\/places\/1-north\.yaml/);
  });
});
