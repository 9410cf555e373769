// What a release command works on. Without --server: the same environment the server
// reads, so that the CLI and the server agree: the database (DATABASE_URL, through
// loadConfig), the release store (RELEASE_FILES, DEPLOY_DIR), the live shell's build
// (SHELL_DIST) and the preview secret (PREVIEW_SECRET). With --server <url> (or
// RELEASE_SERVER): the release API, with the token in RELEASE_TOKEN, and nothing of
// the server's opened here.
// Loaded only once the arguments are known to be good: it opens the database.
import path from 'node:path';
import type { Kysely } from 'kysely';
import apps from '../../../apps.json';
import { type AppConfig, ConfigError, DEVELOPMENT_PREVIEW_SECRET, loadConfig, REPO_ROOT } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { previewLink } from '../../src/releases/preview-token';
import { ReleaseHealth } from '../../src/releases/release-health';
import { ReleaseManager } from '../../src/releases/release-manager';
import { openReleaseStore } from '../../src/releases/store/release-store';
import { releaseClient } from './release-client';
import type { Releases } from './releases';

export interface Context {
  releases: Releases;
  /** Only without --server: the server's own database, for bootstrap and tokens. */
  local: { manager: ReleaseManager; db: Kysely<Database>; config: AppConfig } | null;
  /** No PREVIEW_SECRET: links are signed with the development one, which a production server refuses. */
  usesDevelopmentSecret: boolean;
  /** Where a remote's production build is: <NAME>_DIST or <folder>/dist (as npm run build writes it). */
  distDir(remote: string): string;
}

const APP_FOLDERS: Record<string, string> = { shell: apps.shell.folder, ...Object.fromEntries(Object.entries(apps.remotes).map(([name, app]) => [name, app.folder])) };

// Relative paths are the repository's, as the server reads DEPLOY_DIR and SHELL_DIR.
const fromEnv = (name: string, fallback: string) => path.resolve(REPO_ROOT, process.env[name]?.trim() || fallback);

export const distDir = (app: string) => fromEnv(`${app.toUpperCase()}_DIST`, path.join(APP_FOLDERS[app], 'dist'));

export const isConfigError = (error: unknown): error is ConfigError => error instanceof ConfigError;

/** The commands on the server's database and release store, as the server runs them. */
function directReleases(manager: ReleaseManager, health: ReleaseHealth, config: AppConfig): Releases {
  return {
    where: 'this machine (DATABASE_URL)',
    list: () => manager.list(),
    publish: (remote, dir, origin) => manager.publish(remote, dir, origin),
    pin: (remote, version, reason) => manager.pin(remote, version, reason),
    canary: (remote, version, percent, reason) => manager.canary(remote, version, percent, reason),
    promote: (remote, reason) => manager.promote(remote, reason),
    abort: (remote, reason) => manager.abort(remote, reason),
    rollback: (remote, reason) => manager.rollback(remote, reason),
    release: (targets, reason) => manager.release(targets, reason),
    history: (remote, limit) => manager.history(remote, limit),
    status: () => health.status(),
    async previewLink(remote, version, ttlMs, origin) {
      await manager.assertPublished(remote, version);
      const expiresAt = Date.now() + ttlMs;
      return { link: previewLink(origin ?? config.siteOrigin, { remote, version, expiresAt }, config.previewSecret), expiresAt: new Date(expiresAt).toISOString() };
    },
  };
}

/** The release API at `server`, with the token from RELEASE_TOKEN. */
export function openServerContext(server: string): Context {
  const token = process.env.RELEASE_TOKEN?.trim();
  if (!token) throw new ConfigError([`RELEASE_TOKEN: set it to your team's release token to use --server ${server} (a release manager makes one: npm run remotes -- token create --help)`]);
  return { releases: releaseClient(server, token), local: null, usesDevelopmentSecret: false, distDir };
}

/** Opens and migrates the server's database; `close` must be called when the command is done. */
export async function openContext(actor: string): Promise<{ context: Context; close: () => Promise<void> }> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.schema);
  } catch (error) {
    await database.close();
    throw error;
  }
  const deployDir = fromEnv('DEPLOY_DIR', 'deploy');
  const manager = new ReleaseManager(database.db, {
    deployDir,
    store: openReleaseStore(config.releases.files, { deployDir, db: database.db }),
    shellDist: distDir('shell'),
    cdnOrigins: config.releases.cdnOrigins,
    sharedPackageJson: path.join(REPO_ROOT, 'shared', 'package.json'),
    actor,
  });
  const health = new ReleaseHealth(database.db);
  return {
    context: {
      releases: directReleases(manager, health, config),
      local: { manager, db: database.db, config },
      usesDevelopmentSecret: config.previewSecret === DEVELOPMENT_PREVIEW_SECRET,
      distDir,
    },
    close: () => database.close(),
  };
}
