// The release manager's commands: for each, its usage, its help, how its arguments
// are read (before anything is opened) and what it prints. The work itself is the
// ReleaseManager's (api/src/releases/release-manager.ts): a refused command throws a
// ReleaseError and changes nothing.
import path from 'node:path';
import { CANARY_MAX_FAILURE_RATE, CANARY_MIN_LOADS, HEALTH_WINDOW_MINUTES } from '../../src/releases/release-health';
import { ReleaseError } from '../../src/releases/release-error';
import type { PinResult } from '../../src/releases/release-manager';
import {
  type FlagName,
  limitArg,
  noMoreThan,
  originArg,
  type ParsedArgs,
  percentArg,
  remoteArg,
  REMOTES,
  targetArg,
  textFlag,
  ttlArg,
  UsageError,
  versionArg,
} from './arguments';
import { type Command, command } from './command';
import { tokenCommand } from './token-command';
import { change, json, percentText, table } from './format';
import type { Releases } from './releases';

const NPM = 'npm run remotes --';
const say = (text = '') => console.log(text);

// Flags of the commands that change what is live: both go into the audit log.
const ACTING: FlagName[] = ['reason', 'by'];
const reasonOf = (args: ParsedArgs) => textFlag(args.flags.reason, 'reason', 500) ?? '';

type CommandText = Pick<Command, 'name' | 'summary' | 'help'>;

/** promote, abort and rollback: the remote and why; what changed is said in one line. */
function remoteActionCommand<Result>(
  spec: CommandText & { act(releases: Releases, remote: string, reason: string): Promise<Result>; done(remote: string, result: Result): string },
): Command {
  const { act, done, ...text } = spec;
  return command({
    ...text,
    synopsis: '<remote> [--reason "<text>"] [--by <name>]',
    flags: ACTING,
    parse(args) {
      noMoreThan(args, 1);
      return { remote: remoteArg(args.positionals[0]), reason: reasonOf(args) };
    },
    async run({ releases }, { remote, reason }) {
      say(done(remote, await act(releases, remote, reason)));
    },
  });
}

/** list and status: --json prints what `load` returns as JSON, else `print` writes it out for people. */
function lookingCommand<Rows>(spec: CommandText & { load(releases: Releases): Promise<Rows>; print(rows: Rows): void }): Command {
  const { load, print, ...text } = spec;
  return command({
    ...text,
    synopsis: '[--json]',
    flags: ['json'],
    parse(args) {
      noMoreThan(args, 0);
      return { asJson: args.flags.json === true };
    },
    async run({ releases }, { asJson }) {
      const rows = await load(releases);
      if (asJson) return say(json(rows));
      print(rows);
    },
  });
}

const publishedList = (versions: string[]) => versions.join(', ') || 'none';

function endedCanaryNote(endedCanary: string | null, version: string): string {
  return endedCanary ? ` The canary ${endedCanary} has ended: everyone gets ${version}.` : '';
}

const list = lookingCommand({
  name: 'list',
  summary: 'pinned version, canary and published versions of each remote',
  help: `Shows, for every remote, the version everyone gets (pinned), the canary some visitors get instead
(with its share), and every published version. --json prints the same as JSON.

Example:
  ${NPM} list`,
  load: (releases) => releases.list(),
  print(listing) {
    say(
      table(
        ['remote', 'pinned', 'canary', 'published'],
        listing.map((r) => [r.remote, r.pinned ?? '-', r.canary ? `${r.canary.version} (${r.canary.percent}%)` : '-', publishedList(r.published)]),
      ),
    );
    if (listing.every((r) => !r.pinned)) say(`\nNothing is pinned yet: npm start (or ${NPM} bootstrap) publishes and pins the local builds.`);
  },
});

const publish = command({
  name: 'publish',
  synopsis: '<remote> [--from <dir>] [--cdn <origin>] [--by <name>]',
  summary: 'put a production build in the release store (immutable)',
  help: `Puts the remote's production build (npm run build -- <remote>; by default its dist folder, or
<NAME>_DIST, or --from <dir>) in the release store under its version (with --server: uploads it to
that site) and records it with the SHA-384 of its entry files. Nobody sees it until you pin it,
start a canary or open a preview link.

--cdn <origin>: browsers load this version from a CDN in front of the site's /remotes/ (for example
https://cdn.safarnamaholidays.in), which must be one of the site's RELEASE_CDN_ORIGINS (its content
security policy allows those). The site keeps the files and serves them to the CDN.

A published version never changes: publishing other files under the same version is refused (bump
"version" in the remote's package.json and build again). Publishing the same build again does nothing.
A build of another remote is refused.

Example:
  npm run build -- blogs
  ${NPM} publish blogs`,
  flags: ['from', 'cdn', 'by'],
  parse(args) {
    noMoreThan(args, 1);
    const from = args.flags.from;
    if (from === '') throw new UsageError('--from needs a directory.');
    return { remote: remoteArg(args.positionals[0]), from: typeof from === 'string' ? path.resolve(from) : undefined, cdn: originArg(args.flags.cdn, 'cdn') };
  },
  async run({ releases, distDir }, { remote, from, cdn }) {
    const result = await releases.publish(remote, from ?? distDir(remote), cdn);
    if (result.already) {
      say(`${remote} ${result.version} is already published with these same files (${result.dir}); nothing changed.`);
    } else {
      say(`Published ${remote} ${result.version} to ${result.dir}.${result.origin ? ` Browsers will load it from ${result.origin}.` : ''}`);
    }
    const pinned = (await releases.list()).find((r) => r.remote === remote)?.pinned;
    if (pinned === result.version) return;
    say(`Make it live with: ${NPM} pin ${remote} ${result.version}`);
    if (pinned) say(`Or try it on a share of visitors first: ${NPM} canary ${remote} ${result.version} 10`);
    say(`Or look at it yourself first: ${NPM} preview-link ${remote} ${result.version}`);
  },
});

const pin = command({
  name: 'pin',
  synopsis: '<remote> <version> [--reason "<text>"] [--by <name>]',
  summary: 'make a published version live for everyone',
  help: `Makes a published version the one every visitor gets, from their next page load. A canary of the
remote ends. The previous pin is remembered for rollback.

Refused, with nothing changed: a version that is not published; a build whose shared libraries (react,
react-dom, react-router, react-router-dom, zustand, @safarnama/shared) clash with the live shell's or
with those of another remote that is live (pinned or in a canary); the message names both sides.

Example:
  ${NPM} pin blogs 1.4.0 --reason "monsoon stories"`,
  flags: ACTING,
  parse(args) {
    noMoreThan(args, 2);
    const remote = remoteArg(args.positionals[0]);
    return { remote, version: versionArg(args.positionals[1], remote), reason: reasonOf(args) };
  },
  async run({ releases }, { remote, version, reason }) {
    const result = await releases.pin(remote, version, reason);
    if (!result.changed) return say(`${remote} ${version} is already pinned; nothing changed.`);
    const was = result.previous && result.previous !== version ? ` (was ${result.previous})` : '';
    say(`Pinned ${remote} ${version}${was}. Live on the next page load.${endedCanaryNote(result.endedCanary, version)}`);
  },
});

const canary = command({
  name: 'canary',
  synopsis: '<remote> <version> <percent> [--reason "<text>"] [--by <name>]',
  summary: 'give a share of visitors a version; the rest keep the pin',
  help: `Gives <percent> of visitors (a whole number from 1 to 100, "10" or "10%") the published <version>;
everyone else keeps the pinned version. Each visitor keeps the version they got across page loads.
Running it again with another share changes the share (visitors who had the canary keep it when the
share grows); with another version it replaces the canary. The remote must have a pinned version, and
the canary must be compatible with what is live (as for pin).

The server ends a canary by itself when, with at least ${CANARY_MIN_LOADS} visitors' loads since it started, it fails on more
than ${percentText(CANARY_MAX_FAILURE_RATE)} of them and more often than the pinned version: everyone gets the pinned version on their
next page load, and history says why.

Then: ${NPM} status, and promote or abort.

Example:
  ${NPM} canary blogs 1.4.0 10 --reason "new article layout"`,
  flags: ACTING,
  parse(args) {
    noMoreThan(args, 3);
    const remote = remoteArg(args.positionals[0]);
    return { remote, version: versionArg(args.positionals[1], remote), percent: percentArg(args.positionals[2]), reason: reasonOf(args) };
  },
  async run({ releases }, { remote, version, percent, reason }) {
    const result = await releases.canary(remote, version, percent, reason);
    const { before } = result;
    if (before?.version === version) {
      say(`The canary ${remote} ${version} now reaches ${percent}% of visitors (was ${before.percent}%); the others keep ${result.pinned}.`);
    } else {
      const replaced = result.replaced ? ` It replaces the canary ${result.replaced}.` : '';
      say(`${remote} ${version} is now a canary for ${percent}% of visitors; the others keep ${result.pinned}.${replaced}`);
    }
    say(`Each visitor keeps the version they get. Watch it with: ${NPM} status; then ${NPM} promote ${remote} (or abort ${remote}).`);
  },
});

const promote = remoteActionCommand({
  name: 'promote',
  summary: 'make the canary the pinned version, for everyone',
  help: `Makes the running canary the pinned version: every visitor gets it from their next page load. The
version pinned before is remembered for rollback. Refused when no canary runs.

Example:
  ${NPM} promote blogs --reason "no errors at 10% for a day"`,
  act: (releases, remote, reason) => releases.promote(remote, reason),
  done: (remote, result) => `Promoted ${remote} ${result.version}: now pinned for everyone (was ${result.previous ?? 'nothing'}). Live on the next page load.`,
});

const abort = remoteActionCommand({
  name: 'abort',
  summary: 'end the canary: everyone gets the pinned version',
  help: `Ends the running canary: every visitor gets the pinned version on their next page load. The canary
version stays published (you can start it again). Refused when no canary runs.

Example:
  ${NPM} abort blogs --reason "images missing on the article page"`,
  act: (releases, remote, reason) => releases.abort(remote, reason),
  done: (remote, result) => `Aborted the canary ${remote} ${result.version}: everyone gets ${result.pinned} on their next page load.`,
});

const rollback = remoteActionCommand({
  name: 'rollback',
  summary: 'return to the version pinned before',
  help: `Pins the version that was pinned before the current one (again and again, further back each time),
and ends a running canary. Refused when there is nothing to go back to, or when that version no longer
works with what is live.

Example:
  ${NPM} rollback blogs --reason "checkout link broken"`,
  act: (releases, remote, reason) => releases.rollback(remote, reason),
  done: (remote, result) => `Rolled ${remote} back to ${result.version} (was ${result.previous}). Live on the next page load.${endedCanaryNote(result.endedCanary, result.version)}`,
});

const release = command({
  name: 'release',
  synopsis: '<remote>@<version> [<remote>@<version> ...] [--reason "<text>"] [--by <name>]',
  summary: 'pin several remotes at once, all or nothing',
  help: `Pins several remotes in one step, for remotes that must change together (say, a new enquiry form
that the new catalogue page opens). Every version must be published and compatible with the shell,
with each other and with the other live remotes; if one is not, nothing changes and every problem is
listed. Each remote's pin is one event in history.

Example:
  ${NPM} release catalogue@1.5.0 enquiry@1.2.0 --reason "winter packages"`,
  flags: ACTING,
  parse(args) {
    if (args.positionals.length === 0) throw new UsageError('Name at least one <remote>@<version>, e.g. blogs@1.4.0.');
    return { targets: args.positionals.map(targetArg), reason: reasonOf(args) };
  },
  async run({ releases }, { targets, reason }) {
    const results = await releases.release(targets, reason);
    const width = Math.max(...results.map((r) => r.remote.length));
    const was = (r: PinResult) => (!r.changed ? 'already pinned' : r.previous === null ? 'first pin' : r.previous === r.version ? `ends the canary ${r.endedCanary}` : `was ${r.previous}`);
    say('Released together; live on the next page load:');
    for (const r of results) say(`  ${r.remote.padEnd(width)}  ${r.version} (${was(r)})`);
  },
});

const status = lookingCommand({
  name: 'status',
  summary: 'loads and failures of each live version since its canary started',
  help: `For every live version (each pinned version and each running canary, with its share): how many
visitors loaded its area (one load each, reported with the page's signed assignment) since the remote's
canary started, or in this clock hour (${HEALTH_WINDOW_MINUTES} minutes) when none runs, how many of those failed
(the area showed "temporarily unavailable"), and the failure rate: what the automatic abort reads.
--json prints the same as JSON, with each window's start (since).

A canary is ended by the server itself once it has at least ${CANARY_MIN_LOADS} loads and fails on more than ${percentText(CANARY_MAX_FAILURE_RATE)}
of them and more often than the pinned version (see history).

Example:
  ${NPM} status`,
  load: (releases) => releases.status(),
  print(rows) {
    if (rows.length === 0) return say(`Nothing is live yet: publish and pin a version first (${NPM} --help).`);
    say('Loads per live version, one per visitor, since a running canary started (else this clock hour):');
    say(
      table(
        ['remote', 'version', 'channel', 'loads', 'failures', 'failure rate'],
        rows.map((r) => [r.remote, r.version, r.channel === 'canary' ? `canary ${r.percent ?? '?'}%` : 'pinned', String(r.loads), String(r.failures), percentText(r.failureRate)]),
      ),
    );
    if (rows.some((r) => r.channel === 'canary')) {
      say(`\nA canary is aborted automatically at ${CANARY_MIN_LOADS}+ loads if it fails more than ${percentText(CANARY_MAX_FAILURE_RATE)} and more often than the pinned version.`);
    }
  },
});

const history = command({
  name: 'history',
  synopsis: '[<remote>] [--limit N] [--json]',
  summary: 'who did what to which remote, when and why',
  help: `The audit log, oldest first: when (UTC), who (--by, the OS user, or the server for an automatic
abort), what (publish, pin, canary, promote, abort, rollback, release), which remote, from which
version to which, details and the reason given. Only one remote's with <remote>; the last N events
with --limit N (default 100). --json prints the same as JSON.

Example:
  ${NPM} history blogs --limit 20`,
  flags: ['limit', 'json'],
  parse(args) {
    noMoreThan(args, 1);
    const remote = args.positionals[0] === undefined ? undefined : remoteArg(args.positionals[0]);
    return { remote, limit: limitArg(args.flags.limit, 100), asJson: args.flags.json === true };
  },
  async run({ releases }, { remote, limit, asJson }) {
    const events = await releases.history(remote, limit);
    if (asJson) return say(json(events));
    if (events.length === 0) return say(remote ? `Nothing has happened to ${remote} yet.` : 'Nothing has happened yet.');
    say(
      table(
        ['when', 'who', 'action', 'remote', 'change', 'details'],
        events.map((e) => [e.at, e.actor, e.action, e.remote, change(e.from_version, e.to_version), [e.detail, e.reason && `reason: ${e.reason}`].filter(Boolean).join('; ')]),
      ),
    );
  },
});

const previewLink = command({
  name: 'preview-link',
  synopsis: '<remote> <version> [--ttl 1h] [--origin <url>]',
  summary: 'a signed link showing a version to one browser only',
  help: `Prints a link that, once opened, shows the published <version> of <remote> in that browser only, on
every page of the site, with a small "Release preview" badge and an "Exit preview" button, until the
link expires (--ttl: 30m, 1h, 2d...; default 1h, at most 7d). Nobody else sees anything different.
The link is signed with the server's PREVIEW_SECRET: run this with the same PREVIEW_SECRET as the
site, or the site will not accept it. The link starts with SITE_ORIGIN, or --origin.
Anyone holding the link can use it until it expires: share it only with reviewers.

Example:
  ${NPM} preview-link blogs 1.4.0 --ttl 2h`,
  flags: ['ttl', 'origin'],
  parse(args) {
    noMoreThan(args, 2);
    const remote = remoteArg(args.positionals[0]);
    return { remote, version: versionArg(args.positionals[1], remote), ttl: ttlArg(args.flags.ttl, '1h'), origin: originArg(args.flags.origin) };
  },
  async run({ releases, usesDevelopmentSecret }, { remote, version, ttl, origin }) {
    const { link, expiresAt } = await releases.previewLink(remote, version, ttl.ms, origin);
    say(`Preview link for ${remote} ${version}, valid for ${ttl.text} (until ${expiresAt}):`);
    say();
    say(`  ${link}`);
    say();
    say(`Whoever opens it sees ${remote} ${version} on every page, in that browser only, until it expires or they press "Exit preview".`);
    if (usesDevelopmentSecret) console.error('Note: PREVIEW_SECRET is not set, so the link is signed with the development secret; a server with its own PREVIEW_SECRET will not accept it.');
  },
});

const bootstrap = command({
  name: 'bootstrap',
  synopsis: '[--by <name>]',
  summary: 'publish and pin local builds of unpinned remotes (npm start)',
  help: `For a fresh checkout: every remote with no pinned version gets its local production build published
and pinned. A remote that has a pinned version is never touched (when its local build is newer and
unpublished, this says so). npm start runs it before starting the server.

Example:
  ${NPM} bootstrap`,
  flags: ['by'],
  parse(args) {
    noMoreThan(args, 0);
    return {};
  },
  async run({ local, distDir }) {
    if (!local) throw new ReleaseError(`bootstrap publishes this machine's own builds into its own database: run it without --server.`);
    let lines = 0;
    await local.manager.bootstrap(distDir, (line) => {
      lines += 1;
      say(line);
    });
    if (lines === 0) say(`Every remote has a pinned version (${NPM} list).`);
  },
});

export const COMMANDS: readonly Command[] = [publish, pin, canary, promote, abort, release, rollback, previewLink, list, status, history, bootstrap, tokenCommand];

export const findCommand = (name: string | undefined) => COMMANDS.find((c) => c.name === name);

const GROUPS: [string, string[]][] = [
  ['Releasing a remote', ['publish', 'pin', 'canary', 'promote', 'abort', 'release', 'rollback', 'preview-link']],
  ['Looking', ['list', 'status', 'history']],
  ['Setting up (on the server\'s machine)', ['bootstrap', 'token']],
];

export function generalUsage(): string {
  // the arguments only: the options are in each command's own help
  const usage = (c: Command) => `${c.name} ${c.synopsis.replace(/ ?\[--[^\]]*\]/g, '').replace(/ \[<remote>@<version> \.\.\.\]/, ' ...')}`.trim();
  const width = Math.max(...COMMANDS.map((c) => usage(c).length));
  const groups = GROUPS.map(([title, names]) => [title, ...names.map((n) => findCommand(n)!).map((c) => `  ${usage(c).padEnd(width)}  ${c.summary}`)].join('\n'));
  return `Usage: ${NPM} <command> [arguments] [options]
       (or: node scripts/remotes.mjs <command> ...)

${groups.join('\n\n')}

A team's CI (or a release manager elsewhere): --server <url> (or RELEASE_SERVER) sends each command to
that site's release API with the token in RELEASE_TOKEN (made with: ${NPM} token create --help);
history records the token's owner. Without --server the commands work on this machine's database.
Who and why without --server: --by <name> (default: your OS user). --reason "<text>" is kept in
history (pin, canary, promote, abort, release, rollback).
One command's help: ${NPM} <command> --help

Remotes: ${REMOTES.join(', ')}.
Environment: RELEASE_SERVER, RELEASE_TOKEN (with --server); the server's own otherwise: DATABASE_URL
(default: SQLite in data/), RELEASE_FILES (folder or database), DEPLOY_DIR (default: deploy/),
PREVIEW_SECRET (signs preview links; required in production), SITE_ORIGIN (the links' origin).`;
}

export function commandUsage(c: Command): string {
  return `Usage: ${NPM} ${c.name} ${c.synopsis}\n\n${c.help}`;
}
