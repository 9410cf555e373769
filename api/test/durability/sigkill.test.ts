// Durability: the real server (a child process on a SQLite file) is killed with
// SIGKILL in the middle of a burst of enquiries. After a restart, every enquiry
// that was answered 2xx is in the database.
import http from 'node:http';
import { AUTH, validEnquiry } from '../helpers/app';
import { mintedBotCheck } from '../helpers/bot-check';
import { getText, postJson } from '../helpers/http';
import { serverOnSqliteFile } from '../helpers/sqlite-file-server';

jest.setTimeout(180_000);

describe('SIGKILL during a burst of enquiries [sqlite file]', () => {
  const sqlite = serverOnSqliteFile('durability');
  const env = { RATE_LIMIT_WRITE_MAX: '1000000' };

  it('keeps every acknowledged enquiry', async () => {
    let server = await sqlite.start(env);
    const url = `${server.baseUrl}/api/request-book/add-direct?authCode=${AUTH}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    const acknowledged = new Map<string, number>();
    let sent = 0;
    let failed = 0;
    let stop = false;

    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const email = `w${w}-${i}@durable.example`;
        sent++;
        try {
          const res = await postJson(url, validEnquiry({ email }), { 'x-bot-check': await mintedBotCheck() }, agent);
          if (res.status >= 200 && res.status < 300) acknowledged.set(email, JSON.parse(res.body).data.id);
        } catch {
          failed++;
          return; // the server is gone
        }
      }
    };
    let running = 24;
    const workers = Array.from({ length: running }, (_, w) => worker(w).finally(() => running--));
    // Kill once the burst is well under way.
    const deadline = Date.now() + 30_000;
    while (acknowledged.size < 300 && running > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(acknowledged.size).toBeGreaterThanOrEqual(300);
    server.child.kill('SIGKILL');
    await server.exited;
    stop = true;
    await Promise.all(workers);
    agent.destroy();

    server = await sqlite.start(env);
    expect((await getText(`${server.baseUrl}/api/health`)).status).toBe(200);

    const rows = sqlite.rows<{ id: number; email: string }>("select id, email from enquiries where email like '%@durable.example'");
    const stored = new Map(rows.map((r) => [r.email, r.id]));
    const missing = [...acknowledged].filter(([email, id]) => stored.get(email) !== id);
    console.log(
      `durability: sent ${sent}, acknowledged ${acknowledged.size}, failed by the kill ${failed}, stored after restart ${rows.length}, acknowledged but missing ${missing.length}`,
    );
    expect(missing).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(acknowledged.size);
    // A normal stop is graceful: SIGTERM closes the server and exits 0.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
