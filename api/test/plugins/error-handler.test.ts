// Server-side failures: logged with the request context, answered without internals.
// Client mistakes Fastify or Node answer before any route (a URL that cannot be
// decoded, an over-long parameter, oversized headers, a garbled request line): the
// envelope, the security headers and no-store, and never a word of the request.
import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { AUTH, createTestDatabase, type TestDatabase } from '../helpers/app';

describe('error handler and security headers', () => {
  it('a failing database gives a 500 without details (logged with the request) and a 503 health', async () => {
    const database = await createTestDatabase('sqlite', { seed: false });
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({ config: testConfig({ database: database.config }), database: database.handle, logger: { level: 'error', stream } });
    try {
      await database.handle.close(); // the database goes away under the running app
      const res = await app.inject({ method: 'GET', url: `/api/package/get-all-cities?authCode=${AUTH}` });
      expect(res.statusCode).toBe(500);
      expect(JSON.parse(res.body)).toEqual({ code: 0, message: 'Something went wrong on our side. Please try again.' });
      expect(res.body).not.toMatch(/sqlite|database|stack/i);
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
      expect(logged).toMatchObject({ req: { method: 'GET', url: expect.stringContaining('/api/package/get-all-cities') } });
      expect(logged.err.message).toBeDefined();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });

  it('every answer carries the security headers', async () => {
    const database = await createTestDatabase('sqlite', { seed: false });
    const app = await buildApp({ config: testConfig({ database: database.config }), database: database.handle, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const unauthorized = await app.inject({ method: 'GET', url: '/api/ip' });
      expect(unauthorized.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

/** What a client would find in an answer: its status, lower-cased headers and body. */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const MARKER = 'zq-marker-7731';

function expectRefusal(answer: Answer, status: number, message: string): void {
  const { headers } = answer;
  expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({ status, body: { code: 0, message } });
  expect(answer.body).not.toContain(MARKER);
  expect(String(headers['content-type'])).toMatch(/^application\/json/);
  expect(headers['cache-control']).toBe('no-store');
  expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
  expect(String(headers['permissions-policy'])).toContain('camera=()');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
}

/** Writes raw bytes to the listening server and reads the answer until it closes the connection. */
function rawRequest(port: number, bytes: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Answer['headers'] = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('what Fastify and Node answer by themselves', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({ config: testConfig({ database: database.config }), database: database.handle, logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const inject = async (options: InjectOptions): Promise<Answer> => {
    const res = await app.inject(options);
    return { status: res.statusCode, headers: res.headers, body: res.body };
  };

  it('a URL that cannot be decoded is a 400 envelope with the headers, under /api and elsewhere', async () => {
    for (const url of [`/api/package/%c0?authCode=${AUTH}&q=${MARKER}`, `/%c0/${MARKER}`, `/api/blog/get-all/%ff${MARKER}`]) {
      expectRefusal(await inject({ method: 'GET', url }), 400, 'The address is not valid.');
    }
  });

  it('a parameter over the length limit is a 414 envelope that does not repeat it', async () => {
    const long = `${MARKER}${'x'.repeat(600)}`;
    expectRefusal(await inject({ method: 'GET', url: `/api/tfn/get-by-website-id/${long}?authCode=${AUTH}` }), 414, 'The address is too long.');
  });

  it('a body that is not JSON, a content type or content encoding we do not take: envelopes that quote nothing', async () => {
    const url = `/api/request-book/add-direct?authCode=${AUTH}`;
    expectRefusal(await inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: `{"name": "${MARKER}` }), 400, 'Request body is not valid JSON.');
    expectRefusal(await inject({ method: 'POST', url, headers: { 'content-type': `text/${MARKER}` }, payload: 'hello' }), 415, 'Unsupported Content-Type: send application/json.');
    expectRefusal(
      await inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'content-encoding': MARKER }, payload: '{}' }),
      415,
      'Unsupported Content-Encoding: send the body as it is, or in gzip, deflate or br.',
    );
    expectRefusal(
      await inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: `not gzip ${MARKER}` }),
      400,
      'The request body could not be decompressed.',
    );
  });

  it('a path nothing serves is a 404 envelope that does not repeat the method or URL (the API without the site)', async () => {
    for (const [method, url] of [['GET', `/${MARKER}`], ['PUT', `/media/art/package/${MARKER}.svg`], ['DELETE', `/api/${MARKER}?authCode=${AUTH}`]] as const) {
      expectRefusal(await inject({ method, url }), 404, 'Not found.');
    }
  });

  describe('over a real socket', () => {
    let port: number;
    beforeAll(async () => {
      await app.listen({ host: '127.0.0.1', port: 0 });
      port = (app.server.address() as net.AddressInfo).port;
    });

    it('headers over the size limit are a 431 envelope with the security headers', async () => {
      const answer = await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${MARKER}${'a'.repeat(20_000)}\r\n\r\n`);
      expectRefusal(answer, 431, 'The request headers are too large.');
    });

    it('a garbled request line is a 400 envelope with the security headers', async () => {
      for (const line of [`GET /${MARKER} HTTP/9.9`, `G\u0000T /${MARKER} HTTP/1.1`, `GET /a ${MARKER} b HTTP/1.1`]) {
        expectRefusal(await rawRequest(port, `${line}\r\nHost: localhost\r\n\r\n`), 400, 'The request is not valid.');
      }
    });

    it('a well-formed request over the same socket path still gets its answer', async () => {
      const answer = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    });
  });
});
