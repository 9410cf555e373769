// The read services (catalogue, blogs): queries over the database whose results
// are kept briefly per process, as TtlCache explains. While the database does not
// answer, a result read before is answered instead of an error.
import type { Kysely } from 'kysely';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import type { Database } from '../db/schema';
import { TtlCache } from '../lib/ttl-cache';

export abstract class CachedReads {
  private readonly cache: TtlCache<unknown>;

  constructor(
    protected readonly db: Kysely<Database>,
    cacheTtlMs: number,
  ) {
    this.cache = new TtlCache(cacheTtlMs, undefined, isDatabaseUnavailable);
  }

  /** The cached result under `key`, or what `load` gives (then cached); `load` is given the value it replaces. */
  protected cached<T>(key: string, load: (previous: T | undefined) => Promise<T>): Promise<T> {
    return this.cache.getOrLoad(key, load as (previous: unknown) => Promise<unknown>) as Promise<T>;
  }

  clearCache(): void {
    this.cache.clear();
  }
}
