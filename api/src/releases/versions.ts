import semver from 'semver';

/** Orders versions as semver does (1.10.0 after 1.9.0, 1.4.0-rc.1 before 1.4.0); anything else by text, after them. */
export function compareVersions(a: string, b: string): number {
  const va = semver.valid(a);
  const vb = semver.valid(b);
  if (va && vb) return semver.compare(va, vb);
  if (va) return -1;
  if (vb) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
