import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { clearRemoteCache, lazyRemote, preloadRemote } from './lazy-remote';
import { RemoteArea } from './remote-area';
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

afterEach(() => consoleError.mockRestore());

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
