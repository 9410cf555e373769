import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, fakeApiPerTest, ok } from '@safarnama/shared/testing';
import { openConsole, signedInAs } from '../../testing/console';

const server = fakeApiPerTest();

const lead = (id: number, name: string) => ({
  kind: 'enquiry',
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '9876543210',
  destination: 'Goa',
  status: 'new',
  owner: null,
});

beforeEach(() => {
  signedInAs(server, 'agent');
  server.on('GET', '/admin/operators', ok([{ id: 7, email: 'agent@safarnama.test', role: 'agent' }]));
  server.on('GET', '/admin/leads', (request) =>
    ok({ items: request.query.q === 'ravi' ? [lead(2, 'Ravi')] : [lead(2, 'Ravi'), lead(1, 'Meera')], total: request.query.q === 'ravi' ? 1 : 60, page: Number(request.query.page), pageSize: 25 }),
  );
});

test('lists leads newest first in a table, each linking to its detail', async () => {
  openConsole('/admin/leads');
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Received', 'Name', 'Kind', 'Status', 'Destination', 'Phone', 'Email', 'Owner']);
  expect(within(table).getByRole('link', { name: 'Ravi' })).toHaveAttribute('href', '/admin/leads/enquiry/2');
  expect(screen.getByText('Page 1 of 3 (60 in all)')).toBeInTheDocument();
});

test('applies the filters to the list, the URL and the CSV link', async () => {
  const user = userEvent.setup();
  openConsole('/admin/leads');
  await screen.findByRole('table');
  await user.type(screen.getByLabelText('Search name, phone or email'), 'ravi');
  await user.selectOptions(screen.getByLabelText('Kind'), 'enquiry');
  await user.selectOptions(screen.getByLabelText('Status'), 'new');
  await user.selectOptions(screen.getByLabelText('Owner'), 'none');
  await user.type(screen.getByLabelText('From'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));

  await waitFor(() => expect(screen.getByText('Page 1 of 1 (1 in all)')).toBeInTheDocument());
  const last = server.calls('GET', '/admin/leads').at(-1)!;
  expect(last.query).toMatchObject({ q: 'ravi', kind: 'enquiry', status: 'new', owner: 'none', from: '2026-11-01', page: 1, pageSize: 25 });
  expect(last.query).not.toHaveProperty('to');
  expect(currentLocation().path).toBe('/admin/leads?kind=enquiry&status=new&owner=none&from=2026-11-01&q=ravi');
  const csv = new URL(screen.getByRole('link', { name: 'Download these leads as CSV' }).getAttribute('href')!, 'http://x');
  expect(csv.pathname).toBe('/api/admin/leads.csv');
  expect(Object.fromEntries(csv.searchParams)).toMatchObject({ q: 'ravi', kind: 'enquiry', status: 'new', owner: 'none', from: '2026-11-01' });
  expect(csv.searchParams.get('authCode')).toBeTruthy();
});

test('pages through the list, keeping the filters', async () => {
  const user = userEvent.setup();
  openConsole('/admin/leads?status=new');
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(server.calls('GET', '/admin/leads').at(-1)!.query).toMatchObject({ status: 'new', page: 2 }));
  expect(currentLocation().path).toBe('/admin/leads?status=new&page=2');
});
