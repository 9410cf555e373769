// The operator's view: X-Request-Id taken from the request or made up,
// returned, and on every log line of that request; API requests logged once at info;
// /metrics in Prometheus's text format, counting what happened; /api/ready apart
// from /api/health. On SQLite and PostgreSQL.
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { AUTH, createTestDatabase, describeEachDialect, METRICS_AUTH, METRICS_TOKEN, type TestDatabase, validEnquiry } from '../helpers/app';
import { solvedBotCheck } from '../helpers/bot-check';
import type { FastifyInstance } from 'fastify';

type LogLine = Record<string, unknown> & { msg: string; level: number };

/** Every sample line of a Prometheus text exposition, checked against the format; throws on anything else. */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const label = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
  // values as Prometheus reads them (Go's ParseFloat: NaN and Inf in any case; prom-client writes 'Nan')
  const sample = new RegExp(`^(${name}(?:\\{(?:${label}(?:,${label})*)?\\})?) (-?(?:\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?|[Nn][Aa][Nn]|[+-]?[Ii]nf))(?: -?\\d+)?$`);
  const meta = new RegExp(`^# (?:HELP ${name} .*|TYPE ${name} (?:counter|gauge|histogram|summary|untyped))$`);
  for (const line of text.split('\n')) {
    if (line === '' || meta.test(line)) continue;
    const match = sample.exec(line);
    if (!match) throw new Error(`not Prometheus text: ${JSON.stringify(line)}`);
    samples.set(match[1], Number(match[2]));
  }
  return samples;
}

describeEachDialect('observability', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
        done();
      },
    });
    app = await buildApp({
      config: testConfig({ database: database.config, rateLimitWriteMax: 100_000, metricsToken: METRICS_TOKEN }),
      database: database.handle,
      logger: { level: 'info', stream },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("a request's X-Request-Id comes back and is on every log line of that request", async () => {
    const id = `trace-${dialect}-7f3a`;
    const res = await app.inject({ method: 'POST', url: `/api/request-book/add-direct?authCode=${AUTH}`, headers: { 'x-request-id': id }, payload: validEnquiry({ phone: '12' }) });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBe(id);
    const mine = lines.filter((l) => l.requestId === id);
    expect(mine.map((l) => l.msg)).toEqual(['invalid request', 'request answered']);
    expect(mine[0]).toMatchObject({ fields: ['phone'] });
    expect(mine[1]).toMatchObject({ level: 30, method: 'POST', path: '/api/request-book/add-direct', route: '/api/request-book/add-direct', statusCode: 400 });
    // the query (what a visitor typed can be in it) is not logged
    expect(JSON.stringify(mine)).not.toContain(AUTH);
  });

  it('without one, or with one that is not sensible, the server makes a new id', async () => {
    for (const headers of [{}, { 'x-request-id': 'two words' }, { 'x-request-id': 'x'.repeat(200) }]) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers });
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(lines.filter((l) => l.requestId === id).map((l) => l.msg)).toEqual(['request answered']);
    }
  });

  it('requests outside the API (media, the metrics scrape) are not logged one by one', async () => {
    const before = lines.length;
    const media = await app.inject({ method: 'GET', url: '/media/art/destination/goa.svg' });
    expect(media.headers['x-request-id']).toBeTruthy();
    await app.inject({ method: 'GET', url: '/metrics', headers: METRICS_AUTH });
    expect(lines.slice(before).filter((l) => l.msg === 'request answered')).toEqual([]);
  });

  it('/metrics answers only the Bearer METRICS_TOKEN: leads per kind, delivery states and the Node version are not for visitors', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-wrong' }, { authorization: METRICS_TOKEN }, { authorization: `Basic ${METRICS_TOKEN}` }]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect({ headers, status: res.statusCode, body: res.json(), challenge: res.headers['www-authenticate'] }).toEqual({
        headers,
        status: 401,
        body: { code: 0, message: 'Metrics need Authorization: Bearer <METRICS_TOKEN>.' },
        challenge: 'Bearer',
      });
    }
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: METRICS_AUTH })).statusCode).toBe(200);
  });

  it('/metrics parses as Prometheus text and counts a stored lead (a replay is not a second lead)', async () => {
    const scrape = async () => {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: METRICS_AUTH });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return parsePrometheus(res.body);
    };
    const before = await scrape();
    const leads = 'safarnama_leads_stored_total{kind="enquiry"}';
    const answered = 'safarnama_http_requests_total{method="POST",route="/api/request-book/add-direct",status="201"}';
    const headers = { 'idempotency-key': `metrics-${dialect}`, 'x-bot-check': await solvedBotCheck(app) };
    const payload = validEnquiry();
    expect((await app.inject({ method: 'POST', url: `/api/request-book/add-direct?authCode=${AUTH}`, headers, payload })).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: `/api/request-book/add-direct?authCode=${AUTH}`, headers, payload })).statusCode).toBe(200);
    const after = await scrape();
    expect(after.get(leads)).toBe((before.get(leads) ?? 0) + 1);
    expect(after.get(answered)).toBe((before.get(answered) ?? 0) + 1);
    expect(after.get('safarnama_http_request_duration_seconds_count{method="POST",route="/api/request-book/add-direct"}')).toBeGreaterThanOrEqual(2);
    expect([...after.keys()].some((k) => k.startsWith('safarnama_process_cpu_seconds_total'))).toBe(true);
    // delivery is off in this app: the outbox is empty, and says so
    expect([...after.keys()].filter((k) => k.startsWith('safarnama_lead_deliveries{'))).toEqual([]);
  });

  it('/api/ready answers when the database and the outbox do, with no authCode (its details only for METRICS_TOKEN); 503 when the database is gone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ code: 1, message: 'Ready', data: { status: 'ready' } });
    const wrong = await app.inject({ method: 'GET', url: '/api/ready', headers: { authorization: 'Bearer not-the-metrics-token-at-all' } });
    expect(JSON.parse(wrong.body)).toEqual({ code: 1, message: 'Ready', data: { status: 'ready' } });
    const detailed = await app.inject({ method: 'GET', url: '/api/ready', headers: METRICS_AUTH });
    expect(JSON.parse(detailed.body)).toEqual({ code: 1, message: 'Ready', data: { status: 'ready', database: dialect, outbox: { delivery: 'off', pending: 0, failed: 0 } } });
    await database.handle.close();
    const down = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(JSON.parse(down.body).message).toBe('Not ready: the database does not answer');
  });
});
