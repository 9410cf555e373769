import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { clearRemoteCache } from './lazy-remote';
import { RemoteArea } from './remote-area';
import { reportRemoteOutcome, setRemoteOutcomeReporter } from './remote-outcomes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const UNAVAILABLE = 'This part of the site is temporarily unavailable';
let outcomes: Array<[string, boolean]>;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  clearRemoteCache();
  mockedLoadRemote.mockReset();
  outcomes = [];
  setRemoteOutcomeReporter((remote, ok) => outcomes.push([remote, ok]));
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  setRemoteOutcomeReporter(null);
  consoleError.mockRestore();
});

function BlogsPage() {
  return <h1>Latest Blogs</h1>;
}

it('reports ok once when the loaded remote has mounted, not while it loads', async () => {
  let finishLoad: (module: unknown) => void = () => {};
  mockedLoadRemote.mockReturnValue(new Promise((resolve) => (finishLoad = resolve)));
  render(
    <StrictMode>
      <RemoteArea remote="blogs/BlogsPage" />
    </StrictMode>,
  );
  expect(await screen.findByRole('status')).toBeInTheDocument();
  expect(outcomes).toEqual([]);

  finishLoad({ default: BlogsPage });
  expect(await screen.findByRole('heading', { name: 'Latest Blogs' })).toBeInTheDocument();
  expect(outcomes).toEqual([['blogs', true]]);
});

it('reports failed once for a remote that throws while rendering, and the Retry is a new attempt with its own report', async () => {
  const user = userEvent.setup();
  let broken = true;
  function ThrowingPage() {
    if (broken) throw new Error('canary build broke');
    return <h1>Fixed</h1>;
  }
  mockedLoadRemote.mockResolvedValue({ default: ThrowingPage });
  render(<RemoteArea remote="blogs/BlogsPage" />);
  expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  expect(outcomes).toEqual([['blogs', false]]);

  broken = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Fixed' })).toBeInTheDocument();
  expect(outcomes).toEqual([
    ['blogs', false],
    ['blogs', true],
  ]);
});

it('an area reused for another module (the next route) reports that module’s outcome too', async () => {
  function ReviewsPage() {
    return <h1>Reviews</h1>;
  }
  mockedLoadRemote.mockImplementation(async (id: string) => ({ default: id === 'blogs/BlogsPage' ? BlogsPage : ReviewsPage }));
  const { rerender } = render(<RemoteArea remote="blogs/BlogsPage" />);
  expect(await screen.findByRole('heading', { name: 'Latest Blogs' })).toBeInTheDocument();
  rerender(<RemoteArea remote="blogs/ReviewsPage" />);
  expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  expect(outcomes).toEqual([
    ['blogs', true],
    ['blogs', true],
  ]);
});

it('reports failed once for a remote that cannot be loaded', async () => {
  mockedLoadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
  render(<RemoteArea remote="chat/ChatWidget" />);
  expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  expect(outcomes).toEqual([['chat', false]]);
});

it('reports nothing for areas that render a given component or plain children', async () => {
  function Broken(): never {
    throw new Error('local component broke');
  }
  render(
    <>
      <RemoteArea remote="blogs/BlogsPage" component={BlogsPage} />
      <RemoteArea remote="blogs/ReviewsPage" component={Broken} />
      <RemoteArea remote="chat/ChatWidget">
        <p>Chat placeholder</p>
      </RemoteArea>
    </>,
  );
  expect(screen.getByRole('heading', { name: 'Latest Blogs' })).toBeInTheDocument();
  expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
  expect(screen.getByText('Chat placeholder')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(outcomes).toEqual([]);
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

it('a reporter that throws leaves the area rendering', async () => {
  setRemoteOutcomeReporter(() => {
    throw new Error('reporter broke');
  });
  mockedLoadRemote.mockResolvedValue({ default: BlogsPage });
  render(<RemoteArea remote="blogs/BlogsPage" />);
  expect(await screen.findByRole('heading', { name: 'Latest Blogs' })).toBeInTheDocument();
  expect(() => reportRemoteOutcome('blogs', true)).not.toThrow();
});

it('outcomes from before the shell has loaded its reporter wait for it, a bounded few', () => {
  setRemoteOutcomeReporter(null);
  reportRemoteOutcome('catalogue', true);
  reportRemoteOutcome('chat', false);
  for (let i = 0; i < 30; i += 1) reportRemoteOutcome('blogs', true);
  const late: Array<[string, boolean]> = [];
  setRemoteOutcomeReporter((remote, ok) => late.push([remote, ok]));
  expect(late.slice(0, 2)).toEqual([
    ['catalogue', true],
    ['chat', false],
  ]);
  expect(late).toHaveLength(20);
  // delivered once: a later reporter gets only what comes after it
  const next: Array<[string, boolean]> = [];
  setRemoteOutcomeReporter((remote, ok) => next.push([remote, ok]));
  expect(next).toEqual([]);
});
