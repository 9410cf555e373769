// 500 enquiries posted at once to a real listening server: exactly 500 rows.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { mintedBotCheck } from '../helpers/bot-check';
import { postJson } from '../helpers/http';
import * as content from '../../src/content/index';
import { seedDatabase } from '../../src/db/seed';
import { AUTH, createTestDatabase, describeEachDialect, type TestDatabase, validEnquiry } from '../helpers/app';
import { exampleTrackingPayload } from '@safarnama/contracts/examples';

describeEachDialect('500 concurrent enquiries', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, { file: true, seed: false });
  });
  afterAll(() => database.drop());

  it('leaves exactly 500 stored rows, each answered 201 with its own id', async () => {
    const app = await buildApp({
      config: testConfig({ database: database.config, rateLimitWriteMax: 100_000 }),
      database: database.handle,
      logger: false,
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 500 });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/api/request-book/add-direct?authCode=${AUTH}`;
      const answers = await Promise.all(
        Array.from({ length: 500 }, async (_, i) => {
          const res = await postJson(url, validEnquiry({ email: `c${i}@example.com` }), { 'idempotency-key': `concurrent-${i}`, 'x-bot-check': await mintedBotCheck(app.config.previewSecret) }, agent);
          return { status: res.status, body: JSON.parse(res.body) as { data: { id: number } } };
        }),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(500);
      expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(500);
      const row = await database.handle.db
        .selectFrom('enquiries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n)).toBe(500);
    } finally {
      await app.close();
      agent.destroy();
    }
  });

  it('300 concurrent destination searches store exactly 300 tracking rows (batched behind the answers)', async () => {
    await seedDatabase(database.handle.db, content);
    const app = await buildApp({ config: testConfig({ database: database.config }), database: database.handle, logger: false });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const name = content.destinations[0].name;
      const url = `http://127.0.0.1:${port}/api/package/search-main-package-and-sub-package?destinationName=${encodeURIComponent(name)}&authCode=${AUTH}`;
      const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => postJson(url, exampleTrackingPayload('LISTING_PAGE', { utmContent: `c${i}` }), {}, agent)));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      await app.services.searchTracking.flush();
      const rows = await database.handle.db.selectFrom('search_events').select('utm_content').execute();
      expect(rows).toHaveLength(300);
      expect(new Set(rows.map((r) => r.utm_content)).size).toBe(300);
    } finally {
      await app.close();
      agent.destroy();
    }
  });
});
