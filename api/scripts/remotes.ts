// npm run remotes -- <command>: the release commands (publish, pin, canary, promote,
// abort, release, rollback, preview-link) and what they read back (list, status,
// history), either through a site's release API with a team's token (--server <url>,
// RELEASE_TOKEN) or on this machine's database and release store (DATABASE_URL,
// RELEASE_FILES, DEPLOY_DIR); plus bootstrap and the tokens themselves, on this
// machine only. scripts/remotes.mjs runs this file with tsx.
//
// Exit codes: 0 done (or --help); 1 refused ("Refused: ...", nothing was changed) or
// failed; 2 a bad or missing argument (the message and the usage on stderr).
import { ReleaseError } from '../src/releases/release-error';
import { originArg, parseArgs, textFlag, UsageError } from './release-cli/arguments';
import type { Command } from './release-cli/command';
import { commandUsage, findCommand, generalUsage } from './release-cli/commands';
import { osUser } from './release-cli/os-user';

const NPM = 'npm run remotes --';

function usageError(message: string, command?: Command): number {
  const usage = command ? `Usage: ${NPM} ${command.name} ${command.synopsis}\nMore: ${NPM} ${command.name} --help` : generalUsage();
  console.error(`${message}\n\n${usage}`);
  return 2;
}

async function main([name, ...rest]: string[]): Promise<number> {
  if (name === undefined) return usageError('Which command?');
  if (name === 'help' || name === '--help' || name === '-h') {
    if (rest[0] === undefined || rest[0].startsWith('-')) {
      console.log(generalUsage());
      return 0;
    }
    const about = findCommand(rest[0]);
    if (!about) return usageError(`Unknown command "${rest[0]}".`);
    console.log(commandUsage(about));
    return 0;
  }
  const command = findCommand(name);
  if (!command) return usageError(`Unknown command "${name}".`);

  // Every argument is checked before the database is opened: a typo changes nothing and answers fast.
  let work: ReturnType<Command['prepare']>;
  let actor: string | undefined;
  let server: string | undefined;
  try {
    const args = parseArgs(rest, command.localOnly ? command.flags : [...command.flags, 'server']);
    if (args.help) {
      console.log(commandUsage(command));
      return 0;
    }
    work = command.prepare(args);
    actor = textFlag(args.flags.by, 'by', 100);
    server = command.localOnly ? undefined : originArg(args.flags.server ?? (process.env.RELEASE_SERVER?.trim() || undefined), 'server');
    if (server && actor) throw new UsageError('--by is not taken with --server: history records the owner of your RELEASE_TOKEN.');
  } catch (error) {
    if (error instanceof UsageError) return usageError(error.message, command);
    throw error;
  }

  // required here, not imported above: it loads the database drivers, which --help and a typo never need
  const { isConfigError, openContext, openServerContext } = require('./release-cli/context') as typeof import('./release-cli/context');
  let opened: Awaited<ReturnType<typeof openContext>>;
  try {
    opened = server ? { context: openServerContext(server), close: async () => undefined } : await openContext(actor ?? osUser());
  } catch (error) {
    if (!isConfigError(error)) throw error;
    console.error(`${NPM} ${command.name}: ${error.message}`);
    return 1;
  }
  try {
    await work(opened.context);
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(`Refused: ${error.message}`);
    return 1;
  } finally {
    await opened.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
