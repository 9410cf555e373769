// What every command-line script of the API shares: --help answered before anything
// runs, and a database that must already exist for the scripts that only read or
// change one (a mistyped SQLite path would otherwise become a new, empty database,
// and the export an empty file that looks like no leads).
import fs from 'node:fs';
import type { DatabaseConfig } from '../src/config';

/** Prints `usage` and exits 0 when --help or -h is among the arguments. */
export function answerHelp(usage: string, args = process.argv.slice(2)): void {
  if (!args.includes('--help') && !args.includes('-h')) return;
  console.log(usage.trim());
  process.exit(0);
}

/** Refuses a SQLite file that does not exist; PostgreSQL says for itself when a database is missing. */
export function requireExistingDatabase(config: DatabaseConfig): void {
  if (config.dialect !== 'sqlite' || config.filename === ':memory:' || fs.existsSync(config.filename)) return;
  console.error(
    `The database ${config.filename} does not exist (DATABASE_URL). Check the path, or create it: npm start does, and so does npm run db:migrate.`,
  );
  process.exit(1);
}
