// One release command: its usage, its help, how its arguments are read (before
// anything is opened) and the work it does on a Context.
import type { FlagName, ParsedArgs } from './arguments';
import type { Context } from './context';

export interface Command {
  name: string;
  /** What follows the command's name in its usage line. */
  synopsis: string;
  summary: string;
  /** The rest of `<command> --help`: what it does, what it refuses, examples. */
  help: string;
  flags: readonly FlagName[];
  /** Works on this machine's database only (bootstrap, token): --server is not offered. */
  localOnly?: boolean;
  /** Reads the arguments (a UsageError when they are wrong) and returns the work to do. */
  prepare(args: ParsedArgs): (context: Context) => Promise<void>;
}

export function command<Input>(spec: Omit<Command, 'prepare'> & { parse(args: ParsedArgs): Input; run(context: Context, input: Input): Promise<void> }): Command {
  const { parse, run, ...meta } = spec;
  return {
    ...meta,
    prepare(args) {
      const input = parse(args);
      return (context) => run(context, input);
    },
  };
}
