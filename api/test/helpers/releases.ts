// Pins a version of a remote in a test's database, as `npm run remotes -- publish`
// and `pin` would record it, for tests whose subject is the site around a release
// (the release commands themselves are tested through the CLI and ReleaseManager).
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { sri } from '../../src/releases/integrity';
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
