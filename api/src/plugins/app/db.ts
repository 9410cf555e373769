// The database connection as a decorator; closed with the app.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../../config';
import { type DatabaseHandle, type DialectName, openDatabase } from '../../db/database';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
    dbPing(): Promise<void>;
  }
}

export default fp(
  async (app, opts: { database: DatabaseConfig; handle?: DatabaseHandle; closeHandle?: boolean }) => {
    const handle = opts.handle ?? openDatabase(opts.database);
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
    app.decorate('dbPing', () => handle.ping());
    app.addHook('onClose', async () => {
      if (!opts.handle || opts.closeHandle) await handle.close();
    });
  },
  { name: 'db' },
);
