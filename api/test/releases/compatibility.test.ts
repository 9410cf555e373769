// The compatibility rule as the federation runtime resolves shared singletons under
// loaded-first: the shell's copy must satisfy every remote's range; two remotes must
// accept each other's copies. semver, prereleases included.
import { clashesBetween, clashesWithShell } from '../../src/releases/compatibility';

const side = (label: string, shared: Record<string, [string, string?]>) => ({
  label,
  shared: Object.fromEntries(Object.entries(shared).map(([name, [version, requiredVersion]]) => [name, { version, requiredVersion }])),
});

test("the shell's copy must satisfy the remote's range: the clash names both sides and both versions", () => {
  const remote = side('blogs 2.0.0', { react: ['20.0.0', '^20.0.0'], zustand: ['5.0.8', '^5.0.0'] });
  const shell = side('the live shell (1.0.0)', { react: ['19.2.0', '^19.2.0'], zustand: ['5.0.9', '^5.0.0'] });
  expect(clashesWithShell(remote, shell)).toEqual(['blogs 2.0.0 was built against react 20.0.0 (requires ^20.0.0), but the live shell (1.0.0) provides react 19.2.0']);
});

test('prereleases count: a shell on 19.3.0-rc.1 satisfies ^19.0.0; a remote needing ^19.3.0 refuses a shell on 19.2.9', () => {
  expect(clashesWithShell(side('blogs 1.1.0', { react: ['19.3.0', '^19.0.0'] }), side('shell', { react: ['19.3.0-rc.1'] }))).toEqual([]);
  expect(clashesWithShell(side('blogs 1.1.0', { react: ['19.3.0', '^19.3.0'] }), side('shell', { react: ['19.2.9'] }))).toHaveLength(1);
  expect(clashesWithShell(side('blogs 1.1.0', { '@safarnama/shared': ['1.1.0-beta.2', '^1.1.0-beta.2'] }), side('shell', { '@safarnama/shared': ['1.1.0'] }))).toEqual([]);
});

test('two remotes must each accept the other: a different major of react or shared clashes, naming both', () => {
  const catalogue = side('the live catalogue 1.3.0', { react: ['19.2.0', '^19.2.0'], '@safarnama/shared': ['1.4.0', '^1.4.0'] });
  expect(clashesBetween(side('blogs 1.5.0', { react: ['19.2.3', '^19.0.0'], '@safarnama/shared': ['1.4.2', '^1.4.0'] }), catalogue)).toEqual([]);
  expect(clashesBetween(side('blogs 2.0.0', { react: ['19.2.0', '^19.2.0'], '@safarnama/shared': ['2.0.0', '^2.0.0'] }), catalogue)).toEqual([
    'blogs 2.0.0 was built against @safarnama/shared 2.0.0 (requires ^2.0.0), but the live catalogue 1.3.0 was built against @safarnama/shared 1.4.0 (requires ^1.4.0)',
  ]);
  // an older remote whose copy is below the newer one's range clashes too
  expect(clashesBetween(side('blogs 1.0.0', { react: ['19.0.0', '^19.0.0'] }), side('catalogue 1.3.0', { react: ['19.2.0', '^19.2.0'] }))).toHaveLength(1);
  // a package only one side shares cannot clash
  expect(clashesBetween(side('blogs 1.0.0', { swiper: ['11.0.0', '^11.0.0'] }), catalogue)).toEqual([]);
});

test('an unreadable version or range is a clash, not a pass', () => {
  expect(clashesWithShell(side('blogs 1.0.0', { react: ['19.2.0', '^not-a-range'] }), side('shell', { react: ['19.2.0'] }))).toHaveLength(1);
});

test('between two remotes, what the shell provides is not compared: a blogs built against shared 1.1.0 runs beside a catalogue built against 1.0.0 once the shell provides 1.1.0', () => {
  const blogs = side('blogs 1.1.0', { '@safarnama/shared': ['1.1.0', '^1.1.0'], zustand: ['5.1.0', '^5.1.0'] });
  const catalogue = side('the live catalogue 1.0.0', { '@safarnama/shared': ['1.0.0', '^1.0.0'], zustand: ['5.0.0', '~5.0.0'] });
  const shell = side('the live shell (1.1.0)', { '@safarnama/shared': ['1.1.0', '^1.1.0'] });
  expect(clashesWithShell(blogs, shell)).toEqual([]);
  expect(clashesWithShell(catalogue, shell)).toEqual([]);
  // zustand is not the shell's: whichever remote loads first provides it, so the two must agree
  expect(clashesBetween(blogs, catalogue, shell)).toEqual([
    'blogs 1.1.0 was built against zustand 5.1.0 (requires ^5.1.0), but the live catalogue 1.0.0 was built against zustand 5.0.0 (requires ~5.0.0)',
  ]);
});
