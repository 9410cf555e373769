// Load outcomes of remote areas, as the shell reports them: a remote, the version the
// page loaded, rendered or not, and the server's signed assignment of that version to
// this visitor (release-assignment.ts). A report without a valid assignment (made up,
// expired, another visitor's, another version's) is refused, and so is one for a
// version that is not live; each counts once per visitor and window, so a replay
// changes nothing. Refusals are counted apart (the route's metrics), never judged.
//
// The window of a remote is its running canary's run (from canary_started_at on),
// shared by its pin's reports so that both are compared over the same time; without
// a canary, the pin's window is the clock hour. A new canary starts from zero. Every
// new report of a remote with a running canary judges it: once the canary has
// CANARY_MIN_LOADS visitors and fails for more than CANARY_MAX_FAILURE_RATE of them
// and more often than the pinned version, the server ends it and records why.
// status() reads the same windows. The judgement reads the database, so it holds with
// several server processes, and only one of them ends a canary (repo.endCanaryIfRunning).
import type { Kysely } from 'kysely';
import type { RemoteOutcomeReport } from '@safarnama/contracts/releases';
import type { Database } from '../db/schema';
import * as repo from '../repositories/release.repository';
import type { ReleaseAssignments } from './release-assignment';

export const CANARY_MIN_LOADS = 50;
export const CANARY_MAX_FAILURE_RATE = 0.02;
/** A pin without a canary is counted per clock hour of this length. */
export const HEALTH_WINDOW_MINUTES = 60;
/** Reports are kept this long (a running canary's, as long as it runs). */
const KEEP_MINUTES = 7 * 24 * 60;
export const AUTOMATIC_ACTOR = 'server (automatic abort)';

/** Why a report was not counted: fixed names, never anything the client sent. */
export const REJECT_REASONS = ['forged', 'expired', 'replayed', 'not_live'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

const minuteOf = (ms: number) => Math.floor(ms / 60_000);
const rate = (failures: number, loads: number) => (loads > 0 ? failures / loads : 0);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

interface Window {
  run: string;
  /** ISO time the window starts. */
  since: string;
}

/** The window a remote's reports count in now: its running canary's run, else the clock hour. */
function windowOf(pin: repo.RemotePinRow, nowMs: number): Window {
  if (pin.canary_version && pin.canary_started_at) return { run: `canary ${pin.canary_started_at}`, since: pin.canary_started_at };
  const hourMs = HEALTH_WINDOW_MINUTES * 60_000;
  const since = new Date(Math.floor(nowMs / hourMs) * hourMs).toISOString();
  return { run: `pinned ${since}`, since };
}

const isLive = (pin: repo.RemotePinRow | undefined, version: string) => Boolean(pin && (version === pin.version || version === pin.canary_version));

export interface HealthRow {
  remote: string;
  version: string;
  channel: 'pinned' | 'canary';
  /** The canary's share of visitors. */
  percent?: number;
  /** ISO time the counts start: the canary's start while one runs, else the clock hour's. */
  since: string;
  /** Visitors who loaded the version in the window (one outcome each). */
  loads: number;
  failures: number;
  failureRate: number;
}

export interface HealthRecord {
  /** Reports counted (new outcomes of live versions, one per visitor and version). */
  recorded: number;
  /** Canaries this call ended ("blogs@1.1.0"). */
  aborted: string[];
  counted: { remote: string; ok: boolean }[];
  rejected: Record<RejectReason, number>;
}

export class ReleaseHealth {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts the reports of one visitor (their id cookie; null: none) whose assignments hold, and judges the canaries they concern. */
  async record(reports: RemoteOutcomeReport[], visitorId: string | null, assignments: ReleaseAssignments): Promise<HealthRecord> {
    const now = this.now();
    const minute = minuteOf(now);
    const rejected = Object.fromEntries(REJECT_REASONS.map((reason) => [reason, 0])) as Record<RejectReason, number>;
    const pins = new Map((await repo.listPins(this.db)).map((pin) => [pin.remote, pin]));
    const visitor = visitorId ? assignments.visitorKey(visitorId) : '';
    const rows = new Map<string, repo.NewHealthReport>();
    for (const report of reports) {
      const check = assignments.check(report.assignment, report.remote, report.version, visitorId, now);
      if (check !== 'valid') {
        rejected[check] += 1;
        continue;
      }
      const pin = pins.get(report.remote);
      if (!pin || !isLive(pin, report.version)) {
        rejected.not_live += 1;
        continue;
      }
      const key = `${report.remote}@${report.version}`;
      const row = rows.get(key);
      // several areas of one remote on one page are one outcome: failed if any failed
      if (row) row.ok = row.ok && report.ok ? 1 : 0;
      else rows.set(key, { remote: report.remote, version: report.version, run: windowOf(pin, now).run, visitor, ok: report.ok ? 1 : 0, minute });
    }
    const counted = await repo.insertHealthReports(this.db, [...rows.values()]);
    rejected.replayed += rows.size - counted.length;
    const aborted: string[] = [];
    for (const remote of new Set(counted.map((row) => row.remote))) {
      const pin = pins.get(remote);
      if (pin?.canary_version && (await this.judgeCanary(pin))) aborted.push(`${pin.remote}@${pin.canary_version}`);
    }
    await this.sweep(minute, [...pins.values()]);
    return { recorded: counted.length, aborted, counted: counted.map((row) => ({ remote: row.remote, ok: row.ok === 1 })), rejected };
  }

  /** Ends the canary when it fails too often in its run; true when this call ended it. */
  private async judgeCanary(pin: repo.RemotePinRow): Promise<boolean> {
    if (!pin.canary_version || !pin.canary_started_at) return false;
    const totals = await repo.healthOfRun(this.db, pin.remote, windowOf(pin, this.now()).run);
    const canary = totals.find((row) => row.version === pin.canary_version) ?? { loads: 0, failures: 0 };
    if (canary.loads < CANARY_MIN_LOADS) return false;
    const canaryRate = rate(canary.failures, canary.loads);
    if (canaryRate <= CANARY_MAX_FAILURE_RATE) return false;
    const pinned = totals.find((row) => row.version === pin.version) ?? { loads: 0, failures: 0 };
    const pinnedRate = rate(pinned.failures, pinned.loads);
    if (canaryRate <= pinnedRate) return false;
    const at = new Date(this.now()).toISOString();
    const reason =
      `the canary failed ${canary.failures} of ${canary.loads} loads (${percent(canaryRate)}) since it started; ` +
      `the pinned ${pin.version} failed ${pinned.failures} of ${pinned.loads} (${percent(pinnedRate)}) over the same time ` +
      `(one load per visitor; limit: ${CANARY_MIN_LOADS} loads or more, above ${percent(CANARY_MAX_FAILURE_RATE)} and above the pinned version)`;
    return this.db.transaction().execute(async (trx) => {
      const ended = await repo.endCanaryIfRunning(trx, pin.remote, pin.canary_version!, pin.canary_started_at!, at);
      if (ended) {
        await repo.insertEvent(trx, { at, actor: AUTOMATIC_ACTOR, action: 'abort', remote: pin.remote, from_version: pin.canary_version, to_version: pin.version, detail: 'automatic', reason });
      }
      return ended;
    });
  }

  /** Per live version (each pin and running canary): visitors, failures and failure rate in the window the judge reads. */
  async status(): Promise<HealthRow[]> {
    const now = this.now();
    const rows: HealthRow[] = [];
    for (const pin of (await repo.listPins(this.db)).sort((a, b) => (a.remote < b.remote ? -1 : 1))) {
      const { run, since } = windowOf(pin, now);
      const totals = await repo.healthOfRun(this.db, pin.remote, run);
      const find = (version: string) => totals.find((row) => row.version === version) ?? { loads: 0, failures: 0 };
      const pinned = find(pin.version);
      rows.push({ remote: pin.remote, version: pin.version, channel: 'pinned', since, loads: pinned.loads, failures: pinned.failures, failureRate: rate(pinned.failures, pinned.loads) });
      if (pin.canary_version) {
        const canary = find(pin.canary_version);
        rows.push({ remote: pin.remote, version: pin.canary_version, channel: 'canary', percent: pin.canary_percent ?? undefined, since, loads: canary.loads, failures: canary.failures, failureRate: rate(canary.failures, canary.loads) });
      }
    }
    return rows;
  }

  /** Drops old reports now and then, never a running canary's (any process may; a failure waits for the next). */
  private async sweep(minute: number, pins: repo.RemotePinRow[]): Promise<void> {
    if (minute - this.lastSweep < 60) return;
    this.lastSweep = minute;
    const running = pins.filter((pin) => pin.canary_version && pin.canary_started_at).map((pin) => windowOf(pin, 0).run);
    await repo.deleteHealthBefore(this.db, minute - KEEP_MINUTES, running).catch(() => undefined);
  }
}
