// npm run leads -- status | retry [--failed] | --help (src/lead-delivery/leads-command.ts).
import { deliveryStatus, LEADS_USAGE, parseLeadsArgs, retry, UsageError } from '../src/lead-delivery/leads-command';
import { parseArgvOrExit, withExistingDatabase } from './cli';

async function main(): Promise<void> {
  const command = parseArgvOrExit(parseLeadsArgs, (error) => (error instanceof UsageError ? error.message : undefined));
  if (command.command === 'help') {
    console.log(LEADS_USAGE);
    return;
  }
  await withExistingDatabase(async (db, config) => {
    if (command.command === 'status') console.log(await deliveryStatus(db, config.leadDelivery));
    else console.log(await retry(db, config.leadDelivery, command.failed));
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
