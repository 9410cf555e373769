// Releases with the API on PostgreSQL and two real server processes behind one
// port range: both serve the same canary and previews (nothing about releases is
// kept in a process), a preview opened on one is honoured by the other, and load
// reports split between them (each with the assignment its visitor's page got from
// the other) end a failing canary exactly once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ASSIGNMENT_COOKIE, parseAssignments, visitorBucket } from '@safarnama/contracts/releases';
import type { ReleaseManager } from '../../src/releases/release-manager';
import { signPreview } from '../../src/releases/preview-token';
import { AUTH, createTestDatabase, pgUrl, type TestDatabase } from '../helpers/app';
import { publishFakeBuilds, releaseFolders, testReleaseManager } from '../helpers/releases';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

const SECRET = 'two-processes-preview-secret-0123456789';
const describePg = pgUrl() ? describe : describe.skip;

describePg('releases with two server processes on PostgreSQL', () => {
  let root: string;
  let database: TestDatabase;
  let manager: ReleaseManager;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    const { shellDir, ...folders } = releaseFolders('two-processes-');
    root = folders.root;
    database = await createTestDatabase('postgres');
    manager = testReleaseManager(database.handle.db, root);
    await publishFakeBuilds(manager, root, 'blogs', ['1.0.0', '1.1.0']);
    await manager.pin('blogs', '1.0.0');
    await manager.canary('blogs', '1.1.0', 50);
    const config = database.config as { connectionString: string; schema: string };
    const env = { DATABASE_URL: config.connectionString, DATABASE_SCHEMA: config.schema, SERVE_SITE: '1', SHELL_DIR: shellDir, DEPLOY_DIR: path.join(root, 'deploy'), PREVIEW_SECRET: SECRET, RELEASE_HEALTH_RATE_LIMIT_MAX: '100000' };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const live = async (server: ServerProcess) => (await (await fetch(`${server.baseUrl}/remotes.json`)).json()) as Record<string, { version: string; canary?: { version: string } }>;

  it('a preview opened on one process shows on the other; the canary is the same on both', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    expect((await live(a)).blogs!.canary?.version).toBe('1.1.0');
    expect((await live(b)).blogs!.canary?.version).toBe('1.1.0');
    const token = signPreview({ remote: 'blogs', version: '1.1.0', expiresAt: Date.now() + 60_000 }, SECRET);
    const opened = await fetch(`${a.baseUrl}/preview?token=${token}`, { redirect: 'manual' });
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^sf_preview=/);
    const html = await (await fetch(`${b.baseUrl}/blogs`, { headers: { cookie } })).text();
    expect(html).toContain('"preview":{"blogs":{"version":"1.1.0"');
  });

  it('failing loads reported to both processes end the canary once; both then serve the pin', async () => {
    // 60 canary visitors, each given their assignment with a page by one process and reporting to the other
    const ids = Array.from({ length: 1000 }, (_, i) => crypto.createHash('md5').update(`two-processes-${i}`).digest('hex'))
      .filter((id) => visitorBucket(id, 'blogs') < 50)
      .slice(0, 60);
    const report = async (id: string, i: number) => {
      const page = await fetch(`${servers[i % 2]!.baseUrl}/`, { headers: { cookie: `sf_vid=${id}` } });
      const cookie = page.headers.getSetCookie().find((line) => line.startsWith(`${ASSIGNMENT_COOKIE}=`))!;
      const assignment = parseAssignments(cookie.split(';')[0]!.slice(ASSIGNMENT_COOKIE.length + 1)).blogs;
      return fetch(`${servers[(i + 1) % 2]!.baseUrl}/api/releases/health?authCode=${AUTH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `sf_vid=${id}` },
        body: JSON.stringify({ reports: [{ remote: 'blogs', version: '1.1.0', ok: false, assignment }] }),
      });
    };
    const answers = await Promise.all(ids.map(report));
    expect(answers.map((res) => res.status)).toEqual(Array(60).fill(200));
    for (const server of servers) expect((await live(server)).blogs).toEqual({ version: '1.0.0', entry: '/remotes/blogs/1.0.0/mf-manifest.json', integrity: expect.any(Object) });
    const aborts = (await manager.history('blogs')).filter((event) => event.action === 'abort');
    expect(aborts).toHaveLength(1);
    expect(aborts[0]!.actor).toBe('server (automatic abort)');
  });
});
