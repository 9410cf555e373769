// The release API's credentials and what each may do.
//
// A team's token names its remote(s) and the actions granted (publish, preview,
// canary, promote, abort, pin), so a team's CI releases its own remote and nothing
// else. A release manager's token may do everything to every remote, and only it may
// `release` several remotes at once or `rollback`. Every token reads what is live
// (list, status, history) and nothing outside releases: the release API is its only
// door (plugins/app/release-auth.ts refuses it everywhere else).
//
// A token is shown once, when it is made; only its SHA-256 is stored. The owner's
// name is what history records for each action, never a name the caller types.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import apps from '../../../apps.json';
import type { Database } from '../db/schema';
import { parseStringList } from '../lib/json-list';
import * as repo from '../repositories/release-token.repository';
import { ReleaseError } from './release-error';

export const RELEASE_ACTIONS = ['publish', 'preview', 'canary', 'promote', 'abort', 'pin', 'rollback', 'release'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];
/** What a team's token may be granted; rollback and release stay with release managers. */
export const TEAM_ACTIONS: readonly ReleaseAction[] = ['publish', 'preview', 'canary', 'promote', 'abort', 'pin'];
const MANAGER_ONLY: Partial<Record<ReleaseAction, string>> = { rollback: 'roll back a remote', release: 'release several remotes at once' };

export type ReleaseRole = 'team' | 'release-manager';
const TOKEN_PREFIX = 'sfrel_';
const TOKEN_PATTERN = /^sfrel_[A-Za-z0-9_-]{43}$/;
/** A token lives at most a year: a leaked one dies by itself. */
export const MAX_TOKEN_TTL_MS = 366 * 86_400_000;

export interface ReleaseCredential {
  id: number;
  owner: string;
  role: ReleaseRole;
  /** The remotes a team's token is for (every remote for a release manager). */
  remotes: string[];
  actions: ReleaseAction[];
  expiresAt: string;
}

export interface TokenListing extends ReleaseCredential {
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  state: 'active' | 'expired' | 'revoked';
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const REMOTES = Object.keys(apps.remotes);

function credentialOf(row: repo.ReleaseTokenRow): ReleaseCredential {
  const role: ReleaseRole = row.role === 'release-manager' ? 'release-manager' : 'team';
  return {
    id: Number(row.id),
    owner: row.owner,
    role,
    remotes: role === 'release-manager' ? [...REMOTES] : parseStringList(row.remotes),
    actions: role === 'release-manager' ? [...RELEASE_ACTIONS] : (parseStringList(row.actions).filter((a) => (TEAM_ACTIONS as readonly string[]).includes(a)) as ReleaseAction[]),
    expiresAt: row.expires_at,
  };
}

export interface NewToken {
  owner: string;
  role: ReleaseRole;
  /** A team token's remotes (ignored for a release manager). */
  remotes: string[];
  /** A team token's actions (ignored for a release manager). */
  actions: ReleaseAction[];
  ttlMs: number;
  /** Who made it (the OS user running the CLI on the server's machine). */
  createdBy: string;
  now?: Date;
}

/** Makes a token; the returned secret is shown once and never stored. */
export async function createReleaseToken(db: Kysely<Database>, spec: NewToken): Promise<{ id: number; token: string; expiresAt: string }> {
  if (spec.role === 'team') {
    if (spec.remotes.length === 0) throw new ReleaseError('A team token needs its remote: --team <remote>.');
    const unknown = spec.remotes.filter((r) => !REMOTES.includes(r));
    if (unknown.length > 0) throw new ReleaseError(`Unknown remote "${unknown[0]}". Remotes: ${REMOTES.join(', ')}.`);
    const managerOnly = spec.actions.filter((a) => MANAGER_ONLY[a]);
    if (managerOnly.length > 0) throw new ReleaseError(`A team token may not ${managerOnly.join(' or ')}: only a release manager's token may (--release-manager).`);
    if (spec.actions.length === 0) throw new ReleaseError(`Which actions may the team's token do? --can ${TEAM_ACTIONS.join(',')}`);
  }
  if (!(spec.ttlMs > 0) || spec.ttlMs > MAX_TOKEN_TTL_MS) throw new ReleaseError('A token lives from a minute to a year (--expires 90d).');
  const now = spec.now ?? new Date();
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + spec.ttlMs).toISOString();
  const id = await repo.insertToken(db, {
    owner: spec.owner,
    role: spec.role,
    remotes: JSON.stringify(spec.role === 'team' ? [...new Set(spec.remotes)] : []),
    actions: JSON.stringify(spec.role === 'team' ? [...new Set(spec.actions)] : []),
    token_hash: hashOf(token),
    created_at: now.toISOString(),
    created_by: spec.createdBy,
    expires_at: expiresAt,
    revoked_at: null,
    last_used_at: null,
  });
  return { id, token, expiresAt };
}

export async function listReleaseTokens(db: Kysely<Database>, now = new Date()): Promise<TokenListing[]> {
  return (await repo.listTokens(db)).map((row) => ({
    ...credentialOf(row),
    createdAt: row.created_at,
    createdBy: row.created_by,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
    state: row.revoked_at ? 'revoked' : row.expires_at <= now.toISOString() ? 'expired' : 'active',
  }));
}

export async function revokeReleaseToken(db: Kysely<Database>, id: number, now = new Date()): Promise<void> {
  if (!(await repo.revokeToken(db, id, now.toISOString()))) {
    const known = (await repo.listTokens(db)).some((row) => Number(row.id) === id);
    throw new ReleaseError(known ? `Token ${id} is revoked already.` : `There is no token ${id} (npm run remotes -- token list).`);
  }
}

export type Authentication = { ok: true; credential: ReleaseCredential } | { ok: false; message: string };

/** The credential an Authorization: Bearer token stands for, or why it is refused (the answer is 401 either way). */
export async function authenticate(db: Kysely<Database>, token: string | undefined, now = new Date()): Promise<Authentication> {
  if (!token) return { ok: false, message: 'The release API needs a token: Authorization: Bearer <token> (npm run remotes -- token create).' };
  if (!TOKEN_PATTERN.test(token)) return { ok: false, message: 'This release token is not valid.' };
  const row = await repo.findTokenByHash(db, hashOf(token));
  if (!row) return { ok: false, message: 'This release token is not valid.' };
  if (row.revoked_at) return { ok: false, message: `This release token (${row.owner}) was revoked at ${row.revoked_at}.` };
  if (row.expires_at <= now.toISOString()) return { ok: false, message: `This release token (${row.owner}) expired at ${row.expires_at}.` };
  await repo.touchToken(db, Number(row.id), now.toISOString());
  return { ok: true, credential: credentialOf(row) };
}

/** Why the credential may not do `action` to these remotes, or null when it may. */
export function refusalOf(credential: ReleaseCredential, action: ReleaseAction, remotes: string[]): string | null {
  if (credential.role === 'release-manager') return null;
  const who = `${credential.owner}'s token`;
  const managerOnly = MANAGER_ONLY[action];
  if (managerOnly) return `${who} may not ${action}: only a release manager's token may ${managerOnly}.`;
  const others = remotes.filter((remote) => !credential.remotes.includes(remote));
  if (others.length > 0) return `${who} may not ${action} ${others.join(', ')}: it is for ${credential.remotes.join(', ')} only; a release manager's token may ${action} another team's remote.`;
  if (!credential.actions.includes(action)) return `${who} may not ${action}: it may ${credential.actions.join(', ')} (${credential.remotes.join(', ')}).`;
  return null;
}

/** Reads "Authorization: Bearer <token>". */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export const looksLikeReleaseToken = (token: string | undefined) => Boolean(token?.startsWith(TOKEN_PREFIX));
