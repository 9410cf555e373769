// A clean stop loses no search-tracking row: the real server (a child process on a
// SQLite file) answers a burst of searches and is stopped with SIGTERM right after
// the last answer, while their rows are still queued; every answered search is stored.
import http from 'node:http';
import * as content from '../../src/content/index';
import { AUTH } from '../helpers/app';
import { exampleTrackingPayload } from '@safarnama/contracts/examples';
import { postJson } from '../helpers/http';
import { serverOnSqliteFile } from '../helpers/sqlite-file-server';

jest.setTimeout(120_000);

describe('SIGTERM right after a burst of searches [sqlite file]', () => {
  const sqlite = serverOnSqliteFile('sigterm');

  it('stores the tracking row of every answered search', async () => {
    // 150 searches from one address: more than tracking's default budget per client.
    const server = await sqlite.start({ SEARCH_TRACKING_RATE_LIMIT_MAX: '100000' });
    const name = content.destinations[0].name;
    const url = `${server.baseUrl}/api/package/search-main-package-and-sub-package?destinationName=${encodeURIComponent(name)}&authCode=${AUTH}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => postJson(url, exampleTrackingPayload('LISTING_PAGE', { utmContent: `sigterm-${i}` }), {}, agent)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    agent.destroy();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const rows = sqlite.rows<{ utm_content: string }>("select utm_content from search_events where utm_content like 'sigterm-%'");
    expect(rows).toHaveLength(150);
    expect(new Set(rows.map((r) => r.utm_content)).size).toBe(150);
  });
});
