// The catalogue's ready-made answers over a real database with the cache on: a
// change in the database reaches the answer at the first reload after the cache
// period (the expired answer goes out once more while it runs), and a reload that
// reads the same bytes keeps the answer, encodings and all.
import zlib from 'node:zlib';
import type { EncodedBody } from '../../src/lib/encoded-body';
import { CatalogueService } from '../../src/services/catalogue.service';
import { createTestDatabase, describeEachDialect, type TestDatabase } from '../helpers/app';

const TTL = 30_000;

describeEachDialect('catalogue cache', (dialect) => {
  let database: TestDatabase;
  let now = Date.now();
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  /** The answer the cache gives once its reload behind the expired answer has finished. */
  async function afterReload(catalogue: CatalogueService, read: () => Promise<EncodedBody | null>): Promise<EncodedBody | null> {
    const expired = await read();
    for (let i = 0; i < 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const answer = await read();
      if (answer !== expired) return answer;
    }
    return read();
  }

  const decoded = async (answer: EncodedBody | null) => JSON.parse(zlib.brotliDecompressSync((await answer!.negotiate('br')).body).toString());

  it('a destination search answer follows the database one cache period later, and keeps its encodings while nothing changes', async () => {
    const { db } = database.handle;
    const catalogue = new CatalogueService(db, TTL);
    const goa = await db.selectFrom('destinations').select('id').where('slug', '=', 'goa').executeTakeFirstOrThrow();
    const read = () => catalogue.searchResponseBody(goa.id);

    const first = await read();
    // the destination's result is cached on its own too (the prerendered listing reads it)
    await catalogue.searchResult(goa.id);
    const cheapest = (await decoded(first)).data.packageResponse[0];
    const { body: firstBrotli } = await first!.negotiate('br');

    // Nothing changed: the reload keeps the very same answer and its brotli.
    now += TTL + 1;
    expect(await read()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await read()).toBe(first);
    expect((await first!.negotiate('br')).body).toBe(firstBrotli);

    // The price changes: within the cache period the cached answer stands.
    await db.updateTable('packages').set({ price: 999 }).where('id', '=', cheapest.id).execute();
    expect(await read()).toBe(first);
    now += TTL + 1;
    const reloaded = await afterReload(catalogue, read);
    expect(reloaded).not.toBe(first);
    const answer = await decoded(reloaded);
    expect(answer.data.packageResponse[0]).toMatchObject({ id: cheapest.id, price: 999 });
  });
});
