// Group commit for search-tracking rows. Every destination search stores a row,
// and searches are the busiest write. Rows that arrive while a commit is running
// are inserted together by the next single multi-row INSERT. Each request still
// waits for the commit that holds its row, so an answered search is never
// missing its row; concurrent searches simply share one commit.
import type { Kysely } from 'kysely';
import type { Database, NewSearchEvent } from '../db/schema';
import { insertSearchEvent, insertSearchEvents } from '../repositories/leads.repository';

interface Pending {
  row: NewSearchEvent;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const MAX_BATCH = 200;

export class SearchEventWriter {
  private queue: Pending[] = [];
  private flushing = false;
  private scheduled = false;

  constructor(private readonly db: Kysely<Database>) {}

  write(row: NewSearchEvent): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    // Let the requests that are already parsed join this commit.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.flushing || this.queue.length === 0) return;
    this.flushing = true;
    const batch = this.queue.splice(0, MAX_BATCH);
    try {
      await insertSearchEvents(
        this.db,
        batch.map((p) => p.row),
      );
      for (const p of batch) p.resolve();
    } catch {
      // Isolate the failing row instead of failing every search in the batch.
      for (const p of batch) {
        try {
          await insertSearchEvent(this.db, p.row);
          p.resolve();
        } catch (error) {
          p.reject(error);
        }
      }
    } finally {
      this.flushing = false;
      if (this.queue.length > 0) this.schedule();
    }
  }
}
