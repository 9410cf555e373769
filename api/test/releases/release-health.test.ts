// The shell's load reports and the automatic canary abort, through the real routes,
// on each database: visitors get their signed assignments with a page, as a browser
// does, and report with them; made-up, expired, borrowed and replayed reports are
// refused and never judged; a canary restarted at once starts from zero; and with
// two server instances on one database (two processes behind one port range): one
// abort, seen by both.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ASSIGNMENT_COOKIE, parseAssignments, visitorBucket } from '@safarnama/contracts/releases';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import type { ReleaseManager } from '../../src/releases/release-manager';
import { AUTOMATIC_ACTOR } from '../../src/releases/release-health';
import { releaseAssignments } from '../../src/releases/release-assignment';
import { AUTH, createTestDatabase, describeEachDialect, type TestDatabase } from '../helpers/app';
import { publishFakeBuilds, releaseFolders, testReleaseManager } from '../helpers/releases';

const PINNED = '1.0.0';
const CANARY = '1.1.0';

interface Visitor {
  id: string;
  /** blogs' version this visitor gets, and its assignment, as the page's cookie named them. */
  version: string;
  assignment: string;
}

let visitorCount = 0;
/** A new visitor id (32 hex) whose blogs bucket is inside the 50% canary, or outside it. */
function newVisitorId(inCanary: boolean): string {
  for (;;) {
    const id = crypto.createHash('md5').update(`health-visitor-${(visitorCount += 1)}`).digest('hex');
    if (visitorBucket(id, 'blogs') < 50 === inCanary) return id;
  }
}

describeEachDialect('release health', (dialect) => {
  let root: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  let manager: ReleaseManager;

  const config = () => testConfig({ database: database.config, releaseHealthRateLimitMax: 100_000, catalogueCacheTtlMs: 60_000 });
  const post = (reports: unknown, visitorId?: string, target = app, query = `authCode=${AUTH}`) =>
    target.inject({ method: 'POST', url: `/api/releases/health?${query}`, payload: { reports } as object, headers: visitorId ? { cookie: `sf_vid=${visitorId}` } : {} });
  /** Opens the home page as a browser with this visitor id would; what its assignment cookie says of blogs. */
  const visit = async (inCanary: boolean, target = app): Promise<Visitor> => {
    const id = newVisitorId(inCanary);
    const page = await target.inject({ method: 'GET', url: '/', headers: { cookie: `sf_vid=${id}` } });
    expect(page.statusCode).toBe(200);
    const assignment = parseAssignments(page.cookies.find((cookie) => cookie.name === ASSIGNMENT_COOKIE)?.value).blogs;
    expect(assignment).toBeDefined();
    return { id, version: inCanary ? CANARY : PINNED, assignment: assignment! };
  };
  const visitors = (inCanary: boolean, count: number) => Promise.all(Array.from({ length: count }, () => visit(inCanary)));
  const reportAs = async (visitor: Visitor, ok: boolean, target = app) => {
    const answer = await post([{ remote: 'blogs', version: visitor.version, ok, assignment: visitor.assignment }], visitor.id, target);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: { recorded: number } }>().data.recorded;
  };
  const reportAll = async (group: Visitor[], ok: boolean) => {
    for (const visitor of group) await reportAs(visitor, ok);
  };
  const live = async (target = app) => (await target.inject({ method: 'GET', url: '/remotes.json' })).json<Record<string, { version: string; canary?: { version: string } }>>();
  const metric = async (name: string) => {
    const values = (await app.metrics.registry.getSingleMetric(name)!.get()).values;
    return Object.fromEntries(values.map((value) => [Object.values(value.labels).join(','), value.value]));
  };
  const aborts = async () => (await manager.history('blogs')).filter((event) => event.action === 'abort');

  beforeEach(async () => {
    root = releaseFolders('release-health-', '<!doctype html><html><head></head><body><div id="root"></div></body></html>').root;
    database = await createTestDatabase(dialect, { file: true, seed: false });
    manager = testReleaseManager(database.handle.db, root);
    await publishFakeBuilds(manager, root, 'blogs', [PINNED, CANARY]);
    await manager.pin('blogs', PINNED);
    await manager.canary('blogs', CANARY, 50);
    app = await buildApp({ config: config(), database: database.handle, logger: false, site: { shellDir: path.join(root, 'shell'), deployDir: path.join(root, 'deploy') } });
  });

  afterEach(async () => {
    await app.close();
    await database.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('a page gives each visitor a cookie of assignments for the version they get, never inside the kept page; it counts once', async () => {
    const inside = newVisitorId(true);
    const outside = newVisitorId(false);
    const first = await app.inject({ method: 'GET', url: '/', headers: { cookie: `sf_vid=${inside}` } });
    const other = await app.inject({ method: 'GET', url: '/', headers: { cookie: `sf_vid=${newVisitorId(true)}` } });
    const cookie = first.cookies.find((c) => c.name === ASSIGNMENT_COOKIE)!;
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie.httpOnly).toBeFalsy();
    expect(cookie.maxAge).toBeGreaterThanOrEqual(3 * 3600);
    const assignment = parseAssignments(cookie.value).blogs!;
    // the same kept page for two canary visitors, each with their own assignment
    expect(other.body).toBe(first.body);
    expect(other.cookies.find((c) => c.name === ASSIGNMENT_COOKIE)!.value).not.toBe(cookie.value);
    expect(first.body).not.toContain(assignment);
    // the same cookie again: not sent again
    const again = await app.inject({ method: 'GET', url: '/', headers: { cookie: `sf_vid=${inside}; ${ASSIGNMENT_COOKIE}=${cookie.value}` } });
    expect(again.cookies.find((c) => c.name === ASSIGNMENT_COOKIE)).toBeUndefined();
    // a first visit gets its visitor id and its assignments in one answer
    const firstVisit = await app.inject({ method: 'GET', url: '/' });
    expect(firstVisit.cookies.map((c) => c.name).sort()).toEqual([ASSIGNMENT_COOKIE, 'sf_vid']);

    expect(await reportAs({ id: inside, version: CANARY, assignment }, false)).toBe(1);
    const pinned = parseAssignments((await app.inject({ method: 'GET', url: '/', headers: { cookie: `sf_vid=${outside}` } })).cookies.find((c) => c.name === ASSIGNMENT_COOKIE)!.value).blogs!;
    expect(await reportAs({ id: outside, version: PINNED, assignment: pinned }, true)).toBe(1);
    const status = await app.services.releaseHealth.status();
    expect(status.map(({ version, channel, loads, failures }) => ({ version, channel, loads, failures }))).toEqual([
      { version: PINNED, channel: 'pinned', loads: 1, failures: 0 },
      { version: CANARY, channel: 'canary', loads: 1, failures: 1 },
    ]);
  });

  it('a malformed beacon is a 400; reports of versions no longer live are refused', async () => {
    const [visitor] = await visitors(true, 1);
    const bad: unknown[] = [
      [],
      Array.from({ length: 21 }, () => ({ remote: 'blogs', version: CANARY, ok: true, assignment: visitor!.assignment })),
      [{ remote: 'blogs', version: CANARY, ok: 'yes', assignment: visitor!.assignment }],
      [{ remote: 'blogs', version: CANARY, ok: true }],
      [{ remote: '<script>', version: CANARY, ok: true, assignment: visitor!.assignment }],
      [{ remote: 'blogs', version: '../../x', ok: true, assignment: visitor!.assignment }],
      'nonsense',
    ];
    for (const reports of bad) {
      const res = await post(reports, visitor!.id);
      expect({ reports, status: res.statusCode, code: res.json().code }).toEqual({ reports, status: 400, code: 0 });
    }
    expect((await post([{ remote: 'blogs', version: CANARY, ok: true, assignment: visitor!.assignment }], visitor!.id, app, 'authCode=wrong')).statusCode).toBe(401);
    // the page's assignment of a canary that has since ended counts for nothing
    await manager.abort('blogs');
    expect(await reportAs(visitor!, false)).toBe(0);
    expect(await metric('safarnama_remote_reports_rejected_total')).toMatchObject({ not_live: 1, forged: 0 });
    expect(await database.handle.db.selectFrom('release_health_reports').selectAll().execute()).toEqual([]);
  });

  it('made-up failure reports do not end a healthy canary, and reach neither the judge nor the load metric', async () => {
    const forged = (i: number) => Array.from({ length: 20 }, () => ({ remote: 'blogs', version: CANARY, ok: false, assignment: `${2_000_000_000 + i}.AAAAAAAAAAAAAAAAAAAAAA` }));
    for (let i = 0; i < 3; i += 1) expect((await post(forged(i), newVisitorId(true))).json().data.recorded).toBe(0);
    // without a visitor id, or with none of the page's making
    expect((await post([{ remote: 'blogs', version: CANARY, ok: false, assignment: 'anything' }])).json().data.recorded).toBe(0);
    expect((await live()).blogs!.canary?.version).toBe(CANARY);
    expect(await metric('safarnama_remote_loads_total')).toEqual({});
    expect(await metric('safarnama_remote_reports_rejected_total')).toEqual({ forged: 61, expired: 0, replayed: 0, not_live: 0 });
    const status = await app.services.releaseHealth.status();
    expect(status.find((row) => row.channel === 'canary')).toMatchObject({ loads: 0, failures: 0 });
    // real visitors' outcomes do count
    await reportAll(await visitors(true, 2), true);
    expect(await metric('safarnama_remote_loads_total')).toEqual({ 'blogs,rendered': 2 });
  });

  it('made-up success reports do not keep a failing canary alive', async () => {
    // 70 requests of 20 successes each: counted, they would hold the canary's failure rate at 0.2%
    const success = { remote: 'blogs', version: CANARY, ok: true };
    const stranger = await visit(false);
    const borrowed = await visit(true);
    const expiredAssignment = releaseAssignments(config().previewSecret).sign('blogs', CANARY, borrowed.id, Math.floor(Date.now() / 1000) - 1);
    for (let i = 0; i < 70; i += 1) {
      const assignment = [stranger.assignment, borrowed.assignment, expiredAssignment, '1.x'][i % 4]!;
      // a pin's assignment for the canary, another visitor's, an expired one, nonsense
      const sender = i % 4 === 1 ? newVisitorId(true) : i % 4 === 0 ? stranger.id : borrowed.id;
      expect((await post(Array.from({ length: 20 }, () => ({ ...success, assignment })), sender)).json().data.recorded).toBe(0);
    }
    // 3 of 50 real canary visitors fail (6%); the pin's 5 do not
    await reportAll(await visitors(false, 5), true);
    const canaryVisitors = await visitors(true, 50);
    await reportAll(canaryVisitors.slice(0, 47), true);
    await reportAll(canaryVisitors.slice(47), false);
    expect((await live()).blogs!.canary).toBeUndefined();
    const [abort] = await aborts();
    expect(abort).toMatchObject({ actor: AUTOMATIC_ACTOR, from_version: CANARY, to_version: PINNED });
    expect(abort!.reason).toContain('failed 3 of 50 loads (6.0%)');
    expect(abort!.reason).toContain(`the pinned ${PINNED} failed 0 of 5 (0.0%)`);
    expect(await metric('safarnama_remote_reports_rejected_total')).toMatchObject({ expired: 17 * 20, replayed: 0 });
  });

  it('a replayed report counts once: the same visitor cannot fail a canary alone', async () => {
    const [visitor] = await visitors(true, 1);
    expect(await reportAs(visitor!, false)).toBe(1);
    for (let i = 0; i < 60; i += 1) expect(await reportAs(visitor!, false)).toBe(0);
    // the same outcome twice in one beacon (two areas of blogs on one page) is one
    const [other] = await visitors(true, 1);
    const twice = { remote: 'blogs', version: CANARY, assignment: other!.assignment };
    expect((await post([{ ...twice, ok: true }, { ...twice, ok: false }], other!.id)).json().data.recorded).toBe(1);
    expect((await live()).blogs!.canary?.version).toBe(CANARY);
    expect((await app.services.releaseHealth.status()).find((row) => row.channel === 'canary')).toMatchObject({ loads: 2, failures: 2 });
    expect(await metric('safarnama_remote_loads_total')).toEqual({ 'blogs,failed': 2 });
    expect(await metric('safarnama_remote_reports_rejected_total')).toMatchObject({ replayed: 60, forged: 0 });
  });

  it("another visitor's assignment, or one for another version, is refused as forged", async () => {
    const [owner] = await visitors(true, 1);
    const [pinVisitor] = await visitors(false, 1);
    expect(await reportAs({ ...owner!, id: newVisitorId(true) }, false)).toBe(0);
    expect(await reportAs({ ...pinVisitor!, version: CANARY }, false)).toBe(0);
    expect(await reportAs({ ...owner!, version: PINNED }, false)).toBe(0);
    expect(await metric('safarnama_remote_reports_rejected_total')).toMatchObject({ forged: 3 });
    // its owner's report counts
    expect(await reportAs(owner!, false)).toBe(1);
  });

  it('a canary that fails its first 50 visitors is ended; restarted in the same minute it starts from zero, and status reads what the judge reads', async () => {
    await reportAll(await visitors(false, 3), true);
    const failing = await visitors(true, 50);
    await reportAll(failing.slice(0, 49), false);
    const before = await app.services.releaseHealth.status();
    const startedAt = (await database.handle.db.selectFrom('remote_pins').select('canary_started_at').executeTakeFirstOrThrow()).canary_started_at;
    expect(before).toEqual([
      { remote: 'blogs', version: PINNED, channel: 'pinned', since: startedAt, loads: 3, failures: 0, failureRate: 0 },
      { remote: 'blogs', version: CANARY, channel: 'canary', percent: 50, since: startedAt, loads: 49, failures: 49, failureRate: 1 },
    ]);
    expect((await live()).blogs!.canary?.version).toBe(CANARY);
    await reportAs(failing[49]!, false);
    expect((await live()).blogs!.canary).toBeUndefined();
    const [abort] = await aborts();
    expect(abort!.reason).toContain('failed 50 of 50 loads (100.0%)');
    expect(abort!.reason).toContain(`the pinned ${PINNED} failed 0 of 3 (0.0%)`);
    // more failing reports of the ended canary are not counted and end nothing again
    expect(await reportAs(failing[0]!, false)).toBe(0);

    await manager.canary('blogs', CANARY, 50);
    const restarted = await app.services.releaseHealth.status();
    expect(restarted.map(({ channel, loads, failures }) => ({ channel, loads, failures }))).toEqual([
      { channel: 'pinned', loads: 0, failures: 0 },
      { channel: 'canary', loads: 0, failures: 0 },
    ]);
    expect(restarted[0]!.since).not.toBe(startedAt);
    expect(restarted[1]!.since).toBe(restarted[0]!.since);
    // the first failing report of the new run ends nothing; the earlier visitors count again, once
    expect(await reportAs(failing[0]!, false)).toBe(1);
    await reportAll(failing.slice(1, 10), false);
    expect((await live()).blogs!.canary?.version).toBe(CANARY);
    expect(await aborts()).toHaveLength(1);
    expect((await app.services.releaseHealth.status())[1]).toMatchObject({ loads: 10, failures: 10 });
  });

  it('a canary is kept while it has fewer than 50 visitors, fails for 2% or fewer, or fails no more than the pin', async () => {
    const canaryVisitors = await visitors(true, 110);
    await reportAll(canaryVisitors.slice(0, 1), false);
    await reportAll(canaryVisitors.slice(1, 99), true);
    await reportAll(canaryVisitors.slice(99, 100), false); // 2 of 100: at the limit, not above it
    const pinVisitors = await visitors(false, 20);
    await reportAll(pinVisitors.slice(0, 10), false);
    await reportAll(pinVisitors.slice(10), true); // the pin fails for 50%
    await reportAll(canaryVisitors.slice(100), false); // 12 of 110 (10.9%): above 2%, below the pin's 50%
    expect((await live()).blogs!.canary?.version).toBe(CANARY);
    expect((await manager.history('blogs')).map((e) => e.action)).toEqual(['publish', 'publish', 'pin', 'canary']);
    const status = await app.services.releaseHealth.status();
    expect(status.find((row) => row.channel === 'canary')).toMatchObject({ version: CANARY, percent: 50, loads: 110, failures: 12 });
  });

  it('two server instances on one database: reports split between them end the canary once, and both serve the pin next', async () => {
    const second = openDatabase(database.config);
    const other = await buildApp({ config: config(), database: second, closeDatabase: true, logger: false, site: { shellDir: path.join(root, 'shell'), deployDir: path.join(root, 'deploy') } });
    try {
      expect((await live(other)).blogs!.canary?.version).toBe(CANARY);
      // each visitor's page comes from one instance, their report goes to either
      const group = await Promise.all(Array.from({ length: 60 }, (_, i) => visit(true, i % 2 ? other : app)));
      await Promise.all(group.map((visitor, i) => reportAs(visitor, false, i % 3 ? other : app)));
      expect((await live(app)).blogs!.canary).toBeUndefined();
      expect((await live(other)).blogs!.canary).toBeUndefined();
      expect(await aborts()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
