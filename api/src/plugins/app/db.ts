// The database connection as a decorator; closed with the app.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseConfig, DatabaseTimeouts } from '../../config';
import { type DatabaseHandle, type DialectName, openDatabase } from '../../db/database';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
    /** Rejects when the database does not answer; within `timeoutMs` when given (a DatabaseUnavailableError). */
    dbPing(timeoutMs?: number): Promise<void>;
  }
}

export default fp(
  async (app, opts: { database: DatabaseConfig; timeouts?: DatabaseTimeouts; handle?: DatabaseHandle; closeHandle?: boolean }) => {
    const handle = opts.handle ?? openDatabase(opts.database, opts.timeouts);
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
    app.decorate('dbPing', (timeoutMs?: number) => handle.ping(timeoutMs));
    app.addHook('onClose', async () => {
      if (!opts.handle || opts.closeHandle) await handle.close();
    });
  },
  { name: 'db' },
);
