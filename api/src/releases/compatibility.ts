// Will this build run beside what is live? Judged the way the federation runtime
// resolves shared singletons under `loaded-first`: the shell's copy is loaded first
// and wins, so the live shell's version must satisfy every range a remote requires.
// Between two remotes, each one's version must satisfy the other's range, but only
// for singletons the shell does not provide: whichever remote loads first provides
// those to the other. One the shell provides is the shell's copy for every remote, so
// a blogs built against shared 1.1.0 runs beside a catalogue built against 1.0.0 once
// the shell provides 1.1.0. Versions are compared with semver, prereleases included.
import semver from 'semver';
import type { SharedSingletons } from './build-info';

/** One side of a comparison: "blogs 1.4.0" or "the live shell". */
export interface Side {
  label: string;
  shared: SharedSingletons;
}

const OPTIONS = { includePrerelease: true };

function satisfies(version: string, range: string | undefined): boolean {
  if (!range || range === '*') return true;
  const valid = semver.valid(version) ?? semver.coerce(version, OPTIONS)?.version;
  if (!valid || !semver.validRange(range, OPTIONS)) return false;
  return semver.satisfies(valid, range, OPTIONS);
}

const describe = (name: string, entry: { version: string; requiredVersion?: string }) =>
  `${name} ${entry.version}${entry.requiredVersion ? ` (requires ${entry.requiredVersion})` : ''}`;

/** Clashes between a candidate and the shell whose copies it will use: one message per singleton. */
export function clashesWithShell(candidate: Side, shell: Side): string[] {
  const problems: string[] = [];
  for (const [name, wanted] of Object.entries(candidate.shared)) {
    const provided = shell.shared[name];
    if (!provided) continue;
    if (!satisfies(provided.version, wanted.requiredVersion)) {
      problems.push(`${candidate.label} was built against ${describe(name, wanted)}, but ${shell.label} provides ${name} ${provided.version}`);
    }
  }
  return problems;
}

/** Clashes between two remotes that may share a page: each must accept the other's copy of what the shell does not provide. */
export function clashesBetween(candidate: Side, other: Side, shell?: Side): string[] {
  const problems: string[] = [];
  for (const [name, mine] of Object.entries(candidate.shared)) {
    const theirs = other.shared[name];
    if (!theirs || shell?.shared[name]) continue;
    if (!satisfies(theirs.version, mine.requiredVersion) || !satisfies(mine.version, theirs.requiredVersion)) {
      problems.push(`${candidate.label} was built against ${describe(name, mine)}, but ${other.label} was built against ${describe(name, theirs)}`);
    }
  }
  return problems;
}
