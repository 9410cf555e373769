// Server-side failures: logged with the request context, answered without internals.
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { AUTH, createTestDatabase } from '../helpers/app';

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
