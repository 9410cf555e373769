/**
 * A small time-bounded cache for catalogue reads. The catalogue only changes when
 * the seed runs, so a few seconds of staleness are harmless, and each process
 * keeps its own copy (nothing here must be shared between processes).
 *
 * An expired value is not dropped at once: for one more period it is still
 * answered while a single reload runs behind it (stale-while-revalidate), and a
 * key being loaded is loaded once however many requests ask for it meanwhile.
 * Before this, every request that arrived while a busy key was reloading ran the
 * whole load itself: under load each expiry of a destination's search stalled
 * the server for 0.1-0.3 s (the bench's search lost a quarter of a second of
 * answers every 30 s and its slowest answer took 300 ms).
 *
 * A reload that fails in a way `keepOnFailure` accepts (the database does not
 * answer) keeps the value it would have replaced, however old: it is answered
 * for a little longer and the load is tried again, at most once a second per key
 * meanwhile. The catalogue a visitor saw a minute ago beats an error page.
 */
/** While loads fail and an old value is answered, each key's load is tried again at most this often. */
const KEPT_VALUE_RETRY_MS = 1000;

export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: V }>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Bumped by clear(): a load that started before it must not store what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly keepOnFailure: (error: unknown) => boolean = () => false,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The value under `key` while it is fresh. */
  get(key: string): V | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    return entry && entry.expires > Date.now() ? entry.value : undefined;
  }

  set(key: string, value: V): void {
    this.store(key, value, Date.now() + this.ttlMs);
  }

  private store(key: string, value: V, expires: number): void {
    if (!this.enabled) return;
    // Re-inserted, not updated in place: the Map's order is then the order of the
    // last loads, so a full cache drops the entry loaded longest ago, never a busy
    // key that a reload has just refreshed.
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { expires, value });
  }

  /**
   * The value under `key`: fresh, or expired by less than one period (then
   * reloaded behind the answer), or loaded now. `load` is given the value it
   * replaces, so that it can keep what did not change (EncodedBody.of does).
   * A failed reload behind the answer leaves the expired value to the next
   * request, which tries again; one that expired two periods ago waits for its
   * load, and gets the old value if the load fails as `keepOnFailure` allows.
   */
  getOrLoad(key: string, load: (previous: V | undefined) => Promise<V>): Promise<V> {
    if (!this.enabled) return load(undefined);
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      const now = Date.now();
      if (entry.expires > now) return Promise.resolve(entry.value);
      if (entry.expires + this.ttlMs > now) {
        // The reload's failure is the next request's to see, not this one's.
        this.reload(key, load, entry).catch(() => undefined);
        return Promise.resolve(entry.value);
      }
    }
    return this.reload(key, load, entry);
  }

  /** Starts the load of `key`, or joins the one under way. */
  private reload(key: string, load: (previous: V | undefined) => Promise<V>, previous: { value: V } | undefined): Promise<V> {
    const under = this.loading.get(key);
    if (under !== undefined) return under;
    const generation = this.generation;
    const loaded = Promise.resolve(previous?.value)
      .then(load)
      .then(
        (value) => {
          if (generation === this.generation) this.set(key, value);
          return value;
        },
        (error: unknown) => {
          if (previous === undefined || !this.keepOnFailure(error)) throw error;
          if (generation === this.generation) this.store(key, previous.value, Date.now() + Math.min(this.ttlMs, KEPT_VALUE_RETRY_MS));
          return previous.value;
        },
      );
    this.loading.set(key, loaded);
    const settled = () => {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    };
    loaded.then(settled, settled);
    return loaded;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}
