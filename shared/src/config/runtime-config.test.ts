import { configureApi, getRuntimeConfig, loadRuntimeConfig, resetRuntimeConfig } from './runtime-config';

const okResponse = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;

beforeEach(() => resetRuntimeConfig());
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

it('starts from the documented defaults', () => {
  expect(getRuntimeConfig()).toEqual({ apiBaseUrl: '/api', authCode: 'safarnama-public-2026', websiteId: 1, chatApiKey: 'safarnama-luna-2026' });
});

it('configureApi applies valid values and ignores the rest', () => {
  configureApi({ apiBaseUrl: 'https://api.safarnama.example/api/', authCode: '' });
  expect(getRuntimeConfig()).toEqual({ apiBaseUrl: 'https://api.safarnama.example/api', authCode: 'safarnama-public-2026', websiteId: 1, chatApiKey: 'safarnama-luna-2026' });
});

it('loadRuntimeConfig fetches /config.json once for all callers', async () => {
  const fetchMock = jest.fn().mockResolvedValue(okResponse({ apiBaseUrl: '/v2/api', authCode: 'abc', websiteId: 1 }));
  globalThis.fetch = fetchMock;
  const [a, b] = await Promise.all([loadRuntimeConfig(), loadRuntimeConfig()]);
  await loadRuntimeConfig();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0][0]).toBe('/config.json');
  expect(a).toEqual({ apiBaseUrl: '/v2/api', authCode: 'abc', websiteId: 1, chatApiKey: 'safarnama-luna-2026' });
  expect(b).toBe(a);
  expect(getRuntimeConfig().authCode).toBe('abc');
});

it('keeps the defaults when /config.json fails, and tries again next time', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const fetchMock = jest
    .fn()
    .mockResolvedValueOnce({ ok: false, status: 503, json: async () => ({}) } as Response)
    .mockResolvedValueOnce(okResponse({ authCode: 'second-try' }));
  globalThis.fetch = fetchMock;
  await expect(loadRuntimeConfig()).resolves.toEqual(getRuntimeConfig());
  expect(getRuntimeConfig().authCode).toBe('safarnama-public-2026');
  expect(log).toHaveBeenCalled();
  await loadRuntimeConfig();
  expect(getRuntimeConfig().authCode).toBe('second-try');
  log.mockRestore();
});
