// npm run leads -- status | retry [--failed] | --help (src/lead-delivery/leads-command.ts).
import { deliveryStatus, LEADS_USAGE, parseLeadsArgs, retry, UsageError } from '../src/lead-delivery/leads-command';
import { withExistingDatabase } from './cli';

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
  await withExistingDatabase(async (db, config) => {
    if (command.command === 'status') console.log(await deliveryStatus(db, config.leadDelivery));
    else console.log(await retry(db, config.leadDelivery, command.failed));
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
