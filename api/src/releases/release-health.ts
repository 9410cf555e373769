// Load outcomes of remote areas, as the shell reports them (a remote, the version
// it loaded, rendered or not: nothing about the visitor), counted per remote
// version and minute. Every report that lands on a running canary judges it: once
// the canary has CANARY_MIN_LOADS loads and fails more often than
// CANARY_MAX_FAILURE_RATE and more often than the pinned version, the server ends
// it by itself and records why. The judgement reads the counters in the database,
// so it holds with several server processes, and only one of them ends a canary
// (repo.endCanaryIfRunning).
import type { Kysely } from 'kysely';
import type { RemoteOutcomeReport } from '@safarnama/contracts/releases';
import type { Database } from '../db/schema';
import * as repo from '../repositories/release.repository';

export const CANARY_MIN_LOADS = 50;
export const CANARY_MAX_FAILURE_RATE = 0.02;
/** status and the pinned version's failure rate look back this far. */
export const HEALTH_WINDOW_MINUTES = 60;
/** Counters are kept this long (then nothing reads them). */
const KEEP_MINUTES = 7 * 24 * 60;
export const AUTOMATIC_ACTOR = 'server (automatic abort)';

const minuteOf = (ms: number) => Math.floor(ms / 60_000);
const rate = (failures: number, loads: number) => (loads > 0 ? failures / loads : 0);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export interface HealthRow {
  remote: string;
  version: string;
  channel: 'pinned' | 'canary';
  /** The canary's share of visitors. */
  percent?: number;
  loads: number;
  failures: number;
  failureRate: number;
}

export class ReleaseHealth {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts the reports that name a live version (the pin or the running canary of
   * their remote); others (an old page, a made-up version) are not stored. Returns
   * how many were counted and which canaries were ended.
   */
  async record(reports: RemoteOutcomeReport[]): Promise<{ recorded: number; aborted: string[]; counted: RemoteOutcomeReport[] }> {
    const pins = new Map((await repo.listPins(this.db)).map((pin) => [pin.remote, pin]));
    const minute = minuteOf(this.now());
    const counters = new Map<string, repo.HealthIncrement>();
    const counted: RemoteOutcomeReport[] = [];
    for (const report of reports) {
      const pin = pins.get(report.remote);
      if (!pin || (report.version !== pin.version && report.version !== pin.canary_version)) continue;
      counted.push(report);
      const key = `${report.remote}@${report.version}`;
      const counter = counters.get(key) ?? { remote: report.remote, version: report.version, minute, loads: 0, failures: 0 };
      counter.loads += 1;
      if (!report.ok) counter.failures += 1;
      counters.set(key, counter);
    }
    await repo.addHealth(this.db, [...counters.values()]);
    const aborted: string[] = [];
    for (const counter of counters.values()) {
      const pin = pins.get(counter.remote);
      if (pin?.canary_version === counter.version && (await this.judgeCanary(pin, minute))) aborted.push(`${pin.remote}@${pin.canary_version}`);
    }
    await this.sweep(minute);
    return { recorded: counted.length, aborted, counted };
  }

  /** Ends the canary when it fails too often; true when this call ended it. */
  private async judgeCanary(pin: repo.RemotePinRow, minute: number): Promise<boolean> {
    if (!pin.canary_version || !pin.canary_started_at) return false;
    const since = Math.max(minuteOf(Date.parse(pin.canary_started_at)), minute - HEALTH_WINDOW_MINUTES + 1);
    const [canary] = (await repo.healthSince(this.db, since, pin.remote)).filter((row) => row.version === pin.canary_version);
    if (!canary || canary.loads < CANARY_MIN_LOADS) return false;
    const canaryRate = rate(canary.failures, canary.loads);
    if (canaryRate <= CANARY_MAX_FAILURE_RATE) return false;
    const [pinned] = (await repo.healthSince(this.db, minute - HEALTH_WINDOW_MINUTES + 1, pin.remote)).filter((row) => row.version === pin.version);
    const pinnedRate = rate(pinned?.failures ?? 0, pinned?.loads ?? 0);
    if (canaryRate <= pinnedRate) return false;
    const at = new Date(this.now()).toISOString();
    const reason =
      `the canary failed ${canary.failures} of ${canary.loads} loads (${percent(canaryRate)}) since it started; ` +
      `the pinned ${pin.version} failed ${pinned?.failures ?? 0} of ${pinned?.loads ?? 0} (${percent(pinnedRate)}) in the last hour ` +
      `(limit: ${CANARY_MIN_LOADS} loads or more, above ${percent(CANARY_MAX_FAILURE_RATE)} and above the pinned version)`;
    return this.db.transaction().execute(async (trx) => {
      const ended = await repo.endCanaryIfRunning(trx, pin.remote, pin.canary_version!, pin.canary_started_at!, at);
      if (ended) {
        await repo.insertEvent(trx, { at, actor: AUTOMATIC_ACTOR, action: 'abort', remote: pin.remote, from_version: pin.canary_version, to_version: pin.version, detail: 'automatic', reason });
      }
      return ended;
    });
  }

  /** Per live version (each pin and running canary): loads, failures and failure rate over the last hour. */
  async status(): Promise<HealthRow[]> {
    const minute = minuteOf(this.now());
    const totals = await repo.healthSince(this.db, minute - HEALTH_WINDOW_MINUTES + 1);
    const find = (remote: string, version: string) => totals.find((row) => row.remote === remote && row.version === version) ?? { loads: 0, failures: 0 };
    const rows: HealthRow[] = [];
    for (const pin of (await repo.listPins(this.db)).sort((a, b) => (a.remote < b.remote ? -1 : 1))) {
      const pinned = find(pin.remote, pin.version);
      rows.push({ remote: pin.remote, version: pin.version, channel: 'pinned', ...pinned, failureRate: rate(pinned.failures, pinned.loads) });
      if (pin.canary_version) {
        const canary = find(pin.remote, pin.canary_version);
        rows.push({ remote: pin.remote, version: pin.canary_version, channel: 'canary', percent: pin.canary_percent ?? undefined, ...canary, failureRate: rate(canary.failures, canary.loads) });
      }
    }
    return rows;
  }

  /** Drops old counters now and then (any process may; a failure waits for the next). */
  private async sweep(minute: number): Promise<void> {
    if (minute - this.lastSweep < 60) return;
    this.lastSweep = minute;
    await repo.deleteHealthBefore(this.db, minute - KEEP_MINUTES).catch(() => undefined);
  }
}
