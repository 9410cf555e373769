// What every command-line script of the API shares: --help answered before anything
// runs, and a database that must already exist for the scripts that only read or
// change one (a mistyped SQLite path would otherwise become a new, empty database,
// and the export an empty file that looks like no leads).
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { type AppConfig, type DatabaseConfig, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';

/** Prints `usage` and exits 0 when --help or -h is among the arguments. */
export function answerHelp(usage: string, args = process.argv.slice(2)): void {
  if (!args.includes('--help') && !args.includes('-h')) return;
  console.log(usage.trim());
  process.exit(0);
}

/**
 * The script's arguments as `parse` reads them. A mistake in them (an error
 * `usageMessage` has a message for) is printed, and the script exits 2 before it
 * opens anything; any other error is thrown.
 */
export function parseArgvOrExit<T>(parse: (argv: string[]) => T, usageMessage: (error: unknown) => string | undefined): T {
  try {
    return parse(process.argv.slice(2));
  } catch (error) {
    const message = usageMessage(error);
    if (message === undefined) throw error;
    console.error(message);
    process.exit(2);
  }
}

/** Refuses a SQLite file that does not exist; PostgreSQL says for itself when a database is missing. */
export function requireExistingDatabase(config: DatabaseConfig): void {
  if (config.dialect !== 'sqlite' || config.filename === ':memory:' || fs.existsSync(config.filename)) return;
  console.error(
    `The database ${config.filename} does not exist (DATABASE_URL). Check the path, or create it: npm start does, and so does npm run db:migrate.`,
  );
  process.exit(1);
}

/**
 * Runs `work` on the database DATABASE_URL names, which must already exist, migrated
 * to the latest version, and closes it afterwards, also when `work` throws.
 */
export async function withExistingDatabase<T>(work: (db: Kysely<Database>, config: AppConfig) => Promise<T>): Promise<T> {
  const config = loadConfig();
  requireExistingDatabase(config.database);
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.schema);
    return await work(database.db, config);
  } finally {
    await database.close();
  }
}
