// A version's files are public only once its publish has completed: files written
// ahead of their row in remote_versions (a publish under way or one that failed
// halfway) or copied into the deploy folder by hand answer 404, whichever store holds them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { ReleaseManager } from '../../src/releases/release-manager';
import { readBuildDir } from '../../src/releases/build-files';
import { createTestDatabase, type TestDatabase } from '../helpers/app';
import { fakeBuild } from '../helpers/releases';

for (const files of ['folder', 'database'] as const) {
  describe(`release files in the ${files} store`, () => {
    let root: string;
    let database: TestDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'unpublished-files-'));
      fs.mkdirSync(path.join(root, 'shell'), { recursive: true });
      fs.writeFileSync(path.join(root, 'shell', 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
      database = await createTestDatabase('sqlite', { seed: false });
      const config = testConfig({ database: database.config });
      app = await buildApp({
        config: { ...config, releases: { ...config.releases, files, deployDir: path.join(root, 'deploy') } },
        database: database.handle,
        logger: false,
        site: { shellDir: path.join(root, 'shell'), deployDir: path.join(root, 'deploy') },
      });
    });

    afterAll(async () => {
      await app.close();
      await database.drop();
      fs.rmSync(root, { recursive: true, force: true });
    });

    const get = (url: string) => app.inject({ method: 'GET', url });

    test('files stored ahead of their publish are not served; once published they are', async () => {
      const build = fakeBuild(path.join(root, 'blogs-2.0.0'), 'blogs', '2.0.0');
      // what a publish does before it records the version: the files go into the store
      expect(await app.services.releaseStore.write('blogs', '2.0.0', readBuildDir(build))).toBe(true);
      for (const file of ['mf-manifest.json', 'build-info.json', 'remoteEntry.js']) {
        const res = await get(`/remotes/blogs/2.0.0/${file}`);
        expect({ file, status: res.statusCode, body: res.json() }).toEqual({ file, status: 404, body: { code: 0, message: 'Not found.' } });
      }
      const manager = new ReleaseManager(database.handle.db, { deployDir: path.join(root, 'deploy'), store: app.services.releaseStore, shellDist: fakeBuild(path.join(root, 'shell-dist'), 'shell', '1.0.0'), sharedPackageJson: '', actor: 'asha' });
      await manager.publishFiles('blogs', readBuildDir(build), build);
      const manifest = await get('/remotes/blogs/2.0.0/mf-manifest.json');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.json()).toMatchObject({ name: 'blogs' });
      expect((await get('/remotes/blogs/2.0.0/remoteEntry.js')).body).toBe('/* blogs 2.0.0 */');
    });

    test('names that are not a published remote version are 404, not a database error', async () => {
      for (const url of ['/remotes/blogs/9.9.9/mf-manifest.json', '/remotes/nope/1.0.0/x.js', `/remotes/${'a'.repeat(300)}/1.0.0/x.js`, '/remotes/blogs/..%2F..%2Fetc/passwd', '/remotes/blogs/.staging-2.1.0-1-2/mf-manifest.json']) {
        expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
      }
    });
  });
}
