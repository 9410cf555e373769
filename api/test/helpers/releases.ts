// Pins a version of a remote in a test's database, as `npm run remotes -- publish`
// and `pin` would record it, for tests whose subject is the site around a release
// (the release commands themselves are tested through the CLI and ReleaseManager).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app';
import { type AppConfig, testConfig } from '../../src/config';
import type { Database } from '../../src/db/schema';
import { sri } from '../../src/releases/integrity';
import { ReleaseManager, type ReleaseManagerOptions } from '../../src/releases/release-manager';
import { createTestDatabase, type TestDatabase } from './app';
import * as repo from '../../src/repositories/release.repository';

export async function pinForTest(db: Kysely<Database>, deployDir: string, remote: string, version: string, sharedVersion = '1.0.0'): Promise<void> {
  const dir = path.join(deployDir, 'remotes', remote, version);
  const read = (file: string) => (fs.existsSync(path.join(dir, file)) ? fs.readFileSync(path.join(dir, file)) : '');
  const at = new Date().toISOString();
  await repo.insertVersion(db, {
    remote,
    version,
    integrity: JSON.stringify({ manifest: sri(read('mf-manifest.json')), remoteEntry: sri(read('remoteEntry.js')) }),
    build_info: JSON.stringify({ app: remote, version, sharedVersion }),
    published_at: at,
    published_by: 'test',
  });
  const pin = await repo.findPin(db, remote);
  await repo.savePin(db, { remote, version, previous: pin ? JSON.stringify([pin.version]) : '[]', canary_version: null, canary_percent: null, canary_started_at: null, updated_at: at });
}

export const SINGLETONS = (react = '19.2.0', shared = '1.0.0') => ({
  react: { version: react, requiredVersion: `^${react}` },
  'react-dom': { version: react, requiredVersion: `^${react}` },
  '@safarnama/shared': { version: shared, requiredVersion: `^${shared}` },
});

export type Singletons = Record<string, { version: string; requiredVersion: string }>;

/** A production build as webpack leaves it: build-info.json, mf-manifest.json and its container script. */
export function fakeBuild(dir: string, app: string, version: string, shared: Singletons = SINGLETONS(), marker = version): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ app, version, sharedVersion: shared['@safarnama/shared']?.version ?? '1.0.0', shared }));
  if (app !== 'shell') {
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: app, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${app} ${marker} */`);
  }
  return dir;
}

/** A page the shell's build stands in with: the site adds its tags to it. */
export const BARE_SHELL_PAGE = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';

/** A fresh folder for a suite's releases: the site's shell (its index.html) and deploy folders in it. */
export function releaseFolders(prefix: string, indexHtml = BARE_SHELL_PAGE): { root: string; shellDir: string; deployDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const shellDir = path.join(root, 'shell');
  fs.mkdirSync(shellDir, { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), indexHtml);
  return { root, shellDir, deployDir: path.join(root, 'deploy') };
}

/** A ReleaseManager acting as 'asha', deploying under `root`, with a fake shell 1.0.0 built there as the live shell. */
export function testReleaseManager(db: Kysely<Database>, root: string, options: Partial<ReleaseManagerOptions> = {}): ReleaseManager {
  return new ReleaseManager(db, { deployDir: path.join(root, 'deploy'), shellDist: fakeBuild(path.join(root, 'shell-dist'), 'shell', '1.0.0'), sharedPackageJson: '', actor: 'asha', ...options });
}

/** Publishes fake builds of these versions of `remote`, built under `root`. */
export async function publishFakeBuilds(manager: ReleaseManager, root: string, remote: string, versions: string[]): Promise<void> {
  for (const version of versions) await manager.publish(remote, fakeBuild(path.join(root, `${remote}-${version}`), remote, version));
}

export interface ReleaseSite {
  root: string;
  database: TestDatabase;
  app: FastifyInstance;
}

/**
 * For the enclosing describe: release folders, an unseeded SQLite database and the app
 * serving the site from them, all gone after its tests (there from its first beforeAll
 * on). `prepare` runs on the database before the app is built; `config` adjusts the app's.
 */
export function useReleaseSite(
  prefix: string,
  opts: { prepare?: (db: Kysely<Database>, root: string) => Promise<void>; config?: (config: AppConfig, deployDir: string) => AppConfig } = {},
): ReleaseSite {
  const site = {} as ReleaseSite;
  beforeAll(async () => {
    const { root, shellDir, deployDir } = releaseFolders(prefix);
    const database = await createTestDatabase('sqlite', { seed: false });
    Object.assign(site, { root, database });
    await opts.prepare?.(database.handle.db, root);
    const config = testConfig({ database: database.config });
    site.app = await buildApp({ config: opts.config?.(config, deployDir) ?? config, database: database.handle, logger: false, site: { shellDir, deployDir } });
  });
  afterAll(async () => {
    await site.app?.close();
    await site.database?.drop();
    if (site.root) fs.rmSync(site.root, { recursive: true, force: true });
  });
  return site;
}
