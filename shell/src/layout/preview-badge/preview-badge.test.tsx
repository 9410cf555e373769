import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@safarnama/shared/testing';
import { resetBootData } from '../../remotes/boot-data';
import { leavePage } from './leave-page';
import { PreviewBadge } from './preview-badge';

jest.mock('./leave-page', () => ({ leavePage: jest.fn() }));

const HOUR = 60 * 60 * 1000;
const BLOGS = { version: '1.4.0-rc.1', entry: '/remotes/blogs/1.4.0-rc.1/mf-manifest.json' };

function serve(boot: object): void {
  document.head.innerHTML = `<script id="site-boot" type="application/json">${JSON.stringify(boot)}</script>`;
  resetBootData();
}

const clock = (expiresAt: string) => new Date(expiresAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

afterEach(() => {
  document.head.innerHTML = '';
  resetBootData();
  jest.mocked(leavePage).mockReset();
});

it('names each previewed remote, its version and when the preview ends', () => {
  // 30 minutes ahead: the same day unless the test runs just before midnight, when the date is shown too
  const expiresAt = new Date(Date.now() + HOUR / 2).toISOString();
  const chatEnds = new Date(Date.now() + HOUR / 2 + 60_000).toISOString();
  serve({ pins: {}, preview: { blogs: { ...BLOGS, expiresAt }, chat: { version: '1.2.0', entry: '/remotes/chat/1.2.0/mf-manifest.json', expiresAt: chatEnds } } });
  renderWithRouter(<PreviewBadge />, { route: '/blogs' });

  const badge = screen.getByRole('complementary', { name: 'Release preview' });
  expect(badge).toHaveTextContent('Preview: blogs 1.4.0-rc.1 (until');
  expect(badge).toHaveTextContent(clock(expiresAt));
  expect(badge).toHaveTextContent(`chat 1.2.0 (until`);
  expect(within(badge).getByRole('button', { name: 'Exit preview' })).toBeInTheDocument();
});

it('Exit preview leaves through the server, which clears the preview and comes back to this page', async () => {
  const user = userEvent.setup();
  serve({ preview: { blogs: { ...BLOGS, expiresAt: new Date(Date.now() + HOUR).toISOString() } } });
  renderWithRouter(<PreviewBadge />, { route: '/blog-details/kerala-backwaters?ref=home' });

  await user.click(screen.getByRole('button', { name: 'Exit preview' }));

  expect(leavePage).toHaveBeenCalledTimes(1);
  expect(leavePage).toHaveBeenCalledWith('/preview/exit?to=%2Fblog-details%2Fkerala-backwaters%3Fref%3Dhome');
});

it('shows nothing without a preview, or once the preview has ended', () => {
  serve({ pins: {} });
  const { unmount } = renderWithRouter(<PreviewBadge />);
  expect(screen.queryByRole('complementary', { name: 'Release preview' })).not.toBeInTheDocument();
  unmount();

  serve({ preview: { blogs: { ...BLOGS, expiresAt: new Date(Date.now() - 1000).toISOString() } } });
  renderWithRouter(<PreviewBadge />);
  expect(screen.queryByRole('complementary', { name: 'Release preview' })).not.toBeInTheDocument();
});
