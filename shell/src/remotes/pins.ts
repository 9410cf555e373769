// What the release manager has made live (/remotes.json, or index.html's copy of it),
// read tolerantly, and the version of each remote this page chose to load. Kept in a
// plain module so the federation runtime plugins can name versions in their logs and
// find a version's hashes without importing React before shared modules are negotiated.
import { remoteVersionLabel, type CanaryTarget, type ChosenRelease, type LiveRelease, type ReleaseIntegrity } from '@safarnama/contracts/releases';
import type apps from '../../../apps.json';

export type RemoteName = keyof typeof apps.remotes;

/** Per remote, the version this page loads (pinned, canary or previewed). */
export type ChosenReleases = Partial<Record<RemoteName, ChosenRelease>>;

// The build (tools/webpack) and jest (jest.preset.cjs) put the registry's remote names
// here: the registry itself, with every remote's folder, port and modules, would cost
// every page's first render about half a kilobyte.
declare const __REMOTE_NAMES__: RemoteName[];

/** The remotes of the registry (apps.json); /remotes.json may pin any of them. */
export const REMOTE_NAMES: RemoteName[] = __REMOTE_NAMES__;

let chosen: ChosenReleases = {};

export function setChosenReleases(next: ChosenReleases): void {
  chosen = next;
}

export function getChosenReleases(): ChosenReleases {
  return chosen;
}

export function getChosenRelease(name: string): ChosenRelease | undefined {
  return chosen[name as RemoteName];
}

/** "blogs@1.4.0", the version of a remote this page loads, as the console and the release CLI name it. */
export function describeRemote(name: string): string {
  return remoteVersionLabel(name, getChosenRelease(name)?.version);
}

const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

/** Hashes that are not well-formed are dropped: the version then loads unchecked, as before hashes were recorded. */
export function parseIntegrity(value: unknown): ReleaseIntegrity | undefined {
  if (!isRecord(value)) return undefined;
  const { manifest, remoteEntry } = value;
  return typeof manifest === 'string' && SRI.test(manifest) && typeof remoteEntry === 'string' && SRI.test(remoteEntry)
    ? { manifest, remoteEntry }
    : undefined;
}

/** A version and its manifest URL, with its hashes when they are well-formed; null when unusable. */
export function parseTarget(value: unknown): { version: string; entry: string; integrity?: ReleaseIntegrity } | null {
  if (!isRecord(value)) return null;
  const { version, entry } = value;
  if (typeof version !== 'string' || !version || typeof entry !== 'string' || !entry) return null;
  const integrity = parseIntegrity(value.integrity);
  return integrity ? { version, entry, integrity } : { version, entry };
}

function parseCanary(value: unknown): CanaryTarget | undefined {
  const target = parseTarget(value);
  const percent = isRecord(value) ? value.percent : undefined;
  if (!target || typeof percent !== 'number' || !Number.isFinite(percent) || percent <= 0 || percent > 100) return undefined;
  return { ...target, percent };
}

/**
 * Keeps only well-formed entries: a broken pin file must not stop the shell. A
 * remote with a malformed pin is left out; a malformed canary is ignored (everyone
 * gets the pin).
 */
export function parseLiveReleases(json: unknown): Partial<Record<RemoteName, LiveRelease>> {
  const result: Partial<Record<RemoteName, LiveRelease>> = {};
  if (!isRecord(json)) return result;
  for (const name of REMOTE_NAMES) {
    const value = json[name];
    const pin = parseTarget(value);
    if (!pin) continue;
    const canary = parseCanary((value as Record<string, unknown>).canary);
    result[name] = canary ? { ...pin, canary } : pin;
  }
  return result;
}
