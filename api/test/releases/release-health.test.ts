// The shell's load reports and the automatic canary abort, through the real route,
// on each database; and with two server instances on one database (two processes
// behind one port range): one abort, seen by both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { ReleaseManager } from '../../src/releases/release-manager';
import { AUTOMATIC_ACTOR } from '../../src/releases/release-health';
import { AUTH, createTestDatabase, describeEachDialect, type TestDatabase } from '../helpers/app';
import { fakeBuild } from '../helpers/releases';

describeEachDialect('release health', (dialect) => {
  let root: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  let manager: ReleaseManager;

  const post = (reports: unknown, target = app, query = `authCode=${AUTH}`) =>
    target.inject({ method: 'POST', url: `/api/releases/health?${query}`, payload: { reports } as object });
  const report = async (version: string, ok: boolean, times: number, target = app) => {
    for (let i = 0; i < times; i += 1) expect((await post([{ remote: 'blogs', version, ok }], target)).statusCode).toBe(200);
  };
  const live = async (target = app) => (await target.inject({ method: 'GET', url: '/remotes.json' })).json<Record<string, { version: string; canary?: { version: string } }>>();
  const counters = async () => (await database.handle.db.selectFrom('remote_health').selectAll().execute()).map((r) => ({ ...r, minute: 0, loads: Number(r.loads), failures: Number(r.failures) }));

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-health-'));
    fs.mkdirSync(path.join(root, 'shell'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    database = await createTestDatabase(dialect, { file: true, seed: false });
    manager = new ReleaseManager(database.handle.db, {
      deployDir: path.join(root, 'deploy'),
      shellDist: fakeBuild(path.join(root, 'shell-dist'), 'shell', '1.0.0'),
      sharedPackageJson: '',
      actor: 'asha',
    });
    for (const version of ['1.0.0', '1.1.0']) await manager.publish('blogs', fakeBuild(path.join(root, `blogs-${version}`), 'blogs', version));
    await manager.pin('blogs', '1.0.0');
    await manager.canary('blogs', '1.1.0', 50);
    app = await buildApp({
      config: testConfig({ database: database.config, releaseHealthRateLimitMax: 100_000 }),
      database: database.handle,
      logger: false,
      site: { shellDir: path.join(root, 'shell'), deployDir: path.join(root, 'deploy') },
    });
  });

  afterEach(async () => {
    await app.close();
    await database.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('counts reports of live versions only; a malformed beacon is a 400 and stores nothing', async () => {
    const answer = await post([
      { remote: 'blogs', version: '1.0.0', ok: true },
      { remote: 'blogs', version: '1.1.0', ok: false },
      { remote: 'blogs', version: '0.9.0', ok: false },
      { remote: 'catalogue', version: '1.0.0', ok: true },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 1, message: 'Recorded', data: { recorded: 2 } });
    expect(answer.headers['cache-control']).toBe('no-store');
    const bad: unknown[] = [[], Array.from({ length: 21 }, () => ({ remote: 'blogs', version: '1.0.0', ok: true })), [{ remote: 'blogs', version: '1.0.0', ok: 'yes' }], [{ remote: '<script>', version: '1.0.0', ok: true }], [{ remote: 'blogs', version: '../../x', ok: true }], 'nonsense'];
    for (const reports of bad) {
      const res = await post(reports);
      expect({ reports, status: res.statusCode, code: res.json().code }).toEqual({ reports, status: 400, code: 0 });
    }
    expect((await post([{ remote: 'blogs', version: '1.0.0', ok: true }], app, 'authCode=wrong')).statusCode).toBe(401);
    expect(await counters()).toEqual(
      expect.arrayContaining([
        { remote: 'blogs', version: '1.0.0', minute: 0, loads: 1, failures: 0 },
        { remote: 'blogs', version: '1.1.0', minute: 0, loads: 1, failures: 1 },
      ]),
    );
    expect(await counters()).toHaveLength(2);
  });

  it('a canary that fails its first 50 loads is ended by the server: the next load gets the pin, and history says why', async () => {
    await report('1.0.0', true, 3);
    await report('1.1.0', false, 49);
    expect((await live()).blogs!.canary?.version).toBe('1.1.0');
    await report('1.1.0', false, 1);
    const after = await live();
    expect(after.blogs).toEqual(expect.objectContaining({ version: '1.0.0' }));
    expect(after.blogs!.canary).toBeUndefined();
    const abort = (await manager.history('blogs')).at(-1)!;
    expect(abort).toMatchObject({ action: 'abort', actor: AUTOMATIC_ACTOR, from_version: '1.1.0', to_version: '1.0.0' });
    expect(abort.reason).toContain('failed 50 of 50 loads (100.0%)');
    expect(abort.reason).toContain('the pinned 1.0.0 failed 0 of 3 (0.0%)');
    // more failing reports of the ended canary are not counted and end nothing again
    await report('1.1.0', false, 5);
    expect((await manager.history('blogs')).filter((e) => e.action === 'abort')).toHaveLength(1);
    const status = await app.services.releaseHealth.status();
    expect(status).toEqual([{ remote: 'blogs', version: '1.0.0', channel: 'pinned', loads: 3, failures: 0, failureRate: 0 }]);
  });

  it('a canary is kept while it has fewer than 50 loads, fails 2% or less, or fails no more than the pin', async () => {
    await report('1.1.0', false, 1);
    await report('1.1.0', true, 98);
    await report('1.1.0', false, 1); // 2 of 100: at the limit, not above it
    await report('1.0.0', false, 10);
    await report('1.0.0', true, 10); // the pin fails 50%
    await report('1.1.0', false, 10); // 12 of 110 (10.9%): above 2%, below the pin's 50%
    expect((await live()).blogs!.canary?.version).toBe('1.1.0');
    expect((await manager.history('blogs')).map((e) => e.action)).toEqual(['publish', 'publish', 'pin', 'canary']);
    const status = await app.services.releaseHealth.status();
    expect(status.find((row) => row.channel === 'canary')).toMatchObject({ version: '1.1.0', percent: 50, loads: 110, failures: 12 });
  });

  it('two server instances on one database: reports split between them end the canary once, and both serve the pin next', async () => {
    const second = openDatabase(database.config);
    const other = await buildApp({
      config: testConfig({ database: database.config, releaseHealthRateLimitMax: 100_000 }),
      database: second,
      closeDatabase: true,
      logger: false,
      site: { shellDir: path.join(root, 'shell'), deployDir: path.join(root, 'deploy') },
    });
    try {
      expect((await live(other)).blogs!.canary?.version).toBe('1.1.0');
      await Promise.all(Array.from({ length: 60 }, (_, i) => post([{ remote: 'blogs', version: '1.1.0', ok: false }], i % 2 ? other : app)));
      expect((await live(app)).blogs!.canary).toBeUndefined();
      expect((await live(other)).blogs!.canary).toBeUndefined();
      expect((await manager.history('blogs')).filter((e) => e.action === 'abort')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
