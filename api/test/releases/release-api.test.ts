// The release API as a team's CI and a release manager use it, on each database:
// tokens scoped to remotes and actions, uploads checked file by file against their
// SHA-384 list, refusals that change nothing, and history naming each token's owner.
// Published files go to the database's release store (RELEASE_FILES=database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readBuildDir } from '../../src/releases/build-files';
import { readLiveReleases } from '../../src/releases/live-releases';
import { packBuild } from '../../src/releases/release-archive';
import { createReleaseToken, revokeReleaseToken, TEAM_ACTIONS } from '../../src/releases/release-tokens';
import { OUTSIDE_RELEASES_MESSAGE } from '../../src/plugins/app/release-auth';
import { createTestApp, describeEachDialect, type TestApp, validEnquiry } from '../helpers/app';
import { fakeBuild, SINGLETONS } from '../helpers/releases';

describeEachDialect('release API', (dialect) => {
  let root: string;
  let t: TestApp;
  let blogsToken: string;
  let managerToken: string;

  const build = (app: string, version: string, marker = version) => fakeBuild(path.join(root, `${app}-${version}-${marker}`), app, version, SINGLETONS(), marker);
  const archive = (dir: string) => packBuild(readBuildDir(dir));
  const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.request({ method, url: `/api/releases${url}`, auth: false, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  const upload = async (token: string, remote: string, body: Buffer) =>
    t.request({ method: 'POST', url: `/api/releases/${remote}/publish`, auth: false, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' }, payload: body });
  const message = (response: { body: string }) => (JSON.parse(response.body) as { message: string }).message;
  const listing = async () => (JSON.parse((await call(managerToken, 'GET', '/')).body) as { data: { remote: string; pinned: string | null; canary: { version: string } | null; published: string[] }[] }).data;
  const remoteListing = async (remote: string) => (await listing()).find((r) => r.remote === remote)!;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-api-'));
    const shellDir = fakeBuild(path.join(root, 'shell'), 'shell', '1.0.0');
    t = await createTestApp(dialect, { releases: { files: 'database', deployDir: path.join(root, 'deploy'), shellDir, cdnOrigins: ['https://cdn.safarnama.test'] } });
    const db = t.database.handle.db;
    ({ token: blogsToken } = await createReleaseToken(db, { owner: 'blogs-ci', role: 'team', remotes: ['blogs'], actions: ['publish', 'canary', 'preview'], ttlMs: 86_400_000, createdBy: 'test' }));
    ({ token: managerToken } = await createReleaseToken(db, { owner: 'asha', role: 'release-manager', remotes: [], actions: [], ttlMs: 86_400_000, createdBy: 'test' }));
    // what is live before the team starts: catalogue and blogs 1.0.0, pinned by the release manager
    for (const remote of ['catalogue', 'blogs']) expect((await upload(managerToken, remote, await archive(build(remote, '1.0.0')))).statusCode).toBe(201);
    const released = await call(managerToken, 'POST', '/release', { targets: [{ remote: 'catalogue', version: '1.0.0' }, { remote: 'blogs', version: '1.0.0' }], reason: 'first release' });
    expect(released.statusCode).toBe(200);
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('lets a blogs token publish and canary blogs, keeps the files in the database, and history names the token owner', async () => {
    const dir = build('blogs', '1.1.0');
    const published = await upload(blogsToken, 'blogs', await archive(dir));
    expect(published.statusCode).toBe(201);
    expect(message(published)).toBe('Published');
    // the same build again changes nothing
    const again = await upload(blogsToken, 'blogs', await archive(dir));
    expect(again.statusCode).toBe(200);
    expect(JSON.parse(again.body).data).toMatchObject({ version: '1.1.0', already: true });
    const stored = await t.database.handle.db.selectFrom('release_files').select(['path', 'content']).where('remote', '=', 'blogs').where('version', '=', '1.1.0').orderBy('path').execute();
    expect(stored.map((row) => row.path)).toEqual(['build-info.json', 'mf-manifest.json', 'remoteEntry.js']);
    expect(Buffer.from(stored[2].content).toString()).toBe('/* blogs 1.1.0 */');

    const canary = await call(blogsToken, 'POST', '/blogs/canary', { version: '1.1.0', percent: 10, reason: 'new article layout' });
    expect(canary.statusCode).toBe(200);
    expect((await remoteListing('blogs')).canary?.version).toBe('1.1.0');

    const history = JSON.parse((await call(blogsToken, 'GET', '/history?remote=blogs')).body).data as { actor: string; action: string; to_version: string }[];
    expect(history.map((e) => [e.actor, e.action, e.to_version])).toEqual([
      ['asha', 'publish', '1.0.0'],
      ['asha', 'release', '1.0.0'],
      ['blogs-ci', 'publish', '1.1.0'],
      ['blogs-ci', 'canary', '1.1.0'],
    ]);
  });

  it("refuses a blogs token another team's pin, release, rollback and every lead route with 403, changing nothing", async () => {
    const before = await listing();
    const pin = await call(blogsToken, 'POST', '/catalogue/pin', { version: '1.0.0' });
    expect(pin.statusCode).toBe(403);
    expect(message(pin)).toBe("blogs-ci's token may not pin catalogue: it is for blogs only; a release manager's token may pin another team's remote.");
    const release = await call(blogsToken, 'POST', '/release', { targets: [{ remote: 'blogs', version: '1.0.0' }] });
    expect(release.statusCode).toBe(403);
    expect(message(release)).toBe("blogs-ci's token may not release: only a release manager's token may release several remotes at once.");
    const rollback = await call(blogsToken, 'POST', '/blogs/rollback', {});
    expect(rollback.statusCode).toBe(403);
    expect(message(rollback)).toBe("blogs-ci's token may not rollback: only a release manager's token may roll back a remote.");
    // its own remote, an action it was not given
    const ownPin = await call(blogsToken, 'POST', '/blogs/pin', { version: '1.0.0' });
    expect(ownPin.statusCode).toBe(403);
    expect(message(ownPin)).toBe("blogs-ci's token may not pin: it may publish, canary, preview (blogs).");
    const chat = await upload(blogsToken, 'chat', await archive(build('chat', '1.0.0')));
    expect(chat.statusCode).toBe(403);

    for (const [url, payload] of [
      ['/api/request-book/add-direct', validEnquiry()],
      ['/api/newsletter/add', { email: 'team@example.in' }],
      ['/api/package/get-all-cities', undefined],
    ] as const) {
      const response = await t.request({ method: payload ? 'POST' : 'GET', url, headers: { authorization: `Bearer ${blogsToken}` }, ...(payload ? { payload } : {}) });
      expect([url, response.statusCode, message(response)]).toEqual([url, 403, OUTSIDE_RELEASES_MESSAGE]);
    }
    expect(await t.count('enquiries')).toBe(0);
    expect(await t.count('newsletter_subscriptions')).toBe(0);
    expect(await listing()).toEqual(before);
  });

  it('answers 401 for a missing, unknown, expired or revoked token', async () => {
    const db = t.database.handle.db;
    const expired = await createReleaseToken(db, { owner: 'old-ci', role: 'team', remotes: ['blogs'], actions: [...TEAM_ACTIONS], ttlMs: 60_000, createdBy: 'test', now: new Date(Date.now() - 120_000) });
    const revoked = await createReleaseToken(db, { owner: 'leaked-ci', role: 'team', remotes: ['blogs'], actions: [...TEAM_ACTIONS], ttlMs: 86_400_000, createdBy: 'test' });
    await revokeReleaseToken(db, revoked.id);
    const cases: [string | null, RegExp][] = [
      [null, /^The release API needs a token: Authorization: Bearer <token>/],
      ['sfrel_' + 'x'.repeat(43), /^This release token is not valid\.$/],
      [expired.token, /^This release token \(old-ci\) expired at \d{4}-/],
      [revoked.token, /^This release token \(leaked-ci\) was revoked at \d{4}-/],
    ];
    for (const [token, expected] of cases) {
      const response = await call(token, 'POST', '/blogs/canary', { version: '1.0.0', percent: 5 });
      expect(response.statusCode).toBe(401);
      expect(message(response)).toMatch(expected);
    }
    expect((await call(null, 'GET', '/')).statusCode).toBe(401);
    // the body of an upload without a token is never read
    const upload = await t.request({ method: 'POST', url: '/api/releases/blogs/publish', auth: false, headers: { 'content-type': 'application/gzip' }, payload: Buffer.alloc(1024 * 1024) });
    expect([upload.statusCode, message(upload)]).toEqual([401, 'The release API needs a token: Authorization: Bearer <token> (npm run remotes -- token create).']);
    // the list without a trailing slash is the release API too
    expect((await t.request({ method: 'GET', url: '/api/releases', auth: false, headers: { authorization: `Bearer ${managerToken}` } })).statusCode).toBe(200);
  });

  it('refuses an archive whose files do not match their hashes, or that holds another remote, and stores nothing', async () => {
    const good = await archive(build('blogs', '1.2.0'));
    // the same archive with one byte of remoteEntry.js changed in transit
    const tarball = (await import('node:zlib')).gunzipSync(good);
    const at = tarball.indexOf('/* blogs 1.2.0 */');
    tarball[at + 3] = 'X'.charCodeAt(0);
    const tampered = await upload(blogsToken, 'blogs', gzipSync(tarball));
    expect(tampered.statusCode).toBe(409);
    expect(message(tampered)).toBe("The archive's files do not match its file list, so nothing was published: remoteEntry.js does not match its SHA-384 in release-files.json.");

    const other = await upload(blogsToken, 'blogs', await archive(build('chat', '1.2.0')));
    expect(other.statusCode).toBe(409);
    expect(message(other)).toBe('the uploaded archive holds a build of "chat", not "blogs".');

    const notAnArchive = await upload(blogsToken, 'blogs', Buffer.from('hello'));
    expect(notAnArchive.statusCode).toBe(409);
    expect(message(notAnArchive)).toMatch(/^The upload is not a gzipped tar archive of a build/);

    // a changed build under a published version
    const changed = await upload(blogsToken, 'blogs', await archive(build('blogs', '1.1.0', 'changed')));
    expect(changed.statusCode).toBe(409);
    expect(message(changed)).toMatch(/^blogs 1\.1\.0 is already published, and published versions are immutable\./);

    expect((await remoteListing('blogs')).published).toEqual(['1.0.0', '1.1.0']);
    const rows = await t.database.handle.db.selectFrom('release_files').select('version').where('remote', 'in', ['blogs', 'chat']).where('version', '=', '1.2.0').execute();
    expect(rows).toEqual([]);
  });

  it('gives a release manager every action, with the CLI\'s words when a check refuses', async () => {
    const notPublished = await call(managerToken, 'POST', '/catalogue/pin', { version: '9.9.9' });
    expect(notPublished.statusCode).toBe(409);
    expect(message(notPublished)).toBe('catalogue 9.9.9 is not published. Published versions: 1.0.0. Publish it first: npm run remotes -- publish catalogue');
    expect((await call(managerToken, 'POST', '/blogs/promote', { reason: 'fine at 10%' })).statusCode).toBe(200);
    expect((await remoteListing('blogs')).pinned).toBe('1.1.0');
    const rollback = await call(managerToken, 'POST', '/blogs/rollback', { reason: 'checking' });
    expect(rollback.statusCode).toBe(200);
    expect((await remoteListing('blogs')).pinned).toBe('1.0.0');
    const link = await call(blogsToken, 'POST', '/blogs/preview-link', { version: '1.1.0', ttlMs: 3_600_000, origin: 'http://127.0.0.1:8080' });
    expect(link.statusCode).toBe(200);
    expect(JSON.parse(link.body).data.link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/preview\?token=[\w-]+\.[\w-]{43}$/);
    const actors = (JSON.parse((await call(managerToken, 'GET', '/history?remote=blogs&limit=2')).body).data as { actor: string; action: string }[]).map((e) => `${e.actor} ${e.action}`);
    expect(actors).toEqual(['asha promote', 'asha rollback']);
  });

  it('records a CDN origin at publish when it is one of the site\'s, and what is live then points there; the CSP allows it', async () => {
    const dir = build('catalogue', '1.1.0');
    const elsewhere = await t.request({ method: 'POST', url: '/api/releases/catalogue/publish?origin=https://cdn.evil.example', auth: false, headers: { authorization: `Bearer ${managerToken}`, 'content-type': 'application/gzip' }, payload: await archive(dir) });
    expect([elsewhere.statusCode, message(elsewhere)]).toEqual([409, "https://cdn.evil.example is not a CDN origin of this site (RELEASE_CDN_ORIGINS: https://cdn.safarnama.test); the site's content security policy would refuse its scripts."]);
    const published = await t.request({ method: 'POST', url: '/api/releases/catalogue/publish?origin=https://cdn.safarnama.test', auth: false, headers: { authorization: `Bearer ${managerToken}`, 'content-type': 'application/gzip' }, payload: await archive(dir) });
    expect(published.statusCode).toBe(201);
    expect((await call(managerToken, 'POST', '/catalogue/pin', { version: '1.1.0' })).statusCode).toBe(200);
    const live = await readLiveReleases(t.database.handle.db);
    expect(live.catalogue?.entry).toBe('https://cdn.safarnama.test/remotes/catalogue/1.1.0/mf-manifest.json');
    expect(live.blogs?.entry).toMatch(/^\/remotes\/blogs\//);
    expect(published.headers['content-security-policy']).toContain("script-src 'self' https://cdn.safarnama.test;");
  });
});
