import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, fakeApiPerTest, ok, refused } from '@safarnama/shared/testing';
import { CSRF, openConsole } from '../../testing/console';

const server = fakeApiPerTest();

beforeEach(() => {
  server.on('GET', '/admin/leads', ok({ items: [], total: 0, page: 1, pageSize: 25 })).on('GET', '/admin/operators', ok([]));
});

test('asks for both fields before it asks the server', async () => {
  server.on('GET', '/admin/session', refused(401, 'Please sign in.'));
  const user = userEvent.setup();
  openConsole('/admin');
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Please enter your email.');
  expect(screen.getByLabelText(/Email/)).toHaveFocus();
  expect(server.calls('POST', '/admin/session')).toHaveLength(0);
});

test('shows the API\'s message for a refused sign-in and puts the focus back on the email', async () => {
  server.on('GET', '/admin/session', refused(401, 'Please sign in.'));
  server.on('POST', '/admin/session', refused(401, 'Email or password is incorrect.'));
  const user = userEvent.setup();
  openConsole('/admin');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toHaveFocus();
  await user.type(screen.getByLabelText(/Email/), 'asha@safarnama.test');
  await user.type(screen.getByLabelText(/Password/), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
  expect(screen.getByLabelText(/Email/)).toHaveFocus();
  expect(screen.getByLabelText(/Password/)).toHaveValue('');
  expect(server.calls('POST', '/admin/session')[0]?.body).toEqual({ email: 'asha@safarnama.test', password: 'wrong' });
});

test('signs in to the first area of the role, shows only what the role can do, and signs out', async () => {
  server.on('GET', '/admin/session', refused(401, 'Please sign in.'));
  server.on('POST', '/admin/session', ok({ operator: { id: 3, email: 'asha@safarnama.test', role: 'agent' }, csrfToken: CSRF }));
  server.on('DELETE', '/admin/session', { status: 204, body: '' });
  const user = userEvent.setup();
  openConsole('/admin');
  await user.type(await screen.findByLabelText(/Email/), 'asha@safarnama.test');
  await user.type(screen.getByLabelText(/Password/), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toHaveFocus();
  await waitFor(() => expect(currentLocation().path).toBe('/admin/leads'));
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(nav).toHaveTextContent('Leads');
  expect(nav).not.toHaveTextContent('Packages');
  expect(nav).not.toHaveTextContent('Users');

  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(server.calls('DELETE', '/admin/session')[0]?.headers['X-CSRF-Token']).toBe(CSRF);
});

test('a session that ends on the server brings the sign-in page back', async () => {
  server.on('GET', '/admin/session', ok({ operator: { id: 3, email: 'asha@safarnama.test', role: 'agent' }, csrfToken: CSRF }));
  server.on('GET', '/admin/leads', refused(401, 'Please sign in.'));
  openConsole('/admin/leads');
  expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
});
