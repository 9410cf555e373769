// The busiest reads (a destination's search, a package's detail) are cached ready-made
// and compressed once, in the encoding the client asks for: a browser gets brotli or
// gzip with Vary: Accept-Encoding; a client that asks for none gets plain JSON, with the same Vary.
import zlib from 'node:zlib';
import * as content from '../../src/content/index';
import { chooseEncoding, EncodedBody } from '../../src/lib/encoded-body';
import { describeEachDialect, useTestApp } from '../helpers/app';
import { exampleTrackingPayload } from '@safarnama/contracts/examples';

const destination = content.destinations.find((d) => content.packages.some((p) => p.destinationSlug === d.slug))!;
const pkg = content.packages.find((p) => p.destinationSlug === destination.slug)!;

test('the encoding follows Accept-Encoding: br first, then gzip; q=0 refuses one', () => {
  expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(chooseEncoding('gzip, deflate')).toBe('gzip');
  expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
  expect(chooseEncoding('identity')).toBeNull();
  expect(chooseEncoding(undefined)).toBeNull();
});

test('the remembered choice per header stays right after many distinct headers', () => {
  expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
  for (let i = 0; i < 200; i++) expect(chooseEncoding(`gzip;q=0.${i % 10}, x-${i}`)).toBe(i % 10 === 0 ? null : 'gzip');
  expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
});

/** A search-sized answer (about 50 KB of JSON, as Goa's): brotli at its best takes tens of ms on it. */
function bigAnswer(tag: string): Buffer {
  const packages = Array.from({ length: 60 }, (_, i) => ({ id: i, name: `${tag} package ${i}`, description: `Day ${i}: backwaters, spice gardens and a houseboat night. `.repeat(12) }));
  return Buffer.from(JSON.stringify({ code: 1, message: 'Success', data: { packages } }));
}

test('brotli is made off the event loop, once, for all the requests that ask meanwhile', async () => {
  const answer = EncodedBody.of(bigAnswer('Kerala'));
  let turns = 0;
  const timer = setInterval(() => turns++, 1);
  try {
    const sent = await Promise.all(Array.from({ length: 10 }, () => answer.negotiate('gzip, deflate, br, zstd')));
    // Compressed on the event loop, the interval could not have run before the answers.
    expect(turns).toBeGreaterThan(0);
    expect(new Set(sent.map((s) => s.body)).size).toBe(1);
    expect(sent[0].encoding).toBe('br');
    expect(zlib.brotliDecompressSync(sent[0].body).equals(answer.raw)).toBe(true);
  } finally {
    clearInterval(timer);
  }
});

test('a reloaded answer with the same bytes keeps the encodings already made; changed bytes get new ones', async () => {
  const first = EncodedBody.of(bigAnswer('Goa'));
  const { body: br } = await first.negotiate('br');
  const same = EncodedBody.of(bigAnswer('Goa'), first);
  expect(same).toBe(first);
  expect((await same.negotiate('br')).body).toBe(br);
  const changed = EncodedBody.of(bigAnswer('Goa, new prices'), first);
  expect(changed).not.toBe(first);
  expect(zlib.brotliDecompressSync((await changed.negotiate('br')).body).toString()).toContain('Goa, new prices');
});

test('a small answer goes as it is, whatever the client accepts', async () => {
  const small = EncodedBody.of(Buffer.from('{"code":1,"message":"Success","data":[]}'));
  expect(await small.negotiate('gzip, deflate, br')).toEqual({ body: small.raw, encoding: null });
});

describeEachDialect('encoded answers', (dialect) => {
  const t = useTestApp(dialect);

  const search = (headers: Record<string, string>) =>
    t.request({
      method: 'POST',
      url: `/api/package/search-main-package-and-sub-package?destinationName=${encodeURIComponent(destination.name)}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(exampleTrackingPayload()),
    });

  it('a search answers the same JSON plain, in brotli and in gzip, each labelled', async () => {
    const plain = await search({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // the plain variant names the header it depends on too, or a cache would hand it (or brotli) to anyone
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['cache-control']).toBe('no-store'); // a tracked search is a write
    const answer = JSON.parse(plain.body);
    expect(answer.data.mainPackageResponse.name).toBe(destination.name);

    const br = await search({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await search({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(answer);
    // every search is still recorded, whatever the encoding
    await t.flushTracking();
  });

  it('a package detail comes compressed too', async () => {
    const name = encodeURIComponent(pkg.name);
    const plain = await t.request({ method: 'GET', url: `/api/package/get-package-detail-and-itinerary?packageName=${name}` });
    const br = await t.request({ method: 'GET', url: `/api/package/get-package-detail-and-itinerary?packageName=${name}`, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    for (const answer of [plain, br]) {
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=60'); // the same for every visitor
    }
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });
});
