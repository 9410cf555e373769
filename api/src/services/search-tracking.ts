// Search-tracking rows, written behind the answer. Every destination search
// stores a row and searches are the busiest request: waiting for the commit of
// that row held each search up for most of its time. So a row is only
// queued in memory; the queue is written in multi-row INSERTs every 250 ms, or
// at once when a full batch is waiting, one INSERT at a time.
//
// - A clean stop loses nothing: SIGTERM/SIGINT run app.close(), whose onClose
//   hook (plugins/app/services.ts) calls close() before the database closes, and
//   close() writes every queued row. A crash (SIGKILL) can lose the rows of the
//   last quarter second; they are marketing counts, never leads.
// - A row the database could refuse never reaches it: every text a visitor sent
//   is cleaned by the tracking rule (cleanTrackingText: no control, format or
//   separator characters, which PostgreSQL refuses or readers cannot see) and a
//   number that does not fit its integer column is not stored. A row refused
//   anyway (a constraint) costs its batch little: the batch is split in halves
//   until the refused row is alone, which is logged and dropped (a 200-row batch
//   with one bad row takes about 16 statements, not 200).
// - Each client has a budget of rows per window (limitRows, set up by the
//   rate-limit plugin): the search is answered all the same, only rows over the
//   budget are not stored.
// - When the database cannot be reached, the rows stay queued and are retried
//   every second. The queue is bounded (maxQueued rows, a few MB) so that an
//   outage cannot grow memory without bound: rows arriving to a full queue are
//   dropped and how many is logged.
import { type Kysely, sql } from 'kysely';
import type { Database, NewSearchEvent } from '../db/schema';
import { WRITER_THREAD_EXITED } from '../db/sqlite-writer-thread';
import { insertSearchEvents } from '../repositories/leads.repository';
import { cleanTrackingText, fitsInt32 } from '@safarnama/contracts';

/** The logger calls the writer makes (Fastify's pino logger fits). */
export interface TrackingLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Which rows of a batch may be stored (each client's rows up to its budget); rejects when the database cannot be reached. */
export interface RowBudget {
  admit(rows: NewSearchEvent[]): Promise<NewSearchEvent[]>;
}

/** A visitor's text as the database will take it (the tracking rule); anything else is left as it is. */
function clean<T>(value: T): T {
  return (typeof value === 'string' ? cleanTrackingText(value) : value) as T;
}

/**
 * The row as the database will take it: every column that carries what a visitor
 * sent is cleaned by the tracking rule, an id that does not fit is left out. In
 * place, and column by column rather than looped over the column names: the
 * writer owns the rows it queues, and both a copy per search and the lookups by a
 * varying key (row[column]) showed in the search's profile. `payloadClean`: the
 * texts that came from the tracking payload are already as the rule leaves them
 * (the fast parser's answer: printable ASCII, trimmed), so only the search text
 * and the page name are cleaned.
 */
function makeStorable(row: NewSearchEvent, payloadClean: boolean): NewSearchEvent {
  row.page_name = clean(row.page_name);
  row.destination_query = clean(row.destination_query);
  if (!payloadClean) {
    row.month = clean(row.month);
    row.device_type = clean(row.device_type);
    row.browser = clean(row.browser);
    row.source = clean(row.source);
    row.source_media = clean(row.source_media);
    row.utm_source = clean(row.utm_source);
    row.utm_medium = clean(row.utm_medium);
    row.utm_campaign = clean(row.utm_campaign);
    row.utm_content = clean(row.utm_content);
  }
  if (row.destination_id != null && !fitsInt32(row.destination_id)) row.destination_id = null;
  if (row.website_id != null && !fitsInt32(row.website_id)) row.website_id = 1;
  return row;
}

export interface SearchEventWriterOptions {
  /** Longest wait of a queued row before its batch is written. */
  intervalMs?: number;
  /** Rows per INSERT; a queue this long is written at once. */
  maxBatch?: number;
  /** Rows kept while the database is unreachable; more are dropped. */
  maxQueued?: number;
  /** Wait before trying again after the database could not be reached. */
  retryMs?: number;
}

/** Each option when it is not given. */
const DEFAULTS: Required<SearchEventWriterOptions> = { intervalMs: 250, maxBatch: 200, maxQueued: 10_000, retryMs: 1000 };

export class SearchEventWriter {
  private readonly intervalMs: number;
  private readonly maxBatch: number;
  private readonly maxQueued: number;
  private readonly retryMs: number;
  private queue: NewSearchEvent[] = [];
  /** The INSERT under way (at most one); resolves false when the database could not be reached. */
  private writing: Promise<boolean> | null = null;
  private inFlight = 0;
  private timer: NodeJS.Timeout | null = null;
  /** Set after a failed attempt: new rows wait for the retry timer instead of hammering the database. */
  private unreachable = false;
  private lastError: unknown = null;
  // Rows ever queued and rows stored or refused: flush() waits until the second
  // reaches what the first was when it was called.
  private queuedCount = 0;
  private settledCount = 0;
  private droppedCount = 0;
  private closed = false;
  private budget: RowBudget | null = null;
  /**
   * Rows counted against their client's budget that went back to the queue (the
   * database could not be reached): a retried batch does not count them again.
   * Empty but for an outage, so that a batch's rows cost no bookkeeping.
   */
  private readonly counted = new Set<NewSearchEvent>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: TrackingLog,
    options: SearchEventWriterOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? DEFAULTS.intervalMs;
    this.maxBatch = options.maxBatch ?? DEFAULTS.maxBatch;
    this.maxQueued = options.maxQueued ?? DEFAULTS.maxQueued;
    this.retryMs = options.retryMs ?? DEFAULTS.retryMs;
  }

  /** Rows waiting to be written (including the batch being written). */
  get pending(): number {
    return this.queue.length + this.inFlight;
  }

  /** From now on each client's rows are stored up to its budget; the rest are counted as settled and dropped. */
  limitRows(budget: RowBudget | null): void {
    this.budget = budget;
  }

  /**
   * Queues a row (the writer's from then on: it is cleaned in place); never waits
   * and never throws. `payloadClean` only for a row whose payload texts the fast
   * parser answered (hasCleanTrackingTexts).
   */
  write(row: NewSearchEvent, payloadClean = false): void {
    if (this.closed) {
      this.log.warn({ row }, 'search tracking: a row arrived after shutdown and is not stored');
      return;
    }
    if (this.pending >= this.maxQueued) {
      if (this.droppedCount === 0) {
        this.log.warn({ queued: this.pending }, 'search tracking: the queue is full (the database is not keeping up); new rows are dropped until it drains');
      }
      this.droppedCount++;
      return;
    }
    this.queue.push(makeStorable(row, payloadClean));
    this.queuedCount++;
    if (this.queue.length >= this.maxBatch && !this.unreachable) void this.writeNext();
    else this.schedule(this.intervalMs);
  }

  /**
   * Writes every row queued before the call. Rejects with the database's error
   * when it could not be reached (the rows stay queued and are retried).
   */
  async flush(): Promise<void> {
    const target = this.queuedCount;
    while (this.settledCount < target) {
      if (!(await this.writeNext())) throw this.lastError;
    }
  }

  /** Writes every queued row (the onClose hook); rows still unwritable then are logged as lost. */
  async close(): Promise<void> {
    this.closed = true;
    this.clearTimer();
    try {
      await this.flush();
    } catch (error) {
      this.log.error({ err: error, lost: this.pending }, 'search tracking: the database could not be reached at shutdown; the queued rows are lost');
      this.queue = [];
      this.counted.clear();
    }
    this.reportDropped();
  }

  private schedule(delayMs: number): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.writeNext();
    }, delayMs);
    // A pending batch must not keep a process alive that is otherwise done; close() writes it.
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Starts the next batch, or joins the one under way. */
  private writeNext(): Promise<boolean> {
    if (this.writing) return this.writing;
    if (this.queue.length === 0) return Promise.resolve(true);
    this.clearTimer();
    const batch = this.queue.splice(0, this.maxBatch);
    this.inFlight = batch.length;
    this.writing = this.writeBatch(batch).then((ok) => {
      this.inFlight = 0;
      this.writing = null;
      this.unreachable = !ok;
      if (!ok) this.schedule(this.retryMs);
      else if (this.queue.length >= this.maxBatch) void this.writeNext();
      else if (this.queue.length > 0) this.schedule(this.intervalMs);
      if (ok) this.reportDropped();
      return ok;
    });
    return this.writing;
  }

  /** Never rejects: false when the database could not be reached (the unwritten rows go back to the queue's front). */
  private async writeBatch(batch: NewSearchEvent[]): Promise<boolean> {
    let rows: NewSearchEvent[];
    try {
      rows = await this.withinBudget(batch);
    } catch (error) {
      return this.requeue(batch, error);
    }
    // The rows to write, in order; a refused part is split in halves until the refused row is alone.
    const parts = [rows];
    while (parts.length > 0) {
      const part = parts.shift() as NewSearchEvent[];
      if (part.length === 0) continue;
      try {
        await insertSearchEvents(this.db, part);
        this.settle(part);
      } catch (error) {
        if (await this.databaseUnavailable(error)) return this.requeue(part.concat(...parts), error, true);
        if (part.length === 1) {
          this.log.error({ err: error, row: part[0] }, 'search tracking: the database refused a row; it is dropped (the rest of its batch is stored)');
          this.settle(part);
        } else {
          const half = Math.ceil(part.length / 2);
          parts.unshift(part.slice(0, half), part.slice(half));
        }
      }
    }
    return true;
  }

  /**
   * The batch's rows within their clients' budgets; the others are settled here.
   * Rejects when the database cannot be reached; a budget that fails otherwise lets
   * every row through, as the request limits do.
   */
  private async withinBudget(batch: NewSearchEvent[]): Promise<NewSearchEvent[]> {
    const budget = this.budget;
    if (!budget) return batch;
    const uncounted = this.counted.size === 0 ? batch : batch.filter((row) => !this.counted.has(row));
    if (uncounted.length === 0) return batch;
    let admitted: NewSearchEvent[];
    try {
      admitted = await budget.admit(uncounted);
    } catch (error) {
      if (await this.databaseUnavailable(error)) throw error;
      this.log.warn({ err: error }, 'search tracking: the per-client budget could not be counted; the rows are stored');
      admitted = uncounted;
    }
    if (admitted.length === batch.length) return batch;
    const kept = new Set(admitted);
    for (const row of batch) if (this.counted.has(row)) kept.add(row);
    const keptRows = batch.filter((row) => kept.has(row));
    this.settledCount += batch.length - keptRows.length;
    return keptRows;
  }

  /** Rows stored, or refused and dropped: done with. */
  private settle(rows: NewSearchEvent[]): void {
    this.settledCount += rows.length;
    if (this.counted.size > 0) for (const row of rows) this.counted.delete(row);
  }

  /** Puts rows back at the queue's front; `counted` when their budget was already counted. */
  private requeue(rows: NewSearchEvent[], error: unknown, counted = false): false {
    if (counted && this.budget) for (const row of rows) this.counted.add(row);
    this.queue = rows.concat(this.queue);
    this.lastError = error;
    if (!this.unreachable) this.log.error({ err: error, queued: this.queue.length }, 'search tracking: the database cannot be reached; rows stay queued and are retried');
    return false;
  }

  /** True when the database, not the row, is the problem: it is busy or does not answer. */
  private async databaseUnavailable(error: unknown): Promise<boolean> {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && (/^SQLITE_(BUSY|LOCKED)/.test(code) || code === WRITER_THREAD_EXITED)) return true;
    try {
      await sql`select 1`.execute(this.db);
      return false;
    } catch {
      return true;
    }
  }

  private reportDropped(): void {
    if (this.droppedCount === 0) return;
    this.log.error({ dropped: this.droppedCount }, 'search tracking: rows were dropped while the queue was full');
    this.droppedCount = 0;
  }
}
