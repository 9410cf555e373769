// Signed preview links as a browser follows them: the link sets an HttpOnly
// cookie, and every page load of that browser (only) carries the previewed version,
// until it expires or the visitor leaves; a forged, edited, expired or unpublished
// link shows nothing special.
import type { LightMyRequestResponse } from 'fastify';
import { signPreview } from '../../src/releases/preview-token';
import { publishFakeBuilds, testReleaseManager, useReleaseSite } from '../helpers/releases';

const SECRET = 'a-test-preview-secret-of-at-least-32-chars';
const HOUR = 3_600_000;

const site = useReleaseSite('release-preview-', {
  async prepare(db, root) {
    const manager = testReleaseManager(db, root);
    await publishFakeBuilds(manager, root, 'blogs', ['1.0.0', '1.1.0-rc.1']);
    await manager.pin('blogs', '1.0.0');
  },
  config: (config) => ({ ...config, previewSecret: SECRET }),
});

const link = (version: string, expiresAt = Date.now() + HOUR, secret = SECRET) => `/preview?token=${signPreview({ remote: 'blogs', version, expiresAt }, secret)}`;
const open = (url: string, cookie?: string) => site.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const cookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie'] ?? '').split(';')[0]!;
function bootOf(res: LightMyRequestResponse) {
  const match = /<script id="site-boot" type="application\/json">(.*?)<\/script>/.exec(res.body);
  return JSON.parse(match![1]!) as { pins: Record<string, { version: string }>; preview?: Record<string, { version: string; expiresAt: string; integrity?: object }> };
}

test('a valid link keeps the token in an HttpOnly cookie; that browser then gets the previewed version on every page, others do not', async () => {
  const opened = await open(link('1.1.0-rc.1'));
  expect(opened.statusCode).toBe(302);
  expect(opened.headers.location).toBe('/');
  expect(opened.headers['cache-control']).toBe('no-store');
  const setCookie = String(opened.headers['set-cookie']);
  expect(setCookie).toMatch(/^sf_preview=[A-Za-z0-9_.~-]+; Path=\/; Max-Age=(3599|3600); HttpOnly; SameSite=Lax$/);
  for (const page of ['/', '/blogs', '/about-us']) {
    const res = await open(page, cookieOf(opened));
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(bootOf(res).preview?.blogs).toMatchObject({ version: '1.1.0-rc.1', entry: '/remotes/blogs/1.1.0-rc.1/mf-manifest.json' });
    expect(bootOf(res).preview?.blogs?.integrity).toBeDefined();
  }
  const someoneElse = await open('/blogs');
  expect(bootOf(someoneElse).preview).toBeUndefined();
  expect(bootOf(someoneElse).pins.blogs!.version).toBe('1.0.0');
  expect(someoneElse.headers['cache-control']).toBe('no-cache');
});

test('a forged, edited, expired or unpublished link sets nothing; such a cookie shows nothing special either', async () => {
  const good = signPreview({ remote: 'blogs', version: '1.1.0-rc.1', expiresAt: Date.now() + HOUR }, SECRET);
  const [payload, signature] = good.split('.') as [string, string];
  const otherPayload = Buffer.from(JSON.stringify({ r: 'blogs', v: '1.1.0-rc.1', e: Date.now() + 100 * HOUR })).toString('base64url');
  const bad = {
    forged: link('1.1.0-rc.1', Date.now() + HOUR, 'another-secret-of-at-least-32-characters'),
    'edited payload': `/preview?token=${otherPayload}.${signature}`,
    'edited signature': `/preview?token=${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
    expired: link('1.1.0-rc.1', Date.now() - 1000),
    unpublished: link('9.9.9'),
    'no token': '/preview',
    garbage: '/preview?token=%3Cscript%3E',
  };
  for (const [what, url] of Object.entries(bad)) {
    const res = await open(url);
    expect({ what, status: res.statusCode, location: res.headers.location, cookie: res.headers['set-cookie'] }).toEqual({ what, status: 302, location: '/', cookie: undefined });
  }
  for (const cookie of [`sf_preview=${otherPayload}.${signature}`, `sf_preview=${signPreview({ remote: 'blogs', version: '1.1.0-rc.1', expiresAt: Date.now() - 1 }, SECRET)}`, 'sf_preview=~~~', `sf_preview=${'x'.repeat(5000)}`]) {
    const res = await open('/blogs', cookie);
    expect({ cookie: cookie.slice(0, 40), preview: bootOf(res).preview, status: res.statusCode }).toEqual({ cookie: cookie.slice(0, 40), preview: undefined, status: 200 });
  }
});

test('leaving preview clears the cookie and goes back to the page, never to another site', async () => {
  const res = await open('/preview/exit?to=%2Fblogs%3Fq%3D1');
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe('/blogs?q=1');
  expect(String(res.headers['set-cookie'])).toMatch(/^sf_preview=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
  // as a browser reads Location: a tab or newline is dropped, "\\" is "/", and a proxy may decode %2F
  for (const to of ['//evil.example', 'https://evil.example', '/\\evil.example', '/\t/evil.example/', '/\n/evil.example', '/\\/evil.example', '/%2F%2Fevil.example/', '/%5Cevil.example', '']) {
    expect({ to, location: (await open(`/preview/exit?to=${encodeURIComponent(to)}`)).headers.location }).toEqual({ to, location: '/' });
  }
  expect((await open('/preview/exit?to=/%09/evil.example/')).headers.location).toBe('/');
});
