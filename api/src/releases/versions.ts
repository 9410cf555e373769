import semver from 'semver';

/** A version as a release folder may be named: it can never point outside one (no '/', no '..' at the start). */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/** One line of text for the audit log (--reason, --by): control and line-separator characters would forge lines in history. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
export const isOneLine = (text: string) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text);

/** Orders versions as semver does (1.10.0 after 1.9.0, 1.4.0-rc.1 before 1.4.0); anything else by text, after them. */
export function compareVersions(a: string, b: string): number {
  const va = semver.valid(a);
  const vb = semver.valid(b);
  if (va && vb) return semver.compare(va, vb);
  if (va) return -1;
  if (vb) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
