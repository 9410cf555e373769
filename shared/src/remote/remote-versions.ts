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

/** "blogs/BlogsPage" -> "blogs" */
export function remoteNameOf(id: string): string {
  return id.split('/')[0] ?? id;
}

/** "blogs@1.3.0 (blogs/BlogsPage)" */
export function describeRemote(id: string, version = getRemoteVersion(remoteNameOf(id))): string {
  const name = remoteNameOf(id);
  return `${name}@${version ?? 'unknown version'} (${id})`;
}
