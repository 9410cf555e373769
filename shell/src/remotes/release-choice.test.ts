import { getInstance } from '@module-federation/enhanced/runtime';
import { VISITOR_COOKIE, visitorBucket } from '@safarnama/contracts/releases';
import { getRemoteVersion } from '@safarnama/shared';
import { resetBootData } from './boot-data';
import { describeRemote, getChosenRelease, parseLiveReleases, setChosenReleases } from './pins';
import { registerPinnedRemotes, retryRemote } from './register-remotes';
import { resetVisitorId, visitorId } from './visitor-id';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn(), loadRemote: jest.fn() }));

const PINNED = { version: '1.3.0', entry: '/remotes/blogs/1.3.0/mf-manifest.json' };
const CANARY = { version: '1.4.0', entry: '/remotes/blogs/1.4.0/mf-manifest.json', percent: 50 };
const PREVIEW = { version: '1.5.0-rc.1', entry: '/remotes/blogs/1.5.0-rc.1/mf-manifest.json' };
const CHAT = { version: '1.1.0', entry: '/remotes/chat/1.1.0/mf-manifest.json' };
const LIVE = { blogs: { ...PINNED, canary: CANARY }, chat: CHAT };

/** A well-formed visitor id whose blogs bucket is inside (or outside) a 50% share. */
function idInBucket(inside: boolean): string {
  for (let i = 1; ; i += 1) {
    const id = i.toString(16).padStart(32, '0');
    if (visitorBucket(id, 'blogs') < 50 === inside) return id;
  }
}

let registered: Map<string, string>;
const registerRemotes = jest.fn((remotes: { name: string; entry: string }[]) => {
  for (const remote of remotes) registered.set(remote.name, remote.entry);
});
const fetchMock = jest.fn();

function serve(boot: object): void {
  document.head.innerHTML = `<script id="site-boot" type="application/json">${JSON.stringify(boot)}</script>`;
  resetBootData();
}

function setVisitorCookie(value: string): void {
  document.cookie = `${VISITOR_COOKIE}=${value}; Path=/`;
}

function visitorCookies(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${VISITOR_COOKIE}=`));
}

/** A new page load: the shell module state is gone, the cookie stays. */
async function start(): Promise<void> {
  registered = new Map();
  setChosenReleases({});
  resetVisitorId();
  resetBootData();
  await registerPinnedRemotes();
}

beforeEach(() => {
  registerRemotes.mockClear();
  fetchMock.mockReset();
  (getInstance as jest.Mock).mockReturnValue({ registerRemotes });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  document.cookie = `${VISITOR_COOKIE}=; Path=/; Max-Age=0`;
});

afterEach(() => {
  document.head.innerHTML = '';
  resetBootData();
});

describe('a 50% canary of blogs', () => {
  it('two visitors in different buckets get different versions, each the one their bucket says', async () => {
    serve({ pins: LIVE });
    setVisitorCookie(idInBucket(true));
    await start();
    expect(registered.get('blogs')).toBe(CANARY.entry);
    expect(getRemoteVersion('blogs')).toBe('1.4.0');
    expect(describeRemote('blogs')).toBe('blogs@1.4.0');
    expect(getChosenRelease('blogs')?.channel).toBe('canary');

    setVisitorCookie(idInBucket(false));
    await start();
    expect(registered.get('blogs')).toBe(PINNED.entry);
    expect(getRemoteVersion('blogs')).toBe('1.3.0');
    expect(getChosenRelease('blogs')?.channel).toBe('pinned');
    // a remote without a canary: everyone gets its pin
    expect(registered.get('chat')).toBe(CHAT.entry);
  });

  it('a new visitor gets an id once, and keeps their version on every later start', async () => {
    serve({ pins: LIVE });
    await start();
    const [cookie] = visitorCookies();
    expect(cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f]{32}$`));
    const first = registered.get('blogs');

    for (let load = 0; load < 3; load += 1) {
      await start();
      expect(visitorCookies()).toEqual([cookie]);
      expect(registered.get('blogs')).toBe(first);
    }
  });

  it('a Retry reads /remotes.json again and keeps the visitor in their bucket', async () => {
    serve({ pins: LIVE });
    setVisitorCookie(idInBucket(true));
    await start();
    const canaryNow = { ...CANARY, version: '1.4.1', entry: '/remotes/blogs/1.4.1/mf-manifest.json' };
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ ...LIVE, blogs: { ...PINNED, canary: canaryNow } }) });
    registerRemotes.mockClear();

    await retryRemote('blogs');

    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'blogs', entry: canaryNow.entry }], { force: true });
    expect(getRemoteVersion('blogs')).toBe('1.4.1');
  });

  it('a canary with a share that is not 1-100 is ignored: everyone gets the pin', async () => {
    setVisitorCookie(idInBucket(true));
    for (const percent of [0, -5, 150, '50', null]) {
      serve({ pins: { blogs: { ...PINNED, canary: { ...CANARY, percent } } } });
      await start();
      expect(registered.get('blogs')).toBe(PINNED.entry);
    }
  });
});

describe('a previewed version', () => {
  const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

  it('wins over the pin and over the visitor’s canary bucket', async () => {
    setVisitorCookie(idInBucket(true));
    serve({ pins: LIVE, preview: { blogs: { ...PREVIEW, expiresAt: inAnHour() } } });
    await start();
    expect(registered.get('blogs')).toBe(PREVIEW.entry);
    expect(getChosenRelease('blogs')?.channel).toBe('preview');
    expect(describeRemote('blogs')).toBe('blogs@1.5.0-rc.1');
    expect(registered.get('chat')).toBe(CHAT.entry);
  });

  it('is ignored once its time is up', async () => {
    setVisitorCookie(idInBucket(false));
    serve({ pins: LIVE, preview: { blogs: { ...PREVIEW, expiresAt: new Date(Date.now() - 1000).toISOString() } } });
    await start();
    expect(registered.get('blogs')).toBe(PINNED.entry);
    expect(getChosenRelease('blogs')?.channel).toBe('pinned');
  });
});

describe('parseLiveReleases', () => {
  it('drops malformed pins and malformed hashes, keeps the rest', () => {
    const integrity = { manifest: 'sha384-bWFuaWZlc3Q=', remoteEntry: 'sha384-ZW50cnk=' };
    expect(
      parseLiveReleases({
        blogs: { ...PINNED, integrity },
        chat: { version: 7, entry: CHAT.entry },
        enquiry: { version: '1.2.0', entry: '/remotes/enquiry/1.2.0/mf-manifest.json', integrity: { manifest: 'md5-x', remoteEntry: 'sha384-ZW50cnk=' } },
        unknown: PINNED,
      }),
    ).toEqual({ blogs: { ...PINNED, integrity }, enquiry: { version: '1.2.0', entry: '/remotes/enquiry/1.2.0/mf-manifest.json' } });
  });
});

describe('the visitor id', () => {
  it('replaces a malformed id with a new random one, and keeps a good one as it is', () => {
    setVisitorCookie('not-a-visitor-id');
    resetVisitorId();
    const made = visitorId();
    expect(made).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorCookies()).toEqual([`${VISITOR_COOKIE}=${made}`]);

    const good = idInBucket(true);
    setVisitorCookie(good);
    resetVisitorId();
    expect(visitorId()).toBe(good);
    expect(visitorCookies()).toEqual([`${VISITOR_COOKIE}=${good}`]);
  });

  it('is stored for the whole site for a year, readable by the server on the next page load', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    try {
      resetVisitorId();
      const id = visitorId();
      expect(written).toEqual([`${VISITOR_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax`]);
      resetVisitorId();
      visitorId();
      expect(written).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('differs between two new visitors', () => {
    resetVisitorId();
    const first = visitorId();
    document.cookie = `${VISITOR_COOKIE}=; Path=/; Max-Age=0`;
    resetVisitorId();
    expect(visitorId()).not.toBe(first);
  });
});
