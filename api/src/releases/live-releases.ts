// What the server serves as live: /remotes.json and index.html's boot data, read
// from the database on every request (a pin, canary or abort, by hand or by the
// server, counts from the next page load, in every server process).
import type { Kysely } from 'kysely';
import type { LiveRelease, LiveReleases, ReleaseIntegrity, ReleaseTarget } from '@safarnama/contracts/releases';
import type { Database } from '../db/schema';
import * as repo from '../repositories/release.repository';

/** Where a published version's manifest is served: this server, or the CDN origin it was published with. */
export const manifestUrl = (remote: string, version: string, origin?: string | null) => `${origin ?? ''}/remotes/${remote}/${version}/mf-manifest.json`;

function parseIntegrity(text: string | undefined): ReleaseIntegrity | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<ReleaseIntegrity>;
    return typeof value.manifest === 'string' && typeof value.remoteEntry === 'string' ? { manifest: value.manifest, remoteEntry: value.remoteEntry } : undefined;
  } catch {
    return undefined;
  }
}

/** A published version as the shell loads it. */
export async function releaseTarget(db: Kysely<Database>, remote: string, version: string): Promise<ReleaseTarget | null> {
  const row = await repo.findVersion(db, remote, version);
  if (!row) return null;
  return { version, entry: manifestUrl(remote, version, row.origin), integrity: parseIntegrity(row.integrity) };
}

export async function readLiveReleases(db: Kysely<Database>): Promise<LiveReleases> {
  const [pins, versions] = await Promise.all([repo.listPins(db), repo.listVersions(db)]);
  return liveFrom(pins, versions);
}

/** How long the pins read for page loads are reused: a release command takes longer than this to run. */
const PINS_REUSE_MS = 200;

/**
 * readLiveReleases for every page load: the pins are read again once they are
 * PINS_REUSE_MS old (a pin, canary or abort counts from the next page load after the
 * command, in every server process), the published versions only when the pins change
 * (a published version never does). The same object while nothing changed.
 */
export function liveReleasesReader(db: Kysely<Database>): () => Promise<LiveReleases> {
  let last: { pinsKey: string; live: LiveReleases; readAt: number } | null = null;
  return async () => {
    if (last && Date.now() - last.readAt < PINS_REUSE_MS) return last.live;
    const pins = await repo.listPins(db);
    const pinsKey = JSON.stringify(pins);
    if (last?.pinsKey === pinsKey) {
      last.readAt = Date.now();
      return last.live;
    }
    const live = liveFrom(pins, await repo.listVersions(db));
    last = { pinsKey, live, readAt: Date.now() };
    return live;
  };
}

function liveFrom(pins: Awaited<ReturnType<typeof repo.listPins>>, versions: Awaited<ReturnType<typeof repo.listVersions>>): LiveReleases {
  const published = new Map(versions.map((row) => [`${row.remote}@${row.version}`, row]));
  const target = (remote: string, version: string): ReleaseTarget => {
    const row = published.get(`${remote}@${version}`);
    const sri = parseIntegrity(row?.integrity);
    return { version, entry: manifestUrl(remote, version, row?.origin), ...(sri ? { integrity: sri } : {}) };
  };
  const live: LiveReleases = {};
  for (const pin of pins) {
    const release: LiveRelease = target(pin.remote, pin.version);
    if (pin.canary_version && pin.canary_percent) release.canary = { ...target(pin.remote, pin.canary_version), percent: pin.canary_percent };
    live[pin.remote] = release;
  }
  return live;
}
