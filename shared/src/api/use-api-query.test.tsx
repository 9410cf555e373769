import { render, screen, waitFor } from '@testing-library/react';
import { api } from './api';
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
