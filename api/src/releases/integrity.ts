// Subresource Integrity of a published version's entry files: mf-manifest.json and
// the container script it names (remoteEntry.js). Taken once, when the version is
// published, and stored with it; the shell loads the files with these hashes, so a
// file changed afterwards (on our server or a CDN) is refused by the browser.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseIntegrity } from '@safarnama/contracts/releases';
import { ReleaseError } from './release-error';

export const sri = (content: Buffer | string): string => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/** The container script's path inside a build, as its manifest names it. */
export function remoteEntryFile(dir: string): string {
  let manifest: { metaData?: { remoteEntry?: { name?: string; path?: string } } };
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  } catch (error) {
    throw new ReleaseError(`${path.join(dir, 'mf-manifest.json')} cannot be read: ${(error as Error).message}`);
  }
  const entry = manifest.metaData?.remoteEntry;
  return path.join(dir, entry?.path ?? '', entry?.name ?? 'remoteEntry.js');
}

export function entryIntegrity(dir: string): ReleaseIntegrity {
  const entryFile = remoteEntryFile(dir);
  if (!fs.existsSync(entryFile)) throw new ReleaseError(`${dir} has no ${path.relative(dir, entryFile)}: the manifest names a container script the build does not have.`);
  return { manifest: sri(fs.readFileSync(path.join(dir, 'mf-manifest.json'))), remoteEntry: sri(fs.readFileSync(entryFile)) };
}
