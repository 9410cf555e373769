import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { created, fakeApiPerTest, ok } from '@safarnama/shared/testing';
import { CSRF, openConsole, signedInAs } from '../../testing/console';

const server = fakeApiPerTest();
const PATH = '/admin/leads/quote/5';

const detail = {
  kind: 'quote',
  id: 5,
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'new',
  owner: null,
  fields: { Name: 'Meera Iyer', Phone: '9876543210', Destination: 'Kerala' },
  contactPreference: ['WhatsApp', 'Call'],
  notes: [],
  deliveries: [
    { id: 11, channel: 'email', status: 'delivered', attempts: 1, lastError: null, deliveredAt: '2026-11-20T10:00:05.000Z' },
    { id: 12, channel: 'whatsapp', status: 'failed', attempts: 3, lastError: 'timeout', deliveredAt: null },
  ],
  transcript: [
    { sender: 'visitor', text: 'Houseboat in Alleppey?', createdAt: '2026-11-20T09:58:00.000Z' },
    { sender: 'Luna', text: 'Yes, two nights.', createdAt: '2026-11-20T09:58:02.000Z' },
  ],
};

beforeEach(() => {
  signedInAs(server, 'agent');
  server.on('GET', '/admin/operators', ok([{ id: 7, email: 'agent@safarnama.test', role: 'agent' }, { id: 8, email: 'ravi@safarnama.test', role: 'agent' }]));
  server.on('GET', PATH, ok(detail));
});

test('shows what the visitor sent, the contact preference and Luna\'s chat', async () => {
  openConsole(PATH);
  expect(await screen.findByRole('heading', { level: 1, name: /Meera Iyer/ })).toHaveFocus();
  expect(screen.getByText('WhatsApp, Call')).toBeInTheDocument();
  expect(screen.getByText('Kerala')).toBeInTheDocument();
  expect(screen.getByText('Houseboat in Alleppey?')).toBeInTheDocument();
});

test('changes the status and the owner, with the CSRF token', async () => {
  server.on('PATCH', PATH, (request) => ok({ ...detail, ...(request.body as object), owner: (request.body as { ownerId?: number }).ownerId ? { id: 8, email: 'ravi@safarnama.test' } : null }));
  const user = userEvent.setup();
  openConsole(PATH);
  await screen.findByRole('heading', { level: 1, name: /Meera Iyer/ });
  await user.selectOptions(screen.getByLabelText('Status'), 'contacted');
  await waitFor(() => expect(server.calls('PATCH', PATH)).toHaveLength(1));
  expect(server.calls('PATCH', PATH)[0]).toMatchObject({ body: { status: 'contacted' }, headers: { 'X-CSRF-Token': CSRF } });
  await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('contacted'));

  await waitFor(() => expect(screen.getByLabelText('Owner')).toBeEnabled());
  await user.selectOptions(screen.getByLabelText('Owner'), 'ravi@safarnama.test');
  await waitFor(() => expect(server.calls('PATCH', PATH)).toHaveLength(2));
  expect(server.calls('PATCH', PATH)[1]?.body).toEqual({ ownerId: 8 });
  await waitFor(() => expect(screen.getByLabelText('Owner')).toHaveValue('8'));
});

test('adds a note', async () => {
  server.on('POST', `${PATH}/notes`, created({ id: 1, text: 'Called, will send a quote.', author: { id: 7, email: 'agent@safarnama.test' }, createdAt: '2026-11-21T10:00:00.000Z' }));
  const user = userEvent.setup();
  openConsole(PATH);
  await user.type(await screen.findByLabelText('Add a note'), 'Called, will send a quote.');
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('Called, will send a quote.', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByLabelText('Add a note')).toHaveValue('');
  expect(server.calls('POST', `${PATH}/notes`)[0]).toMatchObject({ body: { text: 'Called, will send a quote.' }, headers: { 'X-CSRF-Token': CSRF } });
});

test('retries only a failed delivery', async () => {
  server.on('POST', `${PATH}/deliveries/12/retry`, ok({ ...detail.deliveries[1], status: 'pending' }));
  const user = userEvent.setup();
  openConsole(PATH);
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('button')).toHaveLength(1);
  await user.click(within(table).getByRole('button', { name: 'Retry whatsapp' }));
  await waitFor(() => expect(within(table).getByText('pending')).toBeInTheDocument());
  expect(within(table).queryByRole('button', { name: 'Retry whatsapp' })).not.toBeInTheDocument();
  expect(server.calls('POST', `${PATH}/deliveries/12/retry`)[0]?.headers['X-CSRF-Token']).toBe(CSRF);
});
