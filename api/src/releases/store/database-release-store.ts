// Published files in the database (release_files), for several servers: whichever
// server a team publishes through, every other server on the same database serves
// the version at once. A version's rows are inserted in one transaction, so it is
// there whole or not at all. Rows never change, so a file read once is kept in
// memory (up to CACHE_BYTES, the least recently read dropped first).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type BuildFiles, isSafeReleasePath } from '../build-files';
import type { Executor, ReleaseStore } from './release-store';

const CACHE_BYTES = 64 * 1024 * 1024;

export class DatabaseReleaseStore implements ReleaseStore {
  readonly kind = 'database' as const;
  private readonly cache = new Map<string, Buffer>();
  private cachedBytes = 0;

  constructor(private readonly db: Kysely<Database>) {}

  describe(): string {
    return 'the database (release_files)';
  }

  async has(remote: string, version: string, db?: Executor): Promise<boolean> {
    return (await this.read(remote, version, 'mf-manifest.json', db)) !== null;
  }

  async read(remote: string, version: string, file: string, db: Executor = this.db): Promise<Buffer | null> {
    if (!isSafeReleasePath(file)) return null;
    const key = `${remote}\n${version}\n${file}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) {
      // re-inserted: the Map's order is the order of last use
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const row = await db
      .selectFrom('release_files')
      .select('content')
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('path', '=', file)
      .executeTakeFirst();
    const content = row ? Buffer.from(row.content) : null;
    // a missing file is not remembered: the version may be published a moment later
    if (content) this.remember(key, content);
    return content;
  }

  private remember(key: string, content: Buffer): void {
    if (content.length > CACHE_BYTES / 8) return;
    this.cache.set(key, content);
    this.cachedBytes += content.length;
    for (const [oldest, value] of this.cache) {
      if (this.cachedBytes <= CACHE_BYTES) break;
      this.cache.delete(oldest);
      this.cachedBytes -= value.length;
    }
  }

  async write(remote: string, version: string, files: BuildFiles): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('release_files').select('path').where('remote', '=', remote).where('version', '=', version).limit(1).executeTakeFirst();
      if (existing) return false;
      const rows = [...files].map(([path, content]) => ({ remote, version, path, content }));
      // a few hundred rows per statement: within PostgreSQL's and SQLite's parameter limits
      for (let i = 0; i < rows.length; i += 200) {
        const inserted = await trx
          .insertInto('release_files')
          .values(rows.slice(i, i + 200))
          .onConflict((oc) => oc.columns(['remote', 'version', 'path']).doNothing())
          .executeTakeFirst();
        // another server wrote this version meanwhile: its rows stand, ours roll back
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== Math.min(200, rows.length - i)) throw new VersionTaken();
      }
      return true;
    }).catch((error: unknown) => {
      if (error instanceof VersionTaken) return false;
      throw error;
    });
  }
}

class VersionTaken extends Error {}
