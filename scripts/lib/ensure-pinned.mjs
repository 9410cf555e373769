// First start on a fresh clone: publish and pin the current version of every remote
// that has nothing pinned yet. Never touches a remote a release manager has pinned.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, distDir } from './apps.mjs';
import { pin, publish, publishedVersions, readPins } from './releases.mjs';

export function ensurePinned({ log = console.log } = {}) {
  const pins = readPins();
  for (const remote of REMOTES) {
    const { version } = JSON.parse(fs.readFileSync(path.join(distDir(remote), 'build-info.json'), 'utf8'));
    if (pins[remote]) {
      if (pins[remote].version !== version && !publishedVersions(remote).includes(version)) {
        log(`${remote}: ${pins[remote].version} is live; the local build ${version} is not published (npm run remotes -- publish ${remote}).`);
      }
      continue;
    }
    if (!publishedVersions(remote).includes(version)) {
      publish(remote);
      log(`${remote}: published ${version}`);
    }
    pin(remote, version);
    log(`${remote}: pinned ${version}`);
  }
}
