import { render, screen, waitFor } from '@testing-library/react';
import { api } from './api';
import { primedResponseKey, primeResponses } from './primed-responses';
import { settledPromise, settledValue } from './settled-promise';
import { useApiQuery } from './use-api-query';
import { fakeApiPerTest, ok, refused } from '../testing/fake-api';

const server = fakeApiPerTest();

function Categories({ label = 'categories' }: { label?: string }) {
  const { status, data, error } = useApiQuery('categories', (signal) => api.getAllCategories({ signal }));
  if (status === 'loading') return <p>Loading {label}</p>;
  if (status === 'error') return <p role="alert">{label} failed: {(error as Error).message}</p>;
  return (
    <ul aria-label={label}>
      {data!.map((c) => (
        <li key={c.id}>{c.name}</li>
      ))}
    </ul>
  );
}

const wildlife = { id: 1, name: 'Wildlife', imageUrl: '/media/art/category/wildlife.svg' };

test('shows loading, then the data; two components asking for one key make one request', async () => {
  server.on('GET', '/package/get-all-category', ok([wildlife]));
  render(
    <>
      <Categories label="navbar" />
      <Categories label="footer" />
    </>,
  );
  expect(screen.getByText('Loading navbar')).toBeInTheDocument();
  expect(await screen.findByRole('list', { name: 'navbar' })).toHaveTextContent('Wildlife');
  expect(screen.getByRole('list', { name: 'footer' })).toHaveTextContent('Wildlife');
  expect(server.calls('GET', '/package/get-all-category')).toHaveLength(1);
});

test('a fresh answer is reused by a component mounted later, without a request', async () => {
  server.on('GET', '/package/get-all-category', ok([wildlife]));
  const first = render(<Categories label="navbar" />);
  await screen.findByRole('list', { name: 'navbar' });
  first.unmount();
  render(<Categories label="footer" />);
  expect(screen.getByRole('list', { name: 'footer' })).toHaveTextContent('Wildlife');
  expect(server.calls('GET', '/package/get-all-category')).toHaveLength(1);
});

test('a refusal (code 0) is an error with the server message, and the next mount asks again', async () => {
  server.on('GET', '/package/get-all-category', refused(404, 'No categories.'));
  const first = render(<Categories />);
  expect(await screen.findByRole('alert')).toHaveTextContent('categories failed: No categories.');
  first.unmount();

  server.on('GET', '/package/get-all-category', ok([wildlife]));
  render(<Categories />);
  expect(await screen.findByRole('list', { name: 'categories' })).toHaveTextContent('Wildlife');
  expect(server.calls('GET', '/package/get-all-category')).toHaveLength(2);
});

test('a network failure is an error too', async () => {
  server.on('GET', '/package/get-all-category', 'network-error');
  render(<Categories />);
  expect(await screen.findByRole('alert')).toHaveTextContent(/categories failed: Network error/);
});

test('a null key fetches nothing and stays loading', async () => {
  function Waiting() {
    const { isLoading } = useApiQuery<unknown>(null, () => api.getAllCategories());
    return <p>{isLoading ? 'waiting' : 'done'}</p>;
  }
  render(<Waiting />);
  await waitFor(() => expect(screen.getByText('waiting')).toBeInTheDocument());
  expect(server.requests).toHaveLength(0);
});

test('the request is aborted when the last component waiting for it unmounts', async () => {
  let seenSignal: AbortSignal | undefined;
  function Slow() {
    useApiQuery('slow', (signal) => {
      seenSignal = signal;
      return api.getAllCategories({ signal });
    });
    return null;
  }
  server.on('GET', '/package/get-all-category', () => new Promise(() => {}));
  const view = render(<Slow />);
  await waitFor(() => expect(seenSignal).toBeDefined());
  view.unmount();
  expect(seenSignal!.aborted).toBe(true);
});

test('an answer index.html carried is rendered by the first render: no loading pass and no request', () => {
  primeResponses({ [primedResponseKey('/package/get-all-category')]: { code: 1, message: 'Success', data: [wildlife] } });
  render(<Categories label="navbar" />);
  // no await: the list is there in the render that asked for it
  expect(screen.getByRole('list', { name: 'navbar' })).toHaveTextContent('Wildlife');
  expect(screen.queryByText('Loading navbar')).not.toBeInTheDocument();
  expect(server.requests).toHaveLength(0);
});

test('a refusal index.html carried is an error at once, with its message', () => {
  primeResponses({ [primedResponseKey('/package/get-all-category')]: { code: 0, message: 'No categories.' } });
  render(<Categories />);
  expect(screen.getByRole('alert')).toHaveTextContent('categories failed: No categories.');
});

test('a carried answer is used once: the next key that needs it after a refetch goes to the network', async () => {
  primeResponses({ [primedResponseKey('/package/get-all-category')]: { code: 1, message: 'Success', data: [wildlife] } });
  server.on('GET', '/package/get-all-category', ok([{ ...wildlife, name: 'Wildlife (fresh)' }]));
  const first = render(<Categories label="navbar" />);
  expect(screen.getByRole('list', { name: 'navbar' })).toHaveTextContent('Wildlife');
  first.unmount();
  function Fresh() {
    const { data } = useApiQuery('categories', (signal) => api.getAllCategories({ signal }), { staleTime: 0 });
    return <p>{data?.[0]?.name ?? 'none'}</p>;
  }
  render(<Fresh />);
  expect(await screen.findByText('Wildlife (fresh)')).toBeInTheDocument();
  expect(server.calls('GET', '/package/get-all-category')).toHaveLength(1);
});

test('settledValue reads only a promise made by settledPromise', async () => {
  expect(settledValue(settledPromise(42))).toBe(42);
  expect(await settledPromise('answer')).toBe('answer');
  expect(settledValue(Promise.resolve(42))).toBeUndefined();
});
