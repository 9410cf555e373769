// Reading a release command's arguments, before anything is opened: a mistake
// here is a UsageError (exit 2, with the command's usage), never a half-run command.
// This file imports nothing heavy, so `--help` and a typo answer quickly.
import { parseArgs as readTokens } from 'node:util';
import apps from '../../../apps.json';
import { isHttpOrigin } from '../../src/lib/origin';
import { MAX_PREVIEW_TTL_MS, parseDuration } from '../../src/releases/preview-token';
import { isOneLine, VERSION_PATTERN } from '../../src/releases/versions';

export const REMOTES = Object.keys(apps.remotes);

/** A bad or missing argument: the message and the command's usage go to stderr, exit 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export type FlagName = 'json' | 'by' | 'reason' | 'from' | 'limit' | 'ttl' | 'origin' | 'server' | 'team' | 'can' | 'name' | 'expires' | 'release-manager' | 'cdn';
const BOOLEAN_FLAGS: ReadonlySet<FlagName> = new Set(['json', 'release-manager']);

export interface ParsedArgs {
  positionals: string[];
  flags: Partial<Record<FlagName, string | true>>;
  /** --help or -h anywhere: print the usage, whatever else is there. */
  help: boolean;
}

/**
 * Splits argv into positionals and the flags `allowed` names (--flag value or --flag=value).
 * node reads the tokens; the rules and messages are these: a value may start with one
 * dash (node's strict mode would refuse "--limit -5"), and "-5" alone is a (bad) value.
 */
export function parseArgs(argv: readonly string[], allowed: readonly FlagName[]): ParsedArgs {
  if (argv.some((arg) => arg === '--help' || arg === '-h')) return { positionals: [], flags: {}, help: true };
  const options = Object.fromEntries(allowed.map((flag) => [flag, { type: BOOLEAN_FLAGS.has(flag) ? 'boolean' : 'string' } as const]));
  const { tokens } = readTokens({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  const parsed: ParsedArgs = { positionals: [], flags: {}, help: false };
  let previous = -1;
  for (const token of tokens) {
    // "-abc" (or "-5.5") is one token per letter, all at the same index: the first decides
    if (token.index === previous) continue;
    previous = token.index;
    const arg = argv[token.index];
    if ((token.kind === 'positional' && arg !== '-') || /^-\d/.test(arg)) {
      parsed.positionals.push(arg);
      continue;
    }
    if (token.kind !== 'option' || !allowed.includes(token.name as FlagName)) {
      const known = allowed.length ? ` Options here: ${allowed.map((f) => `--${f}`).join(', ')}.` : '';
      throw new UsageError(`Unknown option "${arg}".${known}`);
    }
    const flag = token.name as FlagName;
    if (BOOLEAN_FLAGS.has(flag)) {
      if (token.inlineValue) throw new UsageError(`--${flag} takes no value.`);
      parsed.flags[flag] = true;
      continue;
    }
    if (token.value === undefined || (!token.inlineValue && token.value.startsWith('--'))) throw new UsageError(`--${flag} needs a value.`);
    parsed.flags[flag] = token.value;
  }
  return parsed;
}

/** At most `max` positionals; the next one is named in the message. */
export function noMoreThan(args: ParsedArgs, max: number): void {
  if (args.positionals.length > max) throw new UsageError(`Unexpected argument "${args.positionals[max]}".`);
}

export function remoteArg(value: string | undefined): string {
  if (!value) throw new UsageError(`Which remote? Remotes: ${REMOTES.join(', ')}.`);
  if (!REMOTES.includes(value)) throw new UsageError(`Unknown remote "${value}". Remotes: ${REMOTES.join(', ')}.`);
  return value;
}

/** A version as a release folder may be named (what publish accepts), so it can never point outside one. */
export function versionArg(value: string | undefined, remote: string): string {
  if (!value) throw new UsageError(`Which version of ${remote}? The published ones: npm run remotes -- list`);
  if (!VERSION_PATTERN.test(value)) throw new UsageError(`"${value}" is not a version; versions look like 1.4.0 or 1.4.0-rc.1.`);
  return value;
}

/** "blogs@1.4.0" -> { remote, version }. */
export function targetArg(value: string): { remote: string; version: string } {
  const at = value.indexOf('@');
  if (at <= 0 || at === value.length - 1) throw new UsageError(`"${value}" should be <remote>@<version>, e.g. blogs@1.4.0.`);
  const remote = remoteArg(value.slice(0, at));
  return { remote, version: versionArg(value.slice(at + 1), remote) };
}

/** A canary's share of visitors: a whole percentage, "25" or "25%". */
export function percentArg(value: string | undefined): number {
  if (value === undefined) throw new UsageError('What share of visitors? A whole percentage from 1 to 100, e.g. 10 or 10%.');
  const match = /^(\d{1,3})%?$/.exec(value.trim());
  const percent = match ? Number(match[1]) : NaN;
  if (!(percent >= 1 && percent <= 100)) {
    throw new UsageError(`The share must be a whole percentage from 1 to 100 (e.g. 10 or 10%), got "${value}".`);
  }
  return percent;
}

export function limitArg(value: string | true | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const limit = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 0;
  if (limit < 1) throw new UsageError(`--limit must be a whole number of events, 1 or more, got "${String(value)}".`);
  return limit;
}

/**
 * Free text for the audit log (--by, --reason): one line, no control characters, so
 * that nobody can make `history` show a line that was never written.
 */
export function textFlag(value: string | true | undefined, flag: 'by' | 'reason' | 'name', max: number): string | undefined {
  if (value === undefined) return undefined;
  const text = String(value).trim();
  if (!text) throw new UsageError(`--${flag} needs a value.`);
  if (!isOneLine(text)) throw new UsageError(`--${flag} must be one line of text.`);
  if (text.length > max) throw new UsageError(`--${flag} is too long (at most ${max} characters).`);
  return text;
}

const ORIGIN_FLAGS = {
  origin: "the site's origin, e.g. https://www.safarnamaholidays.in",
  cdn: 'a CDN origin, e.g. https://cdn.safarnamaholidays.in',
  server: "the site's address, e.g. https://www.safarnamaholidays.in or http://127.0.0.1:8080",
} as const;

/**
 * An origin, as SITE_ORIGIN is written (http(s), host, optional port, no path):
 * --origin for links, --cdn for publish, --server for the release API the command calls.
 */
export function originArg(value: string | true | undefined, flag: keyof typeof ORIGIN_FLAGS = 'origin'): string | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  if (!isHttpOrigin(text)) throw new UsageError(`--${flag} must be ${ORIGIN_FLAGS[flag]}, got "${text}".`);
  return new URL(text).origin;
}

/** --ttl: "30m", "1h", "2d", "90s"; at most seven days. */
export function ttlArg(value: string | true | undefined, fallback: string): { ms: number; text: string } {
  const text = value === undefined ? fallback : String(value).trim();
  const ms = parseDuration(text);
  if (ms === null) throw new UsageError(`--ttl must be a duration such as 30m, 1h or 2d, got "${text}".`);
  if (ms > MAX_PREVIEW_TTL_MS) throw new UsageError(`--ttl is at most 7 days (7d), got "${text}".`);
  return { ms, text };
}
