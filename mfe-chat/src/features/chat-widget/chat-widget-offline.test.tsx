import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSiteStore, useSiteStore } from '@safarnama/shared';
import { renderWithRouter } from '@safarnama/shared/testing';
import ChatWidget from './chat-widget';

// the dialog's chunk cannot be fetched (offline, or a deploy removed it)
jest.mock('./chat-dialog', () => {
  throw new Error('Loading chunk chat-dialog failed');
});

beforeEach(() => resetSiteStore());
afterEach(() => jest.restoreAllMocks());

const failure = ['The Luna chat could not open:', expect.any(Error)];

it("keeps the button when the dialog's chunk fails to load: the chat closes, the failure is logged, and the next open tries again", async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  renderWithRouter(<ChatWidget />);
  const button = screen.getByRole('button', { name: 'Chat with Luna' });

  await user.click(button);
  await waitFor(() => expect(logged).toHaveBeenCalledWith(...failure));
  await waitFor(() => expect(useSiteStore.getState().isChatOpen).toBe(false));
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  logged.mockClear();
  await user.click(button);
  await waitFor(() => expect(logged).toHaveBeenCalledWith(...failure));
  expect(screen.getByRole('button', { name: 'Chat with Luna' })).toBeInTheDocument();
});
