// A production build as a set of files in memory (path relative to the build's
// folder, with forward slashes -> content): what publish reads from a dist folder
// or unpacks from an uploaded archive, and what a release store keeps. Builds are a
// few megabytes, so holding one whole is simpler than streaming and is never large.
import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseIntegrity } from '@safarnama/contracts/releases';
import { type BuildInfo, parseBuildInfo } from './build-info';
import { sri } from './integrity';
import { ReleaseError } from './release-error';

export type BuildFiles = Map<string, Buffer>;

/** The manifest of the federation runtime: what publish and the server read of it. */
interface ManifestEntry {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
}

/** A path inside a release folder: relative, forward slashes, no '..', no empty or hidden-dot segments. */
export function isSafeReleasePath(file: string): boolean {
  if (!file || file.length > 300 || file.startsWith('/') || file.includes('\\') || file.includes('\0')) return false;
  return file.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Every file under `dir` (symbolic links are followed as files; folders starting with '.' are skipped). */
export function readBuildDir(dir: string): BuildFiles {
  const files: BuildFiles = new Map();
  const walk = (folder: string, prefix: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(full, relative);
      else if (entry.isFile() || entry.isSymbolicLink()) files.set(relative, fs.readFileSync(full));
    }
  };
  walk(dir, '');
  return files;
}

/** build-info.json of a build in memory; `where` names the build in messages. */
export function buildInfoOf(files: BuildFiles, where: string): BuildInfo {
  const content = files.get('build-info.json');
  if (!content) throw new ReleaseError(`${where} has no build-info.json: is it a production build (npm run build)?`);
  return parseBuildInfo(content.toString('utf8'), `build-info.json in ${where}`);
}

/** The container script's path in the build, as mf-manifest.json names it. */
export function remoteEntryPath(manifestText: Buffer | string, where: string): string {
  let manifest: ManifestEntry;
  try {
    manifest = JSON.parse(manifestText.toString()) as ManifestEntry;
  } catch (error) {
    throw new ReleaseError(`mf-manifest.json in ${where} cannot be read: ${(error as Error).message}`);
  }
  const entry = manifest?.metaData?.remoteEntry;
  return path.posix.join(entry?.path ?? '', entry?.name ?? 'remoteEntry.js');
}

/** SHA-384 of mf-manifest.json and of the container script it names (what browsers check). */
export function integrityOf(files: BuildFiles, where: string): ReleaseIntegrity {
  const manifest = files.get('mf-manifest.json');
  if (!manifest) throw new ReleaseError(`No build in ${where}: it has no mf-manifest.json.`);
  const entryPath = remoteEntryPath(manifest, where);
  const entry = files.get(entryPath);
  if (!entry) throw new ReleaseError(`${where} has no ${entryPath}: the manifest names a container script the build does not have.`);
  return { manifest: sri(manifest), remoteEntry: sri(entry) };
}
