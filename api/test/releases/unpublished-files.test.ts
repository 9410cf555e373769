// A version's files are public only once its publish has completed: files written
// ahead of their row in remote_versions (a publish under way or one that failed
// halfway) or copied into the deploy folder by hand answer 404, whichever store holds them.
import path from 'node:path';
import { readBuildDir } from '../../src/releases/build-files';
import { fakeBuild, testReleaseManager, useReleaseSite } from '../helpers/releases';

for (const files of ['folder', 'database'] as const) {
  describe(`release files in the ${files} store`, () => {
    const site = useReleaseSite('unpublished-files-', { config: (config, deployDir) => ({ ...config, releases: { ...config.releases, files, deployDir } }) });

    const get = (url: string) => site.app.inject({ method: 'GET', url });

    test('files stored ahead of their publish are not served; once published they are', async () => {
      const build = fakeBuild(path.join(site.root, 'blogs-2.0.0'), 'blogs', '2.0.0');
      // what a publish does before it records the version: the files go into the store
      expect(await site.app.services.releaseStore.write('blogs', '2.0.0', readBuildDir(build))).toBe(true);
      for (const file of ['mf-manifest.json', 'build-info.json', 'remoteEntry.js']) {
        const res = await get(`/remotes/blogs/2.0.0/${file}`);
        expect({ file, status: res.statusCode, body: res.json() }).toEqual({ file, status: 404, body: { code: 0, message: 'Not found.' } });
      }
      const manager = testReleaseManager(site.database.handle.db, site.root, { store: site.app.services.releaseStore });
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
