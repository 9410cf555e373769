// The release manager's commands (npm run remotes -- ..., api/scripts/remotes.ts):
// publish, pin, canary, promote, abort, rollback, release, and what they read back
// (list, status, history). Published files live in the deploy directory and never
// change; everything else (pins, canaries, the audit log) is in the database, so
// every server process serves the same release and the server can end a failing
// canary by itself (release-health.ts).
//
// A command either does all it says or nothing: its checks run first, and its
// writes (the pins and their audit events) commit in one transaction.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import apps from '../../../apps.json';
import type { Database } from '../db/schema';
import { parseStringList } from '../lib/json-list';
import * as repo from '../repositories/release.repository';
import { readBuildInfo, sharedSingletons, type BuildInfo, type SharedSingletons } from './build-info';
import { type BuildFiles, buildInfoOf, integrityOf, readBuildDir, remoteEntryPath } from './build-files';
import { clashesBetween, clashesWithShell, type Side } from './compatibility';
import { sri } from './integrity';
import { FolderReleaseStore } from './store/folder-release-store';
import type { ReleaseStore } from './store/release-store';
import { compareVersions, VERSION_PATTERN } from './versions';
import { ReleaseError } from './release-error';

export const REMOTES = Object.keys(apps.remotes);

export interface ReleaseManagerOptions {
  /** The folder store's place (DEPLOY_DIR), used when no `store` is given. */
  deployDir: string;
  /** Where published files go and are read from (RELEASE_FILES); default: the folder under deployDir. */
  store?: ReleaseStore;
  /** The CDN origins a version may be published to load from (RELEASE_CDN_ORIGINS). */
  cdnOrigins?: string[];
  /** The live shell's build (its build-info.json); when it is not built, shared/package.json stands in for @safarnama/shared. */
  shellDist: string;
  /** shared/package.json, for a machine without a shell build. */
  sharedPackageJson: string;
  /** Who acts: a release token's owner (the release API), or the OS user or --by (the CLI on the server's machine). */
  actor: string;
  now?: () => Date;
}

export interface RemoteListing {
  remote: string;
  pinned: string | null;
  canary: { version: string; percent: number; startedAt: string } | null;
  published: string[];
}

export interface PublishResult {
  remote: string;
  version: string;
  /** Where the files are: the version's folder, or the database. */
  dir: string;
  /** The same build was published before: nothing changed. */
  already: boolean;
  /** The CDN origin browsers load it from, when not this server. */
  origin?: string;
}

export interface CanaryResult {
  remote: string;
  version: string;
  percent: number;
  pinned: string;
  /** The canary this one replaced (another version). */
  replaced: string | null;
  /** The canary running before this command, if any (the same version at another share, or the one replaced). */
  before: { version: string; percent: number } | null;
}

export interface PinResult {
  remote: string;
  version: string;
  previous: string | null;
  changed: boolean;
  /** A canary of the remote that the new pin ended. */
  endedCanary: string | null;
}

type Db = Kysely<Database> | Transaction<Database>;

export class ReleaseManager {
  private readonly now: () => Date;
  readonly store: ReleaseStore;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: ReleaseManagerOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.store = options.store ?? new FolderReleaseStore(options.deployDir);
  }

  /** The same manager acting for someone else (the release API makes one per request, for the token's owner). */
  as(actor: string): ReleaseManager {
    return new ReleaseManager(this.db, { ...this.options, store: this.store, actor });
  }

  private assertRemote(remote: string | undefined): asserts remote is string {
    if (!remote || !REMOTES.includes(remote)) {
      throw new ReleaseError(`${remote ? `Unknown remote "${remote}".` : 'Which remote?'} Remotes: ${REMOTES.join(', ')}.`);
    }
  }

  private async event(db: Db, event: Omit<repo.NewReleaseEvent, 'at' | 'actor'>, at: string): Promise<void> {
    await repo.insertEvent(db, { ...event, at, actor: this.options.actor });
  }

  // ---- publish

  /** Publishes the production build in a folder (the CLI on the server's machine, npm start). */
  async publish(remote: string, from: string, origin?: string): Promise<PublishResult> {
    this.assertRemote(remote);
    const source = path.resolve(from);
    if (!fs.existsSync(path.join(source, 'mf-manifest.json'))) {
      throw new ReleaseError(`No build of ${remote} in ${source}. Run: npm run build -- ${remote}`);
    }
    return this.publishFiles(remote, readBuildDir(source), source, origin);
  }

  /**
   * Stores a remote's build under its version and records it with the SHA-384 of its
   * entry files. The same build published again is a no-op; other files under a
   * published version are refused. `where` names the build in messages. `origin`: a CDN
   * in front of this server's /remotes/ that browsers load this version from (one of
   * RELEASE_CDN_ORIGINS, which the CSP allows); this server when not given.
   */
  async publishFiles(remote: string, files: BuildFiles, where: string, origin?: string): Promise<PublishResult> {
    this.assertRemote(remote);
    const cdnOrigins = this.options.cdnOrigins ?? [];
    if (origin !== undefined && !cdnOrigins.includes(origin)) {
      throw new ReleaseError(
        `${origin} is not a CDN origin of this site (RELEASE_CDN_ORIGINS: ${cdnOrigins.join(', ') || 'none'}); the site's content security policy would refuse its scripts.`,
      );
    }
    if (!files.has('mf-manifest.json')) throw new ReleaseError(`No build of ${remote} in ${where}: it has no mf-manifest.json. Run: npm run build -- ${remote}`);
    const info = buildInfoOf(files, where);
    if (info.app !== remote) throw new ReleaseError(`${where} holds a build of "${info.app}", not "${remote}".`);
    const { version } = info;
    if (!VERSION_PATTERN.test(version)) throw new ReleaseError(`"${version}" cannot name a release folder: use a semver version such as 1.4.0.`);
    const integrity = integrityOf(files, where);
    const recorded = await repo.findVersion(this.db, remote, version);
    const immutable = `${remote} ${version} is already published, and published versions are immutable. Bump "version" in ${remote}'s package.json, build, and publish again.`;
    const location = this.store.describe(remote, version);
    if (await this.store.has(remote, version)) {
      const stored = await this.storedIntegrity(remote, version);
      const same = stored?.manifest === integrity.manifest && stored.remoteEntry === integrity.remoteEntry;
      if (!same || (recorded && recorded.integrity !== JSON.stringify(integrity))) throw new ReleaseError(immutable);
      if (recorded && (recorded.origin ?? undefined) !== origin) {
        throw new ReleaseError(`${remote} ${version} is already published to load from ${recorded.origin ?? 'this server'}; published versions are immutable: bump the version to publish it elsewhere.`);
      }
      if (recorded) return { remote, version, dir: location, already: true };
    } else {
      if (recorded && recorded.integrity !== JSON.stringify(integrity)) {
        throw new ReleaseError(`${remote} ${version} was published with other files (they are gone from the release store); published versions are immutable: bump the version.`);
      }
      if (!(await this.store.write(remote, version, files))) throw new ReleaseError(`${remote} ${version} was published by someone else just now; it is immutable.`);
    }
    const at = this.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const inserted = await repo.insertVersion(trx, {
        remote,
        version,
        integrity: JSON.stringify(integrity),
        build_info: JSON.stringify(info),
        published_at: at,
        published_by: this.options.actor,
        origin: origin ?? null,
      });
      if (inserted) await this.event(trx, { action: 'publish', remote, from_version: null, to_version: version }, at);
    });
    return { remote, version, dir: location, already: false, ...(origin ? { origin } : {}) };
  }

  /** The SHA-384 of a stored version's entry files, as they are now. */
  private async storedIntegrity(remote: string, version: string): Promise<{ manifest: string; remoteEntry: string } | null> {
    const manifest = await this.store.read(remote, version, 'mf-manifest.json');
    if (!manifest) return null;
    let entry: Buffer | null = null;
    try {
      entry = await this.store.read(remote, version, remoteEntryPath(manifest, this.store.describe(remote, version)));
    } catch (error) {
      if (!(error instanceof ReleaseError)) throw error;
    }
    return { manifest: sri(manifest), remoteEntry: entry ? sri(entry) : '' };
  }

  // ---- what a command checks before it changes anything

  private async publishedBuild(db: Db, remote: string, version: string | undefined): Promise<BuildInfo> {
    if (!version) {
      const published = await this.publishedVersions(db, remote);
      throw new ReleaseError(`Which version of ${remote}? Published: ${published.join(', ') || 'none'}.`);
    }
    const row = await repo.findVersion(db, remote, version);
    if (!row || !(await this.store.has(remote, version, db))) {
      const published = await this.publishedVersions(db, remote);
      throw new ReleaseError(
        `${remote} ${version} is not published. Published versions: ${published.join(', ') || 'none'}. ` +
          `Publish it first: npm run remotes -- publish ${remote}`,
      );
    }
    return JSON.parse(row.build_info) as BuildInfo;
  }

  private async publishedVersions(db: Db, remote: string): Promise<string[]> {
    return (await repo.listVersions(db, remote)).map((row) => row.version).sort(compareVersions);
  }

  private shellSide(): Side {
    const file = path.join(this.options.shellDist, 'build-info.json');
    if (fs.existsSync(file)) {
      const info = readBuildInfo(this.options.shellDist);
      return { label: `the live shell (${info.version})`, shared: sharedSingletons(info) };
    }
    const { version } = JSON.parse(fs.readFileSync(this.options.sharedPackageJson, 'utf8')) as { version: string };
    return { label: 'the shell (not built; shared/package.json)', shared: { '@safarnama/shared': { version, requiredVersion: `^${version}` } } };
  }

  /** Every live version of the remotes not being changed: each pin and each running canary. */
  private async liveSides(db: Db, except: Set<string>): Promise<Side[]> {
    const sides: Side[] = [];
    for (const pin of await repo.listPins(db)) {
      if (except.has(pin.remote)) continue;
      for (const [version, what] of [
        [pin.version, 'live'],
        [pin.canary_version, 'canary'],
      ] as const) {
        if (!version) continue;
        const row = await repo.findVersion(db, pin.remote, version);
        if (row) sides.push({ label: `the ${what} ${pin.remote} ${version}`, shared: sharedSingletons(JSON.parse(row.build_info) as BuildInfo) });
      }
    }
    return sides;
  }

  /** Refuses a set of candidates that clash with the shell, with each other or with a live version of another remote. */
  private async checkCompatible(db: Db, candidates: { remote: string; version: string; info: BuildInfo }[]): Promise<void> {
    const shell = this.shellSide();
    const others = await this.liveSides(db, new Set(candidates.map((c) => c.remote)));
    const sides = candidates.map((c) => ({ label: `${c.remote} ${c.version}`, shared: sharedSingletons(c.info) as SharedSingletons }));
    const problems: string[] = [];
    sides.forEach((side, i) => {
      problems.push(...clashesWithShell(side, shell));
      for (const other of others) problems.push(...clashesBetween(side, other, shell));
      for (const other of sides.slice(i + 1)) problems.push(...clashesBetween(side, other, shell));
    });
    if (problems.length > 0) {
      throw new ReleaseError(`Not compatible with what is live, so nothing was changed:\n  - ${problems.join('\n  - ')}`);
    }
  }

  // ---- pins

  private async setPin(trx: Db, remote: string, version: string, action: 'pin' | 'release' | 'promote', detail: string, reason: string, at: string): Promise<PinResult> {
    const current = await repo.findPin(trx, remote);
    const endedCanary = current?.canary_version && (current.canary_version !== version || action === 'promote') ? current.canary_version : null;
    if (current?.version === version && !current.canary_version) return { remote, version, previous: version, changed: false, endedCanary: null };
    const previous = current ? parseStringList(current.previous) : [];
    if (current && current.version !== version) previous.push(current.version);
    await repo.savePin(trx, {
      remote,
      version,
      previous: JSON.stringify(previous.slice(-50)),
      canary_version: null,
      canary_percent: null,
      canary_started_at: null,
      updated_at: at,
    });
    const ended = endedCanary && action !== 'promote' ? `ends the canary ${endedCanary}` : '';
    await this.event(trx, { action, remote, from_version: current?.version ?? null, to_version: version, detail: [detail, ended].filter(Boolean).join('; '), reason }, at);
    return { remote, version, previous: current?.version ?? null, changed: current?.version !== version || Boolean(endedCanary), endedCanary };
  }

  /** Makes a published version live for everyone (ending the remote's canary), after the compatibility check. */
  async pin(remote: string, version: string | undefined, reason = ''): Promise<PinResult> {
    this.assertRemote(remote);
    return this.db.transaction().execute(async (trx) => {
      const info = await this.publishedBuild(trx, remote, version);
      await this.checkCompatible(trx, [{ remote, version: version!, info }]);
      return this.setPin(trx, remote, version!, 'pin', '', reason, this.now().toISOString());
    });
  }

  /** Pins several remotes at once: every check passes for every remote, or nothing changes. */
  async release(targets: { remote: string; version: string }[], reason = ''): Promise<PinResult[]> {
    if (targets.length === 0) throw new ReleaseError('Name at least one <remote>@<version>.');
    const seen = new Set<string>();
    for (const { remote } of targets) {
      this.assertRemote(remote);
      if (seen.has(remote)) throw new ReleaseError(`${remote} is named twice; a release pins one version per remote.`);
      seen.add(remote);
    }
    return this.db.transaction().execute(async (trx) => {
      const candidates = [];
      const problems: string[] = [];
      for (const target of targets) {
        try {
          candidates.push({ ...target, info: await this.publishedBuild(trx, target.remote, target.version) });
        } catch (error) {
          if (!(error instanceof ReleaseError)) throw error;
          problems.push(error.message);
        }
      }
      if (problems.length > 0) throw new ReleaseError(`Nothing was released:\n  - ${problems.join('\n  - ')}`);
      await this.checkCompatible(trx, candidates);
      const at = this.now().toISOString();
      const together = targets.map((t) => `${t.remote}@${t.version}`).join(' ');
      const results: PinResult[] = [];
      for (const target of targets) results.push(await this.setPin(trx, target.remote, target.version, 'release', `released together: ${together}`, reason, at));
      return results;
    });
  }

  /** Returns to the version pinned before the current one. */
  async rollback(remote: string, reason = ''): Promise<PinResult> {
    this.assertRemote(remote);
    return this.db.transaction().execute(async (trx) => {
      const current = await repo.findPin(trx, remote);
      const previous = current ? parseStringList(current.previous) : [];
      const target = previous.pop();
      if (!current || !target) throw new ReleaseError(`${remote} has no previously pinned version to roll back to.`);
      const info = await this.publishedBuild(trx, remote, target).catch(() => {
        throw new ReleaseError(`${remote} ${target} is no longer published; cannot roll back to it.`);
      });
      await this.checkCompatible(trx, [{ remote, version: target, info }]);
      const at = this.now().toISOString();
      await repo.savePin(trx, { ...current, version: target, previous: JSON.stringify(previous), canary_version: null, canary_percent: null, canary_started_at: null, updated_at: at });
      const ended = current.canary_version ? `ends the canary ${current.canary_version}` : '';
      await this.event(trx, { action: 'rollback', remote, from_version: current.version, to_version: target, detail: ended, reason }, at);
      return { remote, version: target, previous: current.version, changed: true, endedCanary: current.canary_version };
    });
  }

  // ---- canaries

  /** Gives `percent` of visitors a published version while the others keep the pin. */
  async canary(remote: string, version: string | undefined, percent: number, reason = ''): Promise<CanaryResult> {
    this.assertRemote(remote);
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new ReleaseError(`The share must be a whole percentage from 1 to 100, got "${percent}".`);
    return this.db.transaction().execute(async (trx) => {
      const pin = await repo.findPin(trx, remote);
      if (!pin) throw new ReleaseError(`${remote} has no pinned version yet: pin one first (npm run remotes -- pin ${remote} <version>); a canary runs beside a pin.`);
      const info = await this.publishedBuild(trx, remote, version);
      if (version === pin.version) throw new ReleaseError(`${remote} ${version} is the pinned version already; a canary tries a different one.`);
      await this.checkCompatible(trx, [{ remote, version: version!, info }]);
      const at = this.now().toISOString();
      const sameCanary = pin.canary_version === version;
      await repo.savePin(trx, { ...pin, canary_version: version!, canary_percent: percent, canary_started_at: sameCanary && pin.canary_started_at ? pin.canary_started_at : at, updated_at: at });
      const detail = sameCanary ? `share ${pin.canary_percent}% -> ${percent}%` : `${percent}% of visitors${pin.canary_version ? `; replaces the canary ${pin.canary_version}` : ''}`;
      await this.event(trx, { action: 'canary', remote, from_version: pin.version, to_version: version!, detail, reason }, at);
      const before = pin.canary_version ? { version: pin.canary_version, percent: pin.canary_percent ?? 0 } : null;
      return { remote, version: version!, percent, pinned: pin.version, replaced: sameCanary ? null : pin.canary_version, before };
    });
  }

  /** The canary becomes the pin, for everyone. */
  async promote(remote: string, reason = ''): Promise<PinResult> {
    this.assertRemote(remote);
    return this.db.transaction().execute(async (trx) => {
      const pin = await repo.findPin(trx, remote);
      if (!pin?.canary_version) throw new ReleaseError(`${remote} has no canary running; nothing to promote.`);
      const version = pin.canary_version;
      const info = await this.publishedBuild(trx, remote, version);
      await this.checkCompatible(trx, [{ remote, version, info }]);
      return this.setPin(trx, remote, version, 'promote', `after ${pin.canary_percent}% since ${pin.canary_started_at}`, reason, this.now().toISOString());
    });
  }

  /** Ends the canary: everyone gets the pinned version on their next page load. */
  async abort(remote: string, reason = ''): Promise<{ remote: string; version: string; pinned: string }> {
    this.assertRemote(remote);
    return this.db.transaction().execute(async (trx) => {
      const pin = await repo.findPin(trx, remote);
      if (!pin?.canary_version || !pin.canary_started_at) throw new ReleaseError(`${remote} has no canary running; nothing to abort.`);
      const at = this.now().toISOString();
      await repo.endCanaryIfRunning(trx, remote, pin.canary_version, pin.canary_started_at, at);
      await this.event(trx, { action: 'abort', remote, from_version: pin.canary_version, to_version: pin.version, detail: 'by hand', reason }, at);
      return { remote, version: pin.canary_version, pinned: pin.version };
    });
  }

  // ---- reading back

  async list(): Promise<RemoteListing[]> {
    const pins = new Map((await repo.listPins(this.db)).map((pin) => [pin.remote, pin]));
    const result: RemoteListing[] = [];
    for (const remote of REMOTES) {
      const pin = pins.get(remote);
      result.push({
        remote,
        pinned: pin?.version ?? null,
        canary: pin?.canary_version ? { version: pin.canary_version, percent: pin.canary_percent ?? 0, startedAt: pin.canary_started_at ?? '' } : null,
        published: await this.publishedVersions(this.db, remote),
      });
    }
    return result;
  }

  async history(remote?: string, limit = 1000): Promise<repo.ReleaseEventRow[]> {
    if (remote) this.assertRemote(remote);
    return repo.listEvents(this.db, remote, limit);
  }

  /** Refuses a version that is not published (a preview link may show only a published one). */
  async assertPublished(remote: string, version: string): Promise<void> {
    this.assertRemote(remote);
    if (await this.isPublished(remote, version)) return;
    const published = await this.publishedVersions(this.db, remote);
    throw new ReleaseError(`${remote} ${version} is not published. Published versions: ${published.join(', ') || 'none'}. Publish it first: npm run remotes -- publish ${remote}`);
  }

  /** Published and recorded: what preview links and the server may serve. */
  async isPublished(remote: string, version: string): Promise<boolean> {
    return Boolean(await repo.findVersion(this.db, remote, version));
  }

  /**
   * npm start on a fresh clone: every remote that has nothing pinned gets its local
   * build published and pinned. A remote a release manager has pinned is never touched.
   */
  async bootstrap(distDir: (remote: string) => string, log: (line: string) => void): Promise<void> {
    const pins = new Map((await repo.listPins(this.db)).map((pin) => [pin.remote, pin]));
    for (const remote of REMOTES) {
      const dist = distDir(remote);
      const { version } = readBuildInfo(dist);
      const pin = pins.get(remote);
      if (pin) {
        if (pin.version !== version && !(await this.isPublished(remote, version))) {
          log(`${remote}: ${pin.version} is live; the local build ${version} is not published (npm run remotes -- publish ${remote}).`);
        }
        continue;
      }
      const published = await this.publish(remote, dist);
      if (!published.already) log(`${remote}: published ${version}`);
      await this.pin(remote, version, 'first start (npm start)');
      log(`${remote}: pinned ${version}`);
    }
  }
}
