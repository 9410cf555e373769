import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { clearRemoteCache, lazyRemote, preloadRemote, setRemoteRetryHook } from './lazy-remote';
import { RemoteArea } from './remote-area';
import { announcePinsChanged } from './remote-pins-changed';
import { setRemoteVersions } from './remote-versions';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  clearRemoteCache();
  mockedLoadRemote.mockReset();
  setRemoteVersions({});
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
  setRemoteRetryHook(null);
});

function BlogsPage({ heading }: { heading: string }) {
  return <h1>{heading}</h1>;
}

it('renders the remote module’s default export with its props', async () => {
  mockedLoadRemote.mockResolvedValue({ default: BlogsPage });
  render(<RemoteArea remote="blogs/BlogsPage" props={{ heading: 'Where are you headed next?' }} />);
  expect(await screen.findByRole('heading', { name: 'Where are you headed next?' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('blogs/BlogsPage');
});

it('memoises one lazy component per id', () => {
  expect(lazyRemote('catalogue/HomePage')).toBe(lazyRemote('catalogue/HomePage'));
  expect(lazyRemote('catalogue/HomePage')).not.toBe(lazyRemote('blogs/BlogsPage'));
});

it('shows the fallback when a remote cannot load, logs name and version, and Retry loads it again', async () => {
  const user = userEvent.setup();
  setRemoteVersions({ blogs: { version: '1.3.0' } });
  mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValue({ default: BlogsPage });

  render(
    <>
      <p>Navbar</p>
      <RemoteArea remote="blogs/BlogsPage" props={{ heading: 'Latest Blogs' }} />
    </>,
  );

  expect(await screen.findByText('This part of the site is temporarily unavailable')).toBeInTheDocument();
  expect(screen.getByText('Navbar')).toBeInTheDocument();
  expect(consoleError.mock.calls.some((args) => String(args[0]).includes('blogs@1.3.0'))).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Latest Blogs' })).toBeInTheDocument();
  expect(screen.queryByText('This part of the site is temporarily unavailable')).not.toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
});

it('treats a module without a default export as unavailable', async () => {
  mockedLoadRemote.mockResolvedValue({ somethingElse: 1 });
  render(<RemoteArea remote="chat/ChatWidget" />);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('contains a child that throws while rendering, and Retry re-renders it', async () => {
  const user = userEvent.setup();
  let shouldThrow = true;
  function Flaky() {
    if (shouldThrow) throw new Error('render failed');
    return <p>Reviews loaded</p>;
  }

  render(
    <RemoteArea remote="blogs/ReviewsPage" version="2.0.1">
      <Flaky />
    </RemoteArea>,
  );

  expect(screen.getByText('This part of the site is temporarily unavailable')).toBeInTheDocument();
  expect(consoleError.mock.calls.some((args) => String(args[0]).includes('blogs@2.0.1 (blogs/ReviewsPage)'))).toBe(true);

  shouldThrow = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByText('Reviews loaded')).toBeInTheDocument();
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

it('renders a given component inside the boundary', async () => {
  render(<RemoteArea remote="blogs/BlogsPage" component={BlogsPage} props={{ heading: 'Local' }} />);
  expect(screen.getByRole('heading', { name: 'Local' })).toBeInTheDocument();
});

it('renders a preloaded module in the first pass: no spinner, no suspended frame', async () => {
  mockedLoadRemote.mockResolvedValue({ default: BlogsPage });
  await preloadRemote('blogs/BlogsPage');
  render(<RemoteArea remote="blogs/BlogsPage" props={{ heading: 'Latest Blogs' }} />);
  // synchronously: getBy, not findBy
  expect(screen.getByRole('heading', { name: 'Latest Blogs' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
});

it('a failed preload is left to the area, which shows its fallback with Retry', async () => {
  mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
  await expect(preloadRemote('blogs/BlogsPage')).resolves.toBeUndefined();
  mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
  render(<RemoteArea remote="blogs/BlogsPage" props={{ heading: 'Latest Blogs' }} />);
  expect(await screen.findByText('This part of the site is temporarily unavailable')).toBeInTheDocument();
});

describe('when /remotes.json failed as the page loaded', () => {
  // The federation runtime as it is then: no remote registered, so every load fails
  // until the shell's retry hook has read the pins again and registered them.
  let registered: Set<string>;
  const components: Record<string, ComponentType> = {
    'catalogue/HomePage': () => <h1>Find your perfect holiday</h1>,
    'enquiry/EnquiryPopup': () => <button type="button">Enquiry Now</button>,
    'chat/ChatWidget': () => <button type="button">Chat with Luna</button>,
    'blogs/BlogsPage': () => <h1>Latest Blogs</h1>,
  };

  beforeEach(() => {
    registered = new Set();
    mockedLoadRemote.mockImplementation(async (id: string) => {
      const remote = id.split('/')[0]!;
      if (!registered.has(remote)) throw new Error(`RUNTIME-004: Failed to locate remote ${remote}`);
      return { default: components[id] };
    });
  });

  // a page of three areas, each from a remote that had no pin at start
  const pageAreas = ['catalogue/HomePage', 'enquiry/EnquiryPopup', 'chat/ChatWidget'];
  const renderPage = () => render(<>{pageAreas.map((id) => <RemoteArea key={id} remote={id} />)}</>);

  it('Retry waits for the pins to be read again, then renders the area, and the areas of newly pinned remotes come back too', async () => {
    const user = userEvent.setup();
    const retried: string[] = [];
    setRemoteRetryHook(async (remote, id) => {
      retried.push(id);
      // the shell's hook: /remotes.json is back, the remotes without a pin get registered, the others of them are announced
      await Promise.resolve();
      const newlyPinned = ['catalogue', 'enquiry', 'chat', 'blogs'].filter((name) => !registered.has(name));
      for (const name of newlyPinned) registered.add(name);
      announcePinsChanged(newlyPinned.filter((name) => name !== remote));
    });
    renderPage();
    expect(await screen.findAllByText('This part of the site is temporarily unavailable')).toHaveLength(3);

    const [homeRetry] = screen.getAllByRole('button', { name: 'Retry' });
    await user.click(homeRetry!);

    expect(await screen.findByRole('heading', { name: 'Find your perfect holiday' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enquiry Now' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Chat with Luna' })).toBeInTheDocument();
    expect(screen.queryByText('This part of the site is temporarily unavailable')).not.toBeInTheDocument();
    // one click: the home area asked the shell; the others followed its announcement without asking again
    expect(retried).toEqual(['catalogue/HomePage']);
    expect(mockedLoadRemote.mock.calls.map(([id]) => id).slice(-3).sort()).toEqual(['catalogue/HomePage', 'chat/ChatWidget', 'enquiry/EnquiryPopup']);
  });

  it('while the pins still cannot be read, Retry shows the fallback again, and a later Retry recovers', async () => {
    const user = userEvent.setup();
    let fileIsBack = false;
    setRemoteRetryHook(async (remote) => {
      if (fileIsBack) registered.add(remote);
    });
    render(<RemoteArea remote="blogs/BlogsPage" />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This part of the site is temporarily unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Latest Blogs' })).not.toBeInTheDocument();

    fileIsBack = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Latest Blogs' })).toBeInTheDocument();
  });

  it('an announcement for another remote leaves a failed area as it is', async () => {
    render(<RemoteArea remote="blogs/BlogsPage" />);
    await screen.findByText('This part of the site is temporarily unavailable');
    const calls = mockedLoadRemote.mock.calls.length;
    registered.add('chat');
    announcePinsChanged(['chat']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('This part of the site is temporarily unavailable')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(calls);
  });

  it('a module loaded before its remote had a pin is loaded again by the next area that shows it', async () => {
    // the shell's offline plugin resolves a failed load to a stand-in that throws when rendered
    mockedLoadRemote.mockImplementation(async (id: string) => {
      const remote = id.split('/')[0]!;
      if (!registered.has(remote)) return { default: () => { throw new Error('unavailable'); } };
      return { default: components[id] };
    });
    await preloadRemote('blogs/BlogsPage');
    const first = render(<RemoteArea remote="blogs/BlogsPage" />);
    expect(await screen.findByText('This part of the site is temporarily unavailable')).toBeInTheDocument();
    first.unmount();
    registered.add('blogs');
    announcePinsChanged(['blogs']);
    render(<RemoteArea remote="blogs/BlogsPage" />);
    expect(await screen.findByRole('heading', { name: 'Latest Blogs' })).toBeInTheDocument();
  });
});
