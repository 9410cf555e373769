// Per-client budgets, counted in the database so that every server process
// behind a load balancer shares one budget per client address: the request limits
// (lead writes, chat, captcha: 429 over them) and search tracking's own, which
// never refuses a search: over it, the search is answered and its row not stored.
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database, NewSearchEvent } from '../../db/schema';
import { countSearchEventHits } from '../../repositories/leads.repository';
import { deleteExpiredRateLimits, incrementRateLimit } from '../../repositories/platform.repository';
import type { RowBudget } from '../../services/search-tracking';
import { RATE_LIMIT_MESSAGE } from './error-handler';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const lastSweep = new WeakMap<Kysely<Database>, number>();

/** Deletes counters whose window ended long ago, at most every ten minutes per database (any budget's count may do it). */
function sweepNowAndThen(db: Kysely<Database>, now: number, windowMs: number): void {
  if (now - (lastSweep.get(db) ?? 0) <= 10 * 60_000) return;
  lastSweep.set(db, now);
  deleteExpiredRateLimits(db, now - Math.max(windowMs, 60 * 60_000)).catch(() => undefined);
}

function databaseStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore {
    private readonly options: { timeWindow?: number };

    constructor(options: object = {}) {
      this.options = options as { timeWindow?: number };
    }

    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      const windowMs = Number(timeWindow ?? this.options.timeWindow ?? 60_000);
      const now = Date.now();
      incrementRateLimit(db, key, now, windowMs)
        .then(({ hits, windowStart }) => {
          callback(null, { current: hits, ttl: Math.max(0, windowStart + windowMs - now) });
          sweepNowAndThen(db, now, windowMs);
        })
        .catch((error: Error) => callback(error));
    }

    // The plugin passes the route's merged rate-limit options (timeWindow in ms).
    child(routeOptions: object) {
      return new DatabaseRateLimitStore({ ...this.options, ...routeOptions });
    }
  };
}

/**
 * Search-tracking rows per client address per window. The writer asks once per
 * batch (one statement per client in it), behind the answers, so the busiest
 * request never waits for the count.
 */
export class SearchTrackingBudget implements RowBudget {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async admit(rows: NewSearchEvent[]): Promise<NewSearchEvent[]> {
    const byClient = new Map<string, NewSearchEvent[]>();
    for (const row of rows) {
      const ip = row.user_ip ?? '';
      const list = byClient.get(ip);
      if (list) list.push(row);
      else byClient.set(ip, [row]);
    }
    const now = Date.now();
    // Built only when some client went over: nearly every batch is admitted whole.
    let refused: Set<NewSearchEvent> | null = null;
    for (const [ip, clientRows] of byClient) {
      const count = await countSearchEventHits(this.db, `search-tracking:${ip}`, clientRows.length, now, this.windowMs);
      const before = count - clientRows.length;
      const room = Math.max(0, Math.min(clientRows.length, this.max - before));
      if (room === clientRows.length) continue;
      refused ??= new Set();
      for (const row of clientRows.slice(room)) refused.add(row);
      // Once per client and window: when this batch crossed the budget.
      if (before < this.max) {
        this.log.warn({ clientIp: ip, max: this.max, windowMs: this.windowMs }, 'search tracking: a client went over its budget; its searches are answered but not recorded until the window ends');
      }
    }
    sweepNowAndThen(this.db, now, this.windowMs);
    const over = refused;
    return over ? rows.filter((row) => !over.has(row)) : rows;
  }
}

export default fp(
  async (app) => {
    const { searchTrackingRateLimitMax, rateLimitWindowMs } = app.config;
    app.services.searchTracking.limitRows(new SearchTrackingBudget(app.db, searchTrackingRateLimitMax, rateLimitWindowMs, app.log));
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.db),
      // A counting failure must not lose a lead: let the write through.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(RATE_LIMIT_MESSAGE), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limit', dependencies: ['db', 'services'] },
);

/** Route config for lead writes: one shared budget per client address. */
export function writeRateLimit(max: number, timeWindow: number) {
  return { max, timeWindow, groupId: 'lead-writes' };
}
