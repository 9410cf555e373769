// npm run remotes -- token create | list | revoke: the release API's credentials,
// made on the server's machine (its database), by whoever runs the site. A token is
// printed once and stored only as a hash; its owner's name is what history records
// for everything done with it.
import { ReleaseError } from '../../src/releases/release-error';
import { createReleaseToken, listReleaseTokens, MAX_TOKEN_TTL_MS, RELEASE_ACTIONS, type ReleaseAction, revokeReleaseToken, TEAM_ACTIONS } from '../../src/releases/release-tokens';
import { parseDuration } from '../../src/releases/preview-token';
import { noMoreThan, type ParsedArgs, remoteArg, REMOTES, textFlag, UsageError } from './arguments';
import { command } from './command';
import { osUser } from './os-user';
import { json, table } from './format';

const NPM = 'npm run remotes --';
const say = (text = '') => console.log(text);

type TokenWork =
  | { kind: 'create'; owner: string; role: 'team' | 'release-manager'; remotes: string[]; actions: ReleaseAction[]; ttl: { ms: number; text: string } }
  | { kind: 'list'; asJson: boolean }
  | { kind: 'revoke'; id: number };

function actionsArg(value: string | true | undefined): ReleaseAction[] {
  if (value === undefined || value === true) throw new UsageError(`--can needs the actions the team's token may do, e.g. --can publish,canary,preview (any of ${TEAM_ACTIONS.join(', ')}).`);
  const actions = value.split(',').map((a) => a.trim()).filter(Boolean);
  const unknown = actions.filter((a) => !(RELEASE_ACTIONS as readonly string[]).includes(a));
  if (unknown.length > 0 || actions.length === 0) throw new UsageError(`--can takes ${TEAM_ACTIONS.join(', ')}; "${unknown[0] ?? value}" is not one of them.`);
  return actions as ReleaseAction[];
}

function expiresArg(value: string | true | undefined, fallback: string): { ms: number; text: string } {
  const text = value === undefined ? fallback : String(value).trim();
  const ms = parseDuration(text);
  if (ms === null || ms < 60_000) throw new UsageError(`--expires must be a duration such as 30d or 12h, got "${text}".`);
  if (ms > MAX_TOKEN_TTL_MS) throw new UsageError(`--expires is at most a year (365d), got "${text}".`);
  return { ms, text };
}

function parseToken(args: ParsedArgs): TokenWork {
  const [sub, ...rest] = args.positionals;
  if (sub === 'list') {
    noMoreThan({ ...args, positionals: rest }, 0);
    return { kind: 'list', asJson: args.flags.json === true };
  }
  if (sub === 'revoke') {
    noMoreThan({ ...args, positionals: rest }, 1);
    const id = rest[0] !== undefined && /^\d{1,9}$/.test(rest[0]) ? Number(rest[0]) : NaN;
    if (!(id > 0)) throw new UsageError(`Which token? Its number, as token list shows it: ${NPM} token revoke 3`);
    return { kind: 'revoke', id };
  }
  if (sub === 'create') {
    noMoreThan({ ...args, positionals: rest }, 0);
    if (args.flags['release-manager'] === true) {
      if (args.flags.team !== undefined || args.flags.can !== undefined) throw new UsageError("--release-manager may do everything to every remote: it takes no --team or --can.");
      const owner = textFlag(args.flags.name, 'name', 100);
      if (!owner) throw new UsageError('Whose token is it? --name <release manager>, e.g. --name asha');
      return { kind: 'create', owner, role: 'release-manager', remotes: [], actions: [], ttl: expiresArg(args.flags.expires, '30d') };
    }
    if (args.flags.team === undefined) throw new UsageError(`Which team's remote? --team <remote> (${REMOTES.join(', ')}), or --release-manager.`);
    const team = remoteArg(String(args.flags.team));
    const actions = actionsArg(args.flags.can);
    const managerOnly = actions.filter((a) => !TEAM_ACTIONS.includes(a));
    if (managerOnly.length > 0) throw new UsageError(`A team's token may not ${managerOnly.join(' or ')}: only a release manager's token may (--release-manager).`);
    const owner = textFlag(args.flags.name, 'name', 100) ?? `${team}-ci`;
    return { kind: 'create', owner, role: 'team', remotes: [team], actions, ttl: expiresArg(args.flags.expires, '90d') };
  }
  throw new UsageError(sub ? `Unknown token command "${sub}": create, list or revoke.` : 'create, list or revoke?');
}

export const tokenCommand = command({
  name: 'token',
  synopsis: 'create|list|revoke [--team <remote> --can <actions>] [--release-manager] [--name <owner>] [--expires 90d] [--json]',
  summary: 'make, list and revoke release API tokens (on the server)',
  help: `The release API's tokens, on this machine's database (run it where the server runs, with its
DATABASE_URL). A token is printed once, when it is made; only its hash is kept.

  token create --team <remote> --can <actions> [--name <owner>] [--expires 90d]
      A team's token: it may do the named actions (${TEAM_ACTIONS.join(', ')}) to its own remote
      only. The owner's name (default "<remote>-ci") is what history records for its actions.
  token create --release-manager --name <who> [--expires 30d]
      A release manager's token: every action on every remote, including pinning another team's
      remote, release (several remotes at once) and rollback.
  token list [--json]
      Every token: its number, owner, role, remotes, actions, expiry, state and last use.
  token revoke <number>
      The token stops working at once (401).

No token opens anything but the release API: not the leads, not the site's other routes.
Tokens live at most a year (--expires 30d, 12h, 365d).

Examples:
  ${NPM} token create --team blogs --can publish,canary,preview --name "blogs CI"
  ${NPM} token create --release-manager --name asha --expires 30d
  ${NPM} token revoke 3`,
  flags: ['team', 'can', 'name', 'expires', 'release-manager', 'json'],
  localOnly: true,
  parse: parseToken,
  async run({ local }, work) {
    if (!local) throw new ReleaseError('Tokens are made on the server\'s machine, in its database: run token without --server.');
    if (work.kind === 'create') {
      const made = await createReleaseToken(local.db, { owner: work.owner, role: work.role, remotes: work.remotes, actions: work.actions, ttlMs: work.ttl.ms, createdBy: osUser() });
      const scope = work.role === 'release-manager' ? 'every action on every remote' : `${work.actions.join(', ')} on ${work.remotes.join(', ')}`;
      say(`Token ${made.id} for ${work.owner} (${scope}), valid until ${made.expiresAt}:`);
      say();
      say(`  ${made.token}`);
      say();
      say('It is shown only now. Keep it in your CI\'s secrets as RELEASE_TOKEN, then:');
      say(`  RELEASE_TOKEN=... ${NPM} publish ${work.remotes[0] ?? '<remote>'} --server ${local.config.siteOrigin}`);
      return;
    }
    if (work.kind === 'revoke') {
      await revokeReleaseToken(local.db, work.id);
      return say(`Revoked token ${work.id}: it is refused from now on.`);
    }
    const tokens = await listReleaseTokens(local.db);
    if (work.asJson) return say(json(tokens));
    if (tokens.length === 0) return say(`No tokens yet: ${NPM} token create --help`);
    say(
      table(
        ['number', 'owner', 'role', 'remotes', 'may', 'expires', 'state', 'last used'],
        tokens.map((t) => [String(t.id), t.owner, t.role, t.role === 'release-manager' ? 'all' : t.remotes.join(','), t.role === 'release-manager' ? 'all' : t.actions.join(','), t.expiresAt, t.state, t.lastUsedAt ?? '-']),
      ),
    );
  },
});
