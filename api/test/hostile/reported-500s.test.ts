// Requests that PostgreSQL would answer with a 500 if they reached it unchecked (a
// NUL in a search's destinationName, a destinationId above 2,147,483,647, a NUL in an
// itinerary PDF's name; no authCode needed): each is the client's mistake, on both
// databases, and none of them stores a tracking row.
import { describeEachDialect, useTestApp } from '../helpers/app';
import { exampleTrackingPayload } from '@safarnama/contracts/examples';

const INVALID = 'Contains characters that are not allowed';

describeEachDialect('requests PostgreSQL would answer with a 500', (dialect) => {
  const t = useTestApp(dialect);

  const home = (body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/package/search', payload: { ...exampleTrackingPayload('HOMEPAGE'), destinationId: null, destinationName: '', ...body } });

  it('a NUL in destinationName is a 400 naming the field: home search body, listing search query (POST and GET)', async () => {
    const before = await t.count('search_events');
    const answers = [
      await home({ destinationName: 'go\u0000a' }),
      await home({ destinationName: 'zz\u0000' }),
      await t.request({ method: 'POST', url: '/api/package/search-main-package-and-sub-package?destinationName=go%00a', payload: exampleTrackingPayload() }),
      await t.request({ method: 'POST', url: '/api/package/search-main-package-and-sub-package?destinationName=%00', payload: exampleTrackingPayload() }),
      await t.request({ method: 'GET', url: '/api/package/search-main-package-and-sub-package?destinationName=go%00a' }),
    ];
    for (const res of answers) {
      expect({ status: res.statusCode, body: JSON.parse(res.body) }).toEqual({
        status: 400,
        body: { code: 0, message: INVALID, errors: [{ field: 'destinationName', message: INVALID }] },
      });
    }
    expect(await t.count('search_events')).toBe(before);
  });

  it('a destinationId that does not fit an integer column is a 400 with its own message; the largest that fits is a search', async () => {
    const message = 'destinationId must be a destination id (a whole number from 1) or null';
    for (const destinationId of [2_147_483_648, 2 ** 53, 1e308]) {
      const res = await home({ destinationId });
      expect({ status: res.statusCode, body: JSON.parse(res.body) }).toEqual({
        status: 400,
        body: { code: 0, message, errors: [{ field: 'destinationId', message }] },
      });
    }
    const largest = await home({ destinationId: 2_147_483_647 });
    expect(largest.statusCode).toBe(404);
    expect(JSON.parse(largest.body)).toEqual({ code: 0, message: 'No packages found for this destination.', data: null });
  });

  it('GET /media/itineraries/%00-000000000000.pdf (no authCode) is a 404, like any file that is not ours', async () => {
    for (const file of ['%00-000000000000.pdf', 'goa%00-0123456789ab.pdf', '%E2%80%AE-0123456789ab.pdf', 'GOA-0123456789ab.pdf']) {
      const res = await t.request({ method: 'GET', url: `/media/itineraries/${file}`, auth: false });
      expect({ file, status: res.statusCode, body: JSON.parse(res.body) }).toEqual({ file, status: 404, body: { code: 0, message: 'Itinerary not found.' } });
    }
  });
});
