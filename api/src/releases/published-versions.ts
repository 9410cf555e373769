// Which remote versions' files the site may serve: only those whose publish has
// completed (their row in remote_versions). Files are written before that row, so
// without this check a version being published, one whose publish failed halfway, or
// files put into the deploy folder by hand would be public under /remotes/ before any
// release manager published them. Published versions never stop being published, so a
// yes is kept for good; a no is asked again next time (another process may publish).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findVersion } from '../repositories/release.repository';
import { VERSION_PATTERN } from './versions';

const REMOTE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

export class PublishedVersions {
  private readonly known = new Set<string>();

  constructor(private readonly db: Kysely<Database>) {}

  async has(remote: string, version: string): Promise<boolean> {
    const key = `${remote}@${version}`;
    if (this.known.has(key)) return true;
    if (!REMOTE_PATTERN.test(remote) || !VERSION_PATTERN.test(version)) return false;
    if (!(await findVersion(this.db, remote, version))) return false;
    this.known.add(key);
    return true;
  }
}

/** The remote and version a /remotes/<remote>/<version>/<file> URL names; null for anything else. */
export function releaseOfUrl(url: string): { remote: string; version: string } | null {
  const match = /^\/remotes\/([^/?#]+)\/([^/?#]+)\//.exec(url);
  return match ? { remote: match[1]!, version: match[2]! } : null;
}
