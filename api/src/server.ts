// The production entry point: read the environment, migrate, seed an empty
// database, listen, and shut down cleanly on SIGINT/SIGTERM.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig, REPO_ROOT } from './config';
import * as content from './content/index';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isCatalogueEmpty, seedDatabase } from './db/seed';
import type { StaticSiteOptions } from './plugins/app/static-site';

/**
 * The site is served too unless SERVE_SITE=0. Without SHELL_DIR the default
 * shell/dist is used when it has been built; otherwise the process serves the
 * API alone (npm start -w api before any build).
 */
export function siteOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): StaticSiteOptions | undefined {
  if (env.SERVE_SITE === '0' || env.SERVE_SITE === 'false') return undefined;
  const shellDir = path.resolve(REPO_ROOT, env.SHELL_DIR ?? 'shell/dist');
  if (!env.SHELL_DIR && !fs.existsSync(path.join(shellDir, 'index.html'))) {
    console.warn(`The shell is not built (${shellDir}): serving the API only.`);
    return undefined;
  }
  return { shellDir, deployDir: path.resolve(REPO_ROOT, env.DEPLOY_DIR ?? 'deploy') };
}

export async function startServer(
  config: AppConfig = loadConfig(),
  site: StaticSiteOptions | undefined = siteOptionsFromEnv(),
): Promise<FastifyInstance> {
  const database = openDatabase(config.database, config.databaseTimeouts);
  try {
    await database.withoutStatementTimeout(async (db) => {
      await migrateToLatest(db, database.schema);
      if (await isCatalogueEmpty(db)) await seedDatabase(db, content);
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config, site, database, closeDatabase: true });
  const address = await app.listen({ host: config.host, port: config.port });
  const shownUrl = address.replace('://[::1]', '://localhost').replace('://0.0.0.0', '://127.0.0.1');
  console.log(`Safarnama Holidays listening on ${shownUrl} (database: ${database.dialect})`);
  return app;
}

function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (require.main === module) {
  startServer().then(closeOnSignals, (error) => {
    // A configuration mistake is the operator's to fix: say which variable, not where in our code.
    if (error instanceof ConfigError) console.error(`Server failed to start. ${error.message}`);
    else console.error('Server failed to start:', error);
    process.exit(1);
  });
}
