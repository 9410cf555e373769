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
