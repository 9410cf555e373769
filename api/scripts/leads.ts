// npm run leads -- status | retry [--failed] | --help (src/lead-delivery/leads-command.ts).
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { deliveryStatus, LEADS_USAGE, parseLeadsArgs, retry, UsageError } from '../src/lead-delivery/leads-command';
import { requireExistingDatabase } from './cli';

async function main(): Promise<void> {
  let command: ReturnType<typeof parseLeadsArgs>;
  try {
    command = parseLeadsArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  if (command.command === 'help') {
    console.log(LEADS_USAGE);
    return;
  }
  const config = loadConfig();
  requireExistingDatabase(config.database);
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.schema);
    if (command.command === 'status') console.log(await deliveryStatus(database.db, config.leadDelivery));
    else console.log(await retry(database.db, config.leadDelivery, command.failed));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
