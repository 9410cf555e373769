// What a release command works on, taken from the same environment the server reads,
// so that the CLI and the server agree: the database (DATABASE_URL, through
// loadConfig), the deploy directory (DEPLOY_DIR, resolved as the server resolves it),
// the live shell's build (SHELL_DIST) and the preview secret (PREVIEW_SECRET).
// Loaded only once the arguments are known to be good: it opens the database.
import os from 'node:os';
import path from 'node:path';
import apps from '../../../apps.json';
import { type AppConfig, ConfigError, DEVELOPMENT_PREVIEW_SECRET, loadConfig, REPO_ROOT } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { ReleaseHealth } from '../../src/releases/release-health';
import { ReleaseManager } from '../../src/releases/release-manager';

export interface Context {
  manager: ReleaseManager;
  health: ReleaseHealth;
  config: AppConfig;
  /** No PREVIEW_SECRET: links are signed with the development one, which a production server refuses. */
  usesDevelopmentSecret: boolean;
  /** Where a remote's production build is: <NAME>_DIST or <folder>/dist (as npm run build writes it). */
  distDir(remote: string): string;
}

const APP_FOLDERS: Record<string, string> = { shell: apps.shell.folder, ...Object.fromEntries(Object.entries(apps.remotes).map(([name, app]) => [name, app.folder])) };

// Relative paths are the repository's, as the server reads DEPLOY_DIR and SHELL_DIR.
const fromEnv = (name: string, fallback: string) => path.resolve(REPO_ROOT, process.env[name]?.trim() || fallback);

export const distDir = (app: string) => fromEnv(`${app.toUpperCase()}_DIST`, path.join(APP_FOLDERS[app], 'dist'));

/** Who acts when --by is not given: the OS user (a container without a passwd entry has none). */
export function osUser(): string {
  try {
    return os.userInfo().username || 'unknown';
  } catch {
    return process.env.USER || process.env.LOGNAME || 'unknown';
  }
}

export const isConfigError = (error: unknown): error is ConfigError => error instanceof ConfigError;

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
  const manager = new ReleaseManager(database.db, {
    deployDir: fromEnv('DEPLOY_DIR', 'deploy'),
    shellDist: distDir('shell'),
    sharedPackageJson: path.join(REPO_ROOT, 'shared', 'package.json'),
    actor,
  });
  return {
    context: { manager, health: new ReleaseHealth(database.db), config, usesDevelopmentSecret: config.previewSecret === DEVELOPMENT_PREVIEW_SECRET, distDir },
    close: () => database.close(),
  };
}
