// npm run admin -- user add|reset|disable|enable|list (src/admin/admin-command.ts).
import { ADMIN_USAGE, parseAdminArgs, runAdminCommand, UsageError } from '../src/admin/admin-command';
import { parseArgvOrExit, withExistingDatabase } from './cli';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) console.error('Type the password, then Enter and Ctrl-D:');
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

async function main(): Promise<void> {
  const command = parseArgvOrExit(parseAdminArgs, (error) => (error instanceof UsageError ? error.message.trim() : undefined));
  if (command.command === 'help') {
    console.log(ADMIN_USAGE.trim());
    return;
  }
  try {
    console.log(await withExistingDatabase((db) => runAdminCommand(db, command, readStdin)));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
