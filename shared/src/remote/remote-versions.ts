import { remoteNameOf, remoteVersionLabel } from '@safarnama/contracts/releases';

/**
 * Pinned versions of the remotes, as the shell read them from /remotes.json,
 * so failures can name "blogs@1.3.0" in the console.
 */
export type RemoteVersionMap = Record<string, string | { version: string }>;

let versions: Record<string, string> = {};

export function setRemoteVersions(map: RemoteVersionMap): void {
  versions = Object.fromEntries(
    Object.entries(map).map(([name, value]) => [name, typeof value === 'string' ? value : value.version]),
  );
}

export function getRemoteVersion(name: string): string | undefined {
  return versions[name];
}

/** "blogs@1.3.0 (blogs/BlogsPage)": a module and the version of its remote, for the console. */
export function describeRemoteModule(id: string, name = remoteNameOf(id), version = getRemoteVersion(name)): string {
  return `${remoteVersionLabel(name, version)} (${id})`;
}
