// Remote releases: immutable published builds and the pin file the shell reads.
//
//   deploy/remotes/<remote>/<version>/   a published build (never changed once written)
//   deploy/remotes.json                  what is live: { remote: { version, entry } }
//   deploy/pin-history.json              previously pinned versions, for rollback
//
// Every write of a JSON file goes to a temporary file first and is renamed into
// place, so a reader (the server) never sees half a file.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, deployDir, distDir, repoRoot } from './apps.mjs';

export class ReleaseError extends Error {}

const remotesRoot = () => path.join(deployDir(), 'remotes');
const pinFile = () => path.join(deployDir(), 'remotes.json');
const historyFile = () => path.join(deployDir(), 'pin-history.json');

function assertRemote(remote) {
  if (!REMOTES.includes(remote)) {
    throw new ReleaseError(`Unknown remote "${remote}". Remotes: ${REMOTES.join(', ')}.`);
  }
}

function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw new ReleaseError(`${file} is not valid JSON: ${error.message}`);
  }
}

export function writeJsonAtomic(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

/** Compares dotted versions numerically (1.10.0 after 1.9.0); pre-release tags sort before the release. */
export function compareVersions(a, b) {
  const [coreA, preA = ''] = a.split('-', 2);
  const [coreB, preB = ''] = b.split('-', 2);
  const pa = coreA.split('.').map(Number);
  const pb = coreB.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] || 0) - (pb[i] || 0);
    if (diff) return diff;
  }
  if (preA === preB) return 0;
  if (!preA) return 1;
  if (!preB) return -1;
  return preA < preB ? -1 : 1;
}

const major = (version) => Number(String(version).split('.')[0]);

export function readPins() {
  return readJson(pinFile(), {});
}

export function publishedVersions(remote) {
  assertRemote(remote);
  const dir = path.join(remotesRoot(), remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort(compareVersions);
}

function buildInfo(dir) {
  const info = readJson(path.join(dir, 'build-info.json'), null);
  if (!info) throw new ReleaseError(`${dir} has no build-info.json: is it a production build (npm run build)?`);
  return info;
}

/** Copies a remote's production build to deploy/remotes/<remote>/<version>/. */
export function publish(remote, { from } = {}) {
  assertRemote(remote);
  const source = path.resolve(from || distDir(remote));
  if (!fs.existsSync(path.join(source, 'mf-manifest.json'))) {
    throw new ReleaseError(`No build of ${remote} in ${source}. Run: npm run build -- ${remote}`);
  }
  const info = buildInfo(source);
  if (info.app !== remote) {
    throw new ReleaseError(`${source} holds a build of "${info.app}", not "${remote}".`);
  }
  const { version } = info;
  const target = path.join(remotesRoot(), remote, version);
  if (fs.existsSync(target)) {
    throw new ReleaseError(
      `${remote} ${version} is already published, and published versions are immutable. ` +
        `Bump "version" in ${path.relative(repoRoot, path.join(source, '..', 'package.json'))}, build, and publish again.`,
    );
  }
  const staging = path.join(remotesRoot(), remote, `.staging-${version}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  fs.cpSync(source, staging, { recursive: true });
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') {
      throw new ReleaseError(`${remote} ${version} was published by someone else just now; it is immutable.`);
    }
    throw error;
  }
  return { remote, version, dir: target };
}

function shellSharedVersion() {
  const shellInfo = readJson(path.join(distDir('shell'), 'build-info.json'), null);
  if (shellInfo) return { version: shellInfo.sharedVersion, source: 'the shell build' };
  const sharedPkg = readJson(path.join(repoRoot, 'shared', 'package.json'), {});
  return { version: sharedPkg.version, source: 'shared/package.json (the shell is not built)' };
}

function setPin(remote, version) {
  const pins = readPins();
  pins[remote] = { version, entry: `/remotes/${remote}/${version}/mf-manifest.json` };
  writeJsonAtomic(pinFile(), pins);
}

/** Points remotes.json at a published version, after checking it can run with the live shell. */
export function pin(remote, version) {
  assertRemote(remote);
  if (!version) throw new ReleaseError(`Which version of ${remote}? Published: ${publishedVersions(remote).join(', ') || 'none'}.`);
  const dir = path.join(remotesRoot(), remote, version);
  if (!fs.existsSync(path.join(dir, 'mf-manifest.json'))) {
    const published = publishedVersions(remote);
    throw new ReleaseError(
      `${remote} ${version} is not published. Published versions: ${published.join(', ') || 'none'}. ` +
        `Publish it first: npm run remotes -- publish ${remote}`,
    );
  }
  const info = buildInfo(dir);
  const shell = shellSharedVersion();
  if (major(info.sharedVersion) !== major(shell.version)) {
    throw new ReleaseError(
      `${remote} ${version} was built against shared ${info.sharedVersion}, but the live shell uses shared ` +
        `${shell.version} (from ${shell.source}). A different major version of shared is not compatible: ` +
        `rebuild ${remote} against shared ${major(shell.version)}.x.`,
    );
  }
  const current = readPins()[remote]?.version;
  if (current === version) return { remote, version, previous: current, changed: false };
  if (current) {
    const history = readJson(historyFile(), {});
    history[remote] = [...(history[remote] || []), current];
    writeJsonAtomic(historyFile(), history);
  }
  setPin(remote, version);
  return { remote, version, previous: current, changed: true };
}

/** Returns to the version pinned before the current one. */
export function rollback(remote) {
  assertRemote(remote);
  const history = readJson(historyFile(), {});
  const previous = (history[remote] || []).slice();
  const target = previous.pop();
  if (!target) throw new ReleaseError(`${remote} has no previously pinned version to roll back to.`);
  if (!fs.existsSync(path.join(remotesRoot(), remote, target, 'mf-manifest.json'))) {
    throw new ReleaseError(`${remote} ${target} is no longer published; cannot roll back to it.`);
  }
  const current = readPins()[remote]?.version;
  setPin(remote, target);
  history[remote] = previous;
  writeJsonAtomic(historyFile(), history);
  return { remote, version: target, previous: current };
}

export function list() {
  const pins = readPins();
  return REMOTES.map((remote) => ({
    remote,
    pinned: pins[remote]?.version ?? null,
    published: publishedVersions(remote),
  }));
}
