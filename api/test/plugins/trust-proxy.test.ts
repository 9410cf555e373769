// TRUST_PROXY decides whose word the visitor's address is (the address leads are
// stored with and rate limits count by). A client may always send X-Forwarded-For;
// only the proxies we name may be believed, so a client cannot choose its address.
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/app';

const CLIENT = '198.51.100.20';
const PROXY = '10.0.0.5';
const SPOOFED = '203.0.113.66';

async function ipSeen(t: TestApp, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const res = await t.request({ method: 'GET', url: '/api/ip', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  return JSON.parse(res.body).data.ip;
}

async function withApp(trustProxy: false | number | string, work: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp('sqlite', { trustProxy });
  try {
    await work(t);
  } finally {
    await t.close();
  }
}

test('"true" is refused at start, with the risk named and what to set instead', () => {
  expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" would believe any X-Forwarded-For a client sends, so every client could choose its own address.*1 behind one load balancer/);
  expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(/TRUST_PROXY/);
  expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, proxy.internal' })).toThrow(/TRUST_PROXY: not a proxy address or CIDR range: "proxy.internal"/);
  expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10.0.0.0\/33"/);
});

test('unset: the socket address, whatever X-Forwarded-For says', () =>
  withApp(false, async (t) => {
    expect(await ipSeen(t, CLIENT, SPOOFED)).toBe(CLIENT);
  }));

test('a hop count: the address our one proxy saw, never the ones a client put before it', () =>
  withApp(1, async (t) => {
    // the load balancer appends the address it saw to whatever the client sent
    expect(await ipSeen(t, PROXY, `${SPOOFED}, ${CLIENT}`)).toBe(CLIENT);
    const seen = new Set<string>();
    for (let i = 0; i < 50; i += 1) seen.add(await ipSeen(t, PROXY, `203.0.113.${i}, ${CLIENT}`));
    expect([...seen]).toEqual([CLIENT]);
  }));

test('proxy addresses: only a request from a named proxy may forward an address; a client connecting directly cannot', () =>
  withApp(`${PROXY}, 10.1.0.0/16`, async (t) => {
    expect(await ipSeen(t, PROXY, CLIENT)).toBe(CLIENT);
    expect(await ipSeen(t, '10.1.2.3', CLIENT)).toBe(CLIENT);
    expect(await ipSeen(t, CLIENT, SPOOFED)).toBe(CLIENT);
    // a chain through our proxy: the first address our proxies did not add
    expect(await ipSeen(t, PROXY, `${SPOOFED}, ${CLIENT}`)).toBe(CLIENT);
  }));
