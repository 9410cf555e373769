// A 503 (the server's database is away) is its own outcome: the forms tell the
// visitor to try again in a moment and keep what was typed, instead of the
// "something went wrong" of any other server error.
import { api } from './api';
import { ApiError, isServiceUnavailable } from './api-error';
import { sendWrite } from './http-client';
import { fakeApiPerTest, refused, unavailable } from '../testing/fake-api';

const server = fakeApiPerTest();

it('a 503 rejects with kind unavailable', async () => {
  server.on('GET', '/package/get-all-cities', unavailable(7));
  const failure = api.getAllCities();
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(failure).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
  expect(isServiceUnavailable(await failure.catch((error: unknown) => error))).toBe(true);
});

it('a 503 whatever its body is unavailable; other 5xx stay server errors', async () => {
  server.on('GET', '/package/get-all-cities', { status: 503, body: '<html>Service Unavailable</html>', headers: { 'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT' } });
  await expect(api.getAllCities()).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
  server.on('GET', '/package/get-all-cities', refused(500, 'Something went wrong on our side. Please try again.'));
  const other = await api.getAllCities().catch((error: unknown) => error);
  expect(other).toMatchObject({ kind: 'server', status: 500 });
  expect(isServiceUnavailable(other)).toBe(false);
});

it('a write answered 503 is not sent again by itself: the visitor decides when', async () => {
  server.on('POST', '/request-book/add-direct', unavailable());
  const failure = sendWrite({ method: 'POST', url: '/request-book/add-direct', data: { name: 'Asha' } });
  await expect(failure).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
  expect(server.calls('POST', '/request-book/add-direct')).toHaveLength(1);
});
