import path from 'node:path';
import { ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { createScript, type CreateScriptHookReturnDom } from '@module-federation/sdk';
import apps from '../../../apps.json';
import { resetBootData } from './boot-data';
import { setChosenReleases } from './pins';
import releaseIntegrityPlugin from './release-integrity-plugin';

const BLOGS_INTEGRITY = { manifest: 'sha384-bWFuaWZlc3Qgb2YgYmxvZ3MgMS40LjA=', remoteEntry: 'sha384-ZW50cnkgb2YgYmxvZ3MgMS40LjA=' };
const BLOGS = { version: '1.4.0', entry: '/remotes/blogs/1.4.0/mf-manifest.json', integrity: BLOGS_INTEGRITY, channel: 'canary' as const };
// published before hashes were recorded
const CHAT = { version: '1.1.0', entry: '/remotes/chat/1.1.0/mf-manifest.json', channel: 'pinned' as const };

const fetchMock = jest.fn();

// jsdom has no Response: as much of one as boot-manifest-plugin makes and the test reads
class StubResponse {
  constructor(private readonly body: string) {}
  json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.body));
  }
}
(globalThis as { Response?: unknown }).Response ??= StubResponse;

/** The shell's runtime plugins in the order apps.json lists them, in a real federation runtime. */
function shellRuntime(): ModuleFederation {
  const plugins = apps.shell.runtimePlugins.map((file) => {
    const factory = require(path.resolve(__dirname, '../..', file)).default as () => ModuleFederationRuntimePlugin;
    return factory();
  });
  return new ModuleFederation({ name: 'shell', remotes: [], plugins });
}

function serve(boot: object): void {
  document.head.innerHTML = `<script id="site-boot" type="application/json">${JSON.stringify(boot)}</script>`;
  resetBootData();
}

beforeEach(() => {
  setChosenReleases({ blogs: BLOGS, chat: CHAT });
  fetchMock.mockReset().mockResolvedValue({ ok: true, json: async () => ({}) });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  serve({ manifests: {} });
});

afterEach(() => {
  document.head.innerHTML = '';
  resetBootData();
});

describe('the container script (remoteEntry.js)', () => {
  const hook = releaseIntegrityPlugin().createScript!;

  it('of the chosen version is created with its SHA-384 and in CORS mode, keeping the runtime’s attributes', () => {
    const script = hook({ url: 'http://localhost/remotes/blogs/1.4.0/remoteEntry.js', attrs: { async: true, 'data-webpack': 'blogs' } });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    const element = script as HTMLScriptElement;
    expect(element.getAttribute('integrity')).toBe(BLOGS_INTEGRITY.remoteEntry);
    expect(element.crossOrigin).toBe('anonymous');
    expect(element.src).toBe('http://localhost/remotes/blogs/1.4.0/remoteEntry.js');
    expect(element.async).toBe(true);
    expect(element.getAttribute('data-webpack')).toBe('blogs');
  });

  it('is matched by its path, also when the runtime names it relative to the page', () => {
    const script = hook({ url: '/remotes/blogs/1.4.0/remoteEntry.js', attrs: {} }) as HTMLScriptElement;
    expect(script.getAttribute('integrity')).toBe(BLOGS_INTEGRITY.remoteEntry);
  });

  it('leaves other scripts to the runtime: chunks, other versions, other hosts, versions without hashes', () => {
    for (const url of [
      '/remotes/blogs/1.4.0/__federation_expose_BlogsPage.js',
      '/remotes/blogs/1.3.0/remoteEntry.js',
      'https://cdn.example.com/remotes/blogs/1.4.0/remoteEntry.js',
      '/remotes/chat/1.1.0/remoteEntry.js',
    ]) {
      expect(hook({ url, attrs: {} })).toBeUndefined();
    }
  });

  it('reaches the script the federation runtime loads', () => {
    jest.useFakeTimers();
    try {
      const runtime = shellRuntime();
      const load = (url: string) =>
        createScript({ url, attrs: {}, createScriptHook: (u, attrs) => runtime.loaderHook.lifecycle.createScript.emit({ url: u, attrs }) as CreateScriptHookReturnDom }).script;
      const entry = load('/remotes/blogs/1.4.0/remoteEntry.js');
      expect(entry.getAttribute('integrity')).toBe(BLOGS_INTEGRITY.remoteEntry);
      expect(entry.crossOrigin).toBe('anonymous');
      const other = load('/remotes/chat/1.1.0/remoteEntry.js');
      expect(other.hasAttribute('integrity')).toBe(false);
      expect(other.getAttribute('src')).toBe('/remotes/chat/1.1.0/remoteEntry.js');
    } finally {
      jest.clearAllTimers();
      jest.useRealTimers();
    }
  });
});

describe('the manifest (mf-manifest.json)', () => {
  it('of a version with hashes, when index.html does not carry it, is fetched with its SHA-384', async () => {
    const runtime = shellRuntime();
    await runtime.loaderHook.lifecycle.fetch.emit('/remotes/blogs/1.4.0/mf-manifest.json', {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes/blogs/1.4.0/mf-manifest.json', { integrity: BLOGS_INTEGRITY.manifest });
  });

  it('that index.html carries is answered from there, without a request', async () => {
    serve({ manifests: { [BLOGS.entry]: { id: 'blogs', name: 'blogs' } } });
    const runtime = shellRuntime();
    const answer = await runtime.loaderHook.lifecycle.fetch.emit('/remotes/blogs/1.4.0/mf-manifest.json', {});
    expect(await (answer as Response).json()).toEqual({ id: 'blogs', name: 'blogs' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('of a version without hashes is left to the runtime', async () => {
    const runtime = shellRuntime();
    expect(await runtime.loaderHook.lifecycle.fetch.emit('/remotes/chat/1.1.0/mf-manifest.json', {})).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
