// Visitor addresses are kept only as long as they help against abuse: after
// SEARCH_EVENT_IP_RETENTION_DAYS the address of a search and of a Luna message is
// blanked. The sweep runs when the server starts and then every hour; with several
// server processes each sweeps, which is harmless (the update finds nothing left).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface RetentionReport {
  searchEvents: number;
  chatMessages: number;
}

export interface RetentionLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

const DAY_MS = 24 * 60 * 60_000;
export const SWEEP_EVERY_MS = 60 * 60_000;

/** Blanks the addresses stored before `retentionDays` ago. */
export async function sweepExpiredAddresses(db: Kysely<Database>, retentionDays: number, nowMs = Date.now()): Promise<RetentionReport> {
  const before = new Date(nowMs - retentionDays * DAY_MS).toISOString();
  // a search stores the visitor's address in both columns (leads.service.ts)
  const searches = await db
    .updateTable('search_events')
    .set({ user_ip: '', server_ip: '' })
    .where('created_at', '<', before)
    .where((eb) => eb.or([eb('user_ip', '<>', ''), eb('server_ip', '<>', '')]))
    .executeTakeFirst();
  const chats = await db.updateTable('chat_messages').set({ client_ip: '' }).where('created_at', '<', before).where('client_ip', '<>', '').executeTakeFirst();
  return { searchEvents: Number(searches.numUpdatedRows), chatMessages: Number(chats.numUpdatedRows) };
}

/** Runs the sweep at start and then every SWEEP_EVERY_MS; a failed sweep is logged and tried at the next. */
export class RetentionSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly retentionDays: number,
    private readonly log: RetentionLog,
    private readonly everyMs = SWEEP_EVERY_MS,
  ) {}

  start(): void {
    this.sweep();
    this.timer = setInterval(() => this.sweep(), this.everyMs);
    this.timer.unref();
  }

  /** The sweep under way, if any (tests wait for the first). */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private sweep(): void {
    if (this.stopped || this.running) return;
    this.running = sweepExpiredAddresses(this.db, this.retentionDays)
      .then((report) => {
        if (report.searchEvents + report.chatMessages > 0) this.log.info({ ...report, retentionDays: this.retentionDays }, 'privacy: blanked visitor addresses past their retention');
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'privacy: the address retention sweep failed; it runs again within the hour'))
      .finally(() => {
        this.running = null;
      });
  }
}
