// A remote's server build runs with the shell's singletons and nothing else: any other
// package it asks for fails its load, so its area is left to the browser.
import { remoteServerBuilds, type ShellServer } from '../../src/rendering/server-builds';

const shell = { PROVIDED_MODULES: { react: { marker: 'the shell React' } }, renderPage: jest.fn() } as unknown as ShellServer;

function storeWith(files: Record<string, string>) {
  const reads: string[] = [];
  const read = async (remote: string, version: string, file: string) => {
    reads.push(`${remote}/${version}/${file}`);
    const content = files[`${remote}/${version}/${file}`];
    return content === undefined ? null : Buffer.from(content);
  };
  return { read, reads };
}

describe('remote server builds', () => {
  it("runs a version's file once, with the shell's singletons", async () => {
    const { read, reads } = storeWith({ 'blogs/1.2.0/server/BlogsPage.js': "exports.default = () => require('react').marker;" });
    const load = remoteServerBuilds(read, shell);
    const first = (await load('blogs', '1.2.0', 'BlogsPage')) as { default: () => string };
    expect(first.default()).toBe('the shell React');
    expect(await load('blogs', '1.2.0', 'BlogsPage')).toBe(first);
    expect(reads).toEqual(['blogs/1.2.0/server/BlogsPage.js']);
  });

  it('refuses a package the shell does not provide, and a version without a server build', async () => {
    const { read } = storeWith({ 'blogs/1.3.0/server/BlogsPage.js': "require('fs').readFileSync('/etc/passwd');" });
    const load = remoteServerBuilds(read, shell);
    await expect(load('blogs', '1.3.0', 'BlogsPage')).rejects.toThrow("a remote's server build may not load 'fs': only the shell's singletons are provided");
    await expect(load('blogs', '1.0.0', 'BlogsPage')).rejects.toThrow('blogs 1.0.0 has no server build of BlogsPage');
  });
});
