// The release commands on each database (the CLI's own tests run them through
// `npm run remotes` on SQLite): what a command refuses changes nothing, what it
// does is one audit event each, and a release pins all of its remotes or none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readLiveReleases } from '../../src/releases/live-releases';
import { ReleaseError } from '../../src/releases/release-error';
import { ReleaseManager } from '../../src/releases/release-manager';
import { createTestDatabase, describeEachDialect, type TestDatabase } from '../helpers/app';
import { fakeBuild, SINGLETONS, type Singletons } from '../helpers/releases';

describeEachDialect('release manager', (dialect) => {
  let root: string;
  let database: TestDatabase;
  let manager: ReleaseManager;
  let clock: number;

  const publish = (remote: string, version: string, shared: Singletons = SINGLETONS()) => manager.publish(remote, fakeBuild(path.join(root, `${remote}-${version}`), remote, version, shared));
  const live = () => readLiveReleases(database.handle.db);
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ReleaseError);
    return (error as ReleaseError).message;
  };

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-manager-'));
    database = await createTestDatabase(dialect, { seed: false });
    clock = Date.parse('2026-11-25T10:00:00.000Z');
    manager = new ReleaseManager(database.handle.db, {
      deployDir: path.join(root, 'deploy'),
      shellDist: fakeBuild(path.join(root, 'shell-dist'), 'shell', '1.0.0'),
      sharedPackageJson: '',
      actor: 'asha',
      now: () => new Date((clock += 1000)),
    });
    await publish('catalogue', '1.3.0');
    await publish('blogs', '1.0.0');
    await manager.release([
      { remote: 'catalogue', version: '1.3.0' },
      { remote: 'blogs', version: '1.0.0' },
    ]);
  });

  afterEach(async () => {
    await database.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses a pin whose react or shared major differs from the shell or a live remote, naming both, and changes nothing', async () => {
    await publish('blogs', '2.0.0', SINGLETONS('20.0.0'));
    const before = await manager.history();
    const message = await refusal(manager.pin('blogs', '2.0.0'));
    expect(message).toContain('blogs 2.0.0 was built against react 20.0.0 (requires ^20.0.0), but the live shell (1.0.0) provides react 19.2.0');
    // the shell provides react to every remote: the live catalogue's own copy is never used beside blogs
    expect(message).not.toContain('live catalogue');
    await publish('blogs', '3.0.0', SINGLETONS('19.2.0', '2.0.0'));
    expect(await refusal(manager.pin('blogs', '3.0.0'))).toContain('blogs 3.0.0 was built against @safarnama/shared 2.0.0 (requires ^2.0.0), but the live shell (1.0.0) provides @safarnama/shared 1.0.0');
    // a running canary of another remote is live too
    await publish('catalogue', '1.4.0', { ...SINGLETONS(), zustand: { version: '5.1.0', requiredVersion: '^5.1.0' } });
    await manager.canary('catalogue', '1.4.0', 10);
    await publish('blogs', '1.1.0', SINGLETONS('19.2.0', '1.0.0'));
    expect(await manager.pin('blogs', '1.1.0')).toMatchObject({ changed: true });
    await publish('enquiry', '1.0.0', { ...SINGLETONS(), zustand: { version: '5.0.0', requiredVersion: '~5.0.0' } });
    expect(await refusal(manager.pin('enquiry', '1.0.0'))).toBe(
      'Not compatible with what is live, so nothing was changed:\n  - enquiry 1.0.0 was built against zustand 5.0.0 (requires ~5.0.0), but the canary catalogue 1.4.0 was built against zustand 5.1.0 (requires ^5.1.0)',
    );
    expect((await manager.history()).length).toBe(before.length + 6); // 4 publishes, the canary, the pin; no refused command wrote anything
  });

  it('a release with one failing remote changes nothing; a good one pins every remote, each with an event', async () => {
    await publish('catalogue', '1.5.0');
    const before = { live: await live(), history: (await manager.history()).length };
    expect(await refusal(manager.release([{ remote: 'catalogue', version: '1.5.0' }, { remote: 'blogs', version: '9.9.9' }]))).toMatch(/Nothing was released:\n {2}- blogs 9\.9\.9 is not published\. Published versions: 1\.0\.0/);
    await publish('blogs', '2.0.0', SINGLETONS('19.2.0', '2.0.0'));
    expect(await refusal(manager.release([{ remote: 'catalogue', version: '1.5.0' }, { remote: 'blogs', version: '2.0.0' }]))).toContain('blogs 2.0.0 was built against @safarnama/shared 2.0.0');
    expect(await live()).toEqual(before.live);
    expect((await manager.history()).length).toBe(before.history + 1); // the publish of blogs 2.0.0 only
    await publish('blogs', '1.2.0');
    await manager.release([{ remote: 'catalogue', version: '1.5.0' }, { remote: 'blogs', version: '1.2.0' }], 'monsoon sale');
    expect(Object.fromEntries(Object.entries(await live()).map(([r, l]) => [r, l.version]))).toEqual({ catalogue: '1.5.0', blogs: '1.2.0' });
    const events = (await manager.history()).slice(-2);
    expect(events.map((e) => [e.action, e.remote, e.from_version, e.to_version, e.actor, e.reason])).toEqual([
      ['release', 'catalogue', '1.3.0', '1.5.0', 'asha', 'monsoon sale'],
      ['release', 'blogs', '1.0.0', '1.2.0', 'asha', 'monsoon sale'],
    ]);
    expect(events[0]!.detail).toBe('released together: catalogue@1.5.0 blogs@1.2.0');
  });

  it('canary, promote, abort and rollback: what is live after each, and one dated event each', async () => {
    await publish('blogs', '1.1.0');
    await publish('blogs', '1.2.0-rc.1');
    expect(await refusal(manager.canary('blogs', '1.1.0', 0))).toContain('whole percentage from 1 to 100');
    expect(await refusal(manager.canary('blogs', '1.0.0', 10))).toContain('is the pinned version already');
    await manager.canary('blogs', '1.1.0', 10);
    await manager.canary('blogs', '1.1.0', 50);
    expect((await live()).blogs).toMatchObject({ version: '1.0.0', canary: { version: '1.1.0', percent: 50 } });
    await manager.promote('blogs');
    expect((await live()).blogs).toEqual(expect.objectContaining({ version: '1.1.0' }));
    expect((await live()).blogs!.canary).toBeUndefined();
    await manager.canary('blogs', '1.2.0-rc.1', 5);
    await manager.abort('blogs', 'spinner never stops');
    expect((await live()).blogs!.canary).toBeUndefined();
    expect(await refusal(manager.abort('blogs'))).toBe('blogs has no canary running; nothing to abort.');
    await manager.rollback('blogs');
    expect((await live()).blogs!.version).toBe('1.0.0');
    expect(await refusal(manager.rollback('blogs'))).toBe('blogs has no previously pinned version to roll back to.');
    const events = (await manager.history('blogs')).map((e) => `${e.action} ${e.from_version ?? '-'}->${e.to_version} ${e.detail}${e.reason ? ` (${e.reason})` : ''}`);
    expect(events.slice(-6)).toEqual([
      'canary 1.0.0->1.1.0 10% of visitors',
      'canary 1.0.0->1.1.0 share 10% -> 50%',
      expect.stringMatching(/^promote 1\.0\.0->1\.1\.0 after 50% since 2026-11-25T10:00:\d\d\.000Z$/),
      'canary 1.1.0->1.2.0-rc.1 5% of visitors',
      'abort 1.2.0-rc.1->1.1.0 by hand (spinner never stops)',
      'rollback 1.1.0->1.0.0 ',
    ]);
    const history = await manager.history('blogs');
    expect(history.every((e) => e.actor === 'asha' && /^2026-11-25T10:00:\d\d\.000Z$/.test(e.at))).toBe(true);
  });

  it('publishing the same build again is a no-op; other files under a published version are refused and left alone', async () => {
    const again = await publish('blogs', '1.0.0');
    expect(again.already).toBe(true);
    const file = path.join(root, 'deploy', 'remotes', 'blogs', '1.0.0', 'remoteEntry.js');
    const published = fs.readFileSync(file, 'utf8');
    const changed = fakeBuild(path.join(root, 'blogs-changed'), 'blogs', '1.0.0', SINGLETONS(), 'other files');
    expect(await refusal(manager.publish('blogs', changed))).toContain('already published, and published versions are immutable');
    expect(fs.readFileSync(file, 'utf8')).toBe(published);
    expect((await manager.history('blogs')).filter((e) => e.action === 'publish')).toHaveLength(1);
  });
});
