// npm run export -- enquiries|bookings|newsletter|contact [--since YYYY-MM-DD]
// Writes RFC 4180 CSV to stdout; the row count goes to stderr.
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { EXPORT_USAGE, exportLeads, parseExportArgs } from '../src/services/export.service';
import { answerHelp, requireExistingDatabase } from './cli';

answerHelp(EXPORT_USAGE);

function write(chunk: string): Promise<void> | void {
  if (process.stdout.write(chunk)) return;
  return new Promise((resolve) => process.stdout.once('drain', () => resolve()));
}

async function main(): Promise<void> {
  let args: ReturnType<typeof parseExportArgs>;
  try {
    args = parseExportArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const config = loadConfig();
  requireExistingDatabase(config.database);
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.schema);
    const count = await exportLeads(database.db, args.kind, args.since, write);
    console.error(`Exported ${count} ${args.kind} row(s)${args.since ? ` since ${args.since}` : ''}.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
