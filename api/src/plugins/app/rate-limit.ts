// Rate limit for lead writes, counted in the database so that every server
// process behind a load balancer shares one budget per client address.
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { deleteExpiredRateLimits, incrementRateLimit } from '../../repositories/platform.repository';
import { RATE_LIMIT_MESSAGE } from './error-handler';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

function databaseStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  let lastCleanup = 0;
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
          if (now - lastCleanup > 10 * 60_000) {
            lastCleanup = now;
            deleteExpiredRateLimits(db, now - Math.max(windowMs, 60 * 60_000)).catch(() => undefined);
          }
        })
        .catch((error: Error) => callback(error));
    }

    // The plugin passes the route's merged rate-limit options (timeWindow in ms).
    child(routeOptions: object) {
      return new DatabaseRateLimitStore({ ...this.options, ...routeOptions });
    }
  };
}

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.db),
      // A counting failure must not lose a lead: let the write through.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(RATE_LIMIT_MESSAGE), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);

/** Route config for lead writes: one shared budget per client address. */
export function writeRateLimit(max: number, timeWindow: number) {
  return { max, timeWindow, groupId: 'lead-writes' };
}
