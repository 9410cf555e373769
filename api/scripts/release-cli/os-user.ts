import os from 'node:os';

/** Who acts when --by is not given: the OS user (a container without a passwd entry has none). */
export function osUser(): string {
  try {
    return os.userInfo().username || 'unknown';
  } catch {
    return process.env.USER || process.env.LOGNAME || 'unknown';
  }
}
