// The pinned remote versions this page was started with (from /remotes.json).
// Kept in a plain module so the federation runtime plugin can name versions in its
// logs without importing React before shared modules are negotiated.
import apps from '../../../apps.json';

export type RemoteName = keyof typeof apps.remotes;

export interface RemotePin {
  version: string;
  entry: string; // URL of the remote's mf-manifest.json
}

export type RemotePins = Partial<Record<RemoteName, RemotePin>>;

/** The remotes of the registry (apps.json); /remotes.json may pin any of them. */
export const REMOTE_NAMES = Object.keys(apps.remotes) as RemoteName[];

let pins: RemotePins = {};

export function setPins(next: RemotePins): void {
  pins = next;
}

export function getPins(): RemotePins {
  return pins;
}

export function getPin(name: string): RemotePin | undefined {
  return pins[name as RemoteName];
}

export function describeRemote(name: string): string {
  const pin = getPin(name);
  return pin ? `${name}@${pin.version}` : `${name} (not pinned)`;
}

/** Keeps only well-formed entries: a broken pin file must not stop the shell. */
export function parsePins(json: unknown): RemotePins {
  const result: RemotePins = {};
  if (!json || typeof json !== 'object') return result;
  for (const name of REMOTE_NAMES) {
    const value = (json as Record<string, unknown>)[name];
    if (value && typeof value === 'object') {
      const { version, entry } = value as Record<string, unknown>;
      if (typeof version === 'string' && typeof entry === 'string') result[name] = { version, entry };
    }
  }
  return result;
}
