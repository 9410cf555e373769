import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteArea, getRemoteVersion, setRemoteRetryHook } from '@safarnama/shared';
import { clearRemoteCache } from '@safarnama/shared/testing';
import { resetBootData } from './boot-data';
import { setChosenReleases } from './pins';
import { registerPinnedRemotes, retryRemote } from './register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn(), loadRemote: jest.fn() }));

const UNAVAILABLE = 'This part of the site is temporarily unavailable';

const PINS = {
  catalogue: { version: '1.4.0', entry: '/remotes/catalogue/1.4.0/mf-manifest.json' },
  blogs: { version: '1.3.0', entry: '/remotes/blogs/1.3.0/mf-manifest.json' },
  enquiry: { version: '1.2.0', entry: '/remotes/enquiry/1.2.0/mf-manifest.json' },
  chat: { version: '1.1.0', entry: '/remotes/chat/1.1.0/mf-manifest.json' },
};

// The federation runtime as far as the shell uses it: what is registered, and
// loads that succeed only for a registered remote.
let registered: Map<string, string>;
const registerRemotes = jest.fn((remotes: { name: string; entry: string }[], _options?: { force?: boolean }) => {
  for (const remote of remotes) registered.set(remote.name, remote.entry);
});
const components: Record<string, ComponentType> = {
  'catalogue/HomePage': () => <h1>Find your perfect holiday</h1>,
  'enquiry/EnquiryPopup': () => <button type="button">Enquiry Now</button>,
  'chat/ChatWidget': () => <button type="button">Chat with Luna</button>,
};

type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
/** /remotes.json answers, one per request, in order; the last one repeats. */
let pinFile: Array<() => Promise<Answer>>;
const fetchMock = jest.fn((url: string) => {
  if (url !== '/remotes.json') return Promise.reject(new Error(`unexpected fetch ${url}`));
  const answer = pinFile.length > 1 ? pinFile.shift()! : pinFile[0]!;
  return answer();
});
// (jsdom has no Response: what register-remotes reads of one)
const unavailable = () => Promise.resolve({ ok: false, status: 503, json: () => Promise.reject(new SyntaxError('not JSON')) });
const pinned = (pins: object) => () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(JSON.parse(JSON.stringify(pins))) });

let consoleError: jest.SpyInstance;

beforeEach(() => {
  registered = new Map();
  registerRemotes.mockClear();
  fetchMock.mockClear();
  (getInstance as jest.Mock).mockReturnValue({ registerRemotes });
  (loadRemote as jest.Mock).mockImplementation(async (id: string) => {
    if (!registered.has(id.split('/')[0]!)) throw new Error(`RUNTIME-004: Failed to locate remote ${id}`);
    return { default: components[id] };
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  setChosenReleases({});
  clearRemoteCache();
  setRemoteRetryHook(retryRemote);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  // index.html as the server sends it when it could not read its pin file: no pins
  document.head.innerHTML = '<script id="site-boot" type="application/json">{"pins":{},"manifests":{}}</script>';
  resetBootData();
});

afterEach(() => {
  setRemoteRetryHook(null);
  consoleError.mockRestore();
  document.head.innerHTML = '';
  resetBootData();
});

function renderPage() {
  return render(
    <>
      <RemoteArea remote="catalogue/HomePage" />
      <RemoteArea remote="enquiry/EnquiryPopup" />
      <RemoteArea remote="chat/ChatWidget" />
    </>,
  );
}

it('index.html without pins: the shell reads /remotes.json itself and registers what it pins', async () => {
  pinFile = [pinned(PINS)];
  await registerPinnedRemotes();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect([...registered.keys()].sort()).toEqual(['blogs', 'catalogue', 'chat', 'enquiry']);
  expect(getRemoteVersion('blogs')).toBe('1.3.0');
});

it('pins in index.html: no request for /remotes.json at start', async () => {
  document.head.innerHTML = `<script id="site-boot" type="application/json">${JSON.stringify({ pins: PINS })}</script>`;
  resetBootData();
  await registerPinnedRemotes();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(registered.get('catalogue')).toBe(PINS.catalogue.entry);
});

it('/remotes.json failing as the page loads: every area falls back; once the file is back, one Retry brings them all back', async () => {
  const user = userEvent.setup();
  pinFile = [unavailable, pinned(PINS)];
  await registerPinnedRemotes();
  expect(registered.size).toBe(0);
  renderPage();
  expect(await screen.findAllByText(UNAVAILABLE)).toHaveLength(3);

  await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);

  expect(await screen.findByRole('heading', { name: 'Find your perfect holiday' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Enquiry Now' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Chat with Luna' })).toBeInTheDocument();
  expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  // the retried remote afresh (force drops a failed container), the newly pinned others once
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'catalogue', entry: PINS.catalogue.entry }], { force: true });
  expect([...registered.entries()].sort()).toEqual(Object.entries(PINS).map(([name, pin]) => [name, pin.entry]).sort());
  expect(getRemoteVersion('catalogue')).toBe('1.4.0');
  // the file once as the page loaded, once for the Retry: the areas that followed did not ask again
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('Retry while /remotes.json still fails keeps the fallback; the next Retry after it is back recovers', async () => {
  const user = userEvent.setup();
  pinFile = [unavailable, unavailable, pinned(PINS)];
  await registerPinnedRemotes();
  render(<RemoteArea remote="catalogue/HomePage" />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Find your perfect holiday' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

it('a Retry of a pinned remote takes its new pin (a release since the page loaded) and leaves running remotes on theirs', async () => {
  document.head.innerHTML = `<script id="site-boot" type="application/json">${JSON.stringify({ pins: PINS })}</script>`;
  resetBootData();
  await registerPinnedRemotes();
  const catalogue = { version: '1.5.0', entry: '/remotes/catalogue/1.5.0/mf-manifest.json' };
  const blogs = { version: '1.9.0', entry: '/remotes/blogs/1.9.0/mf-manifest.json' };
  pinFile = [pinned({ ...PINS, catalogue, blogs })];
  registerRemotes.mockClear();

  await retryRemote('catalogue');

  expect(registerRemotes.mock.calls).toEqual([[[{ name: 'catalogue', entry: catalogue.entry }], { force: true }]]);
  expect(getRemoteVersion('catalogue')).toBe('1.5.0');
  expect(getRemoteVersion('blogs')).toBe('1.3.0');
});

it('areas retrying together share one request for /remotes.json', async () => {
  pinFile = [pinned(PINS)];
  await Promise.all([retryRemote('enquiry'), retryRemote('chat')]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(registered.get('enquiry')).toBe(PINS.enquiry.entry);
  expect(registered.get('chat')).toBe(PINS.chat.entry);
});
