// The catalogue's cache under load: a key is loaded once however many requests ask
// for it meanwhile, and an expired value is answered for one more period while a
// single reload runs behind it (the stall every 30 s that the bench showed).
import { TtlCache } from '../../src/lib/ttl-cache';

const TTL = 30_000;
let now = 1_000_000;

beforeEach(() => {
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

/** A load whose answers the test releases by hand, counting its calls and what each was given. */
function manualLoad() {
  const calls: { previous: string | undefined; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = (previous: string | undefined) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ previous, resolve, reject });
    });
  return { calls, load };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A cache (a plain one unless given) holding 'v1' under 'k', loaded just now by a manual load. */
async function cachedV1(cache = new TtlCache<string>(TTL)) {
  const { calls, load } = manualLoad();
  const first = cache.getOrLoad('k', load);
  await tick();
  calls[0].resolve('v1');
  await first;
  return { cache, calls, load };
}

/** 'v1' is answered at once while a third load runs behind it; once that load brings 'v2', the cache holds 'v2'. */
async function expectV1UntilTheThirdLoadBringsV2({ cache, calls, load }: Awaited<ReturnType<typeof cachedV1>>) {
  expect(await cache.getOrLoad('k', load)).toBe('v1');
  await tick();
  expect(calls).toHaveLength(3);
  calls[2].resolve('v2');
  await tick();
  expect(cache.get('k')).toBe('v2');
}

test('fifty requests for a key nobody has loaded yet run one load and all get its value', async () => {
  const cache = new TtlCache<string>(TTL);
  const { calls, load } = manualLoad();
  const answers = Array.from({ length: 50 }, () => cache.getOrLoad('search-body:7', load));
  await tick();
  expect(calls).toHaveLength(1);
  calls[0].resolve('goa v1');
  expect(await Promise.all(answers)).toEqual(Array(50).fill('goa v1'));
  expect(await cache.getOrLoad('search-body:7', load)).toBe('goa v1');
  expect(calls).toHaveLength(1);
});

test('an expired value is answered at once while one reload, given the old value, runs behind it', async () => {
  const { cache, calls, load } = await cachedV1();

  now += TTL + 1;
  const during = await Promise.all(Array.from({ length: 20 }, () => cache.getOrLoad('k', load)));
  expect(during).toEqual(Array(20).fill('v1'));
  await tick();
  expect(calls).toHaveLength(2);
  expect(calls[1].previous).toBe('v1');
  calls[1].resolve('v2');
  await tick();
  expect(await cache.getOrLoad('k', load)).toBe('v2');
  expect(cache.get('k')).toBe('v2');
  expect(calls).toHaveLength(2);
});

test('a value expired for more than one more period is not answered: the request waits for the load', async () => {
  const { cache, calls, load } = await cachedV1();

  now += 2 * TTL + 1;
  let answered: string | undefined;
  const waiting = cache.getOrLoad('k', load).then((v) => (answered = v));
  await tick();
  expect(answered).toBeUndefined();
  expect(calls[1].previous).toBe('v1');
  calls[1].resolve('v2');
  await waiting;
  expect(answered).toBe('v2');
});

test('a reload that fails behind an answer keeps the expired value, and the next request tries again', async () => {
  const { cache, calls, load } = await cachedV1();

  now += TTL + 1;
  expect(await cache.getOrLoad('k', load)).toBe('v1');
  await tick();
  calls[1].reject(new Error('database is locked'));
  await tick();
  await expectV1UntilTheThirdLoadBringsV2({ cache, calls, load });
});

test('a load that fails while requests wait fails them all, and the next request loads again', async () => {
  const cache = new TtlCache<string>(TTL);
  const { calls, load } = manualLoad();
  const waiting = [cache.getOrLoad('k', load), cache.getOrLoad('k', load)];
  await tick();
  calls[0].reject(new Error('no such table'));
  for (const w of waiting) await expect(w).rejects.toThrow('no such table');
  const again = cache.getOrLoad('k', load);
  await tick();
  expect(calls).toHaveLength(2);
  calls[1].resolve('v1');
  expect(await again).toBe('v1');
});

test('clear() during a load: what the load read is answered but not kept', async () => {
  const cache = new TtlCache<string>(TTL);
  const { calls, load } = manualLoad();
  const before = cache.getOrLoad('k', load);
  await tick();
  cache.clear();
  calls[0].resolve('read before the clear');
  expect(await before).toBe('read before the clear');
  expect(cache.get('k')).toBeUndefined();
});

test('a full cache drops the entry loaded longest ago, not a busy one a reload has just refreshed', async () => {
  const cache = new TtlCache<string>(TTL, 2);
  const load = (value: string) => async () => value;
  await cache.getOrLoad('goa', load('goa v1'));
  await cache.getOrLoad('kerala', load('kerala v1'));
  now += TTL + 1;
  // goa expired and is reloaded behind its answer; kerala is not asked for
  expect(await cache.getOrLoad('goa', load('goa v2'))).toBe('goa v1');
  await tick();
  await cache.getOrLoad('typo', load('nothing'));
  expect(cache.get('goa')).toBe('goa v2');
  expect(cache.get('typo')).toBe('nothing');
  // kerala was dropped: asked again within its extra period, it is loaded, not answered expired
  expect(await cache.getOrLoad('kerala', load('kerala v2'))).toBe('kerala v2');
});

test('a TTL of 0 turns the cache off: every request loads', async () => {
  const cache = new TtlCache<string>(0);
  let loads = 0;
  const load = async () => `v${++loads}`;
  expect(await cache.getOrLoad('k', load)).toBe('v1');
  expect(await cache.getOrLoad('k', load)).toBe('v2');
});

describe('while the database does not answer (keepOnFailure)', () => {
  const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const unavailable = (error: unknown) => (error as { code?: string }).code === 'ECONNREFUSED';

  const keepingV1 = () => cachedV1(new TtlCache<string>(TTL, 2000, unavailable));

  test('a value however old is answered when its load fails that way; the load is tried again at most once a second', async () => {
    const { cache, calls, load } = await keepingV1();

    now += 10 * TTL;
    const waiting = cache.getOrLoad('k', load);
    await tick();
    calls[1].reject(away);
    expect(await waiting).toBe('v1');
    // answered at once for a second, without asking the database again
    expect(await cache.getOrLoad('k', load)).toBe('v1');
    await tick();
    expect(calls).toHaveLength(2);
    // then answered at once while one load tries again behind it
    now += 1001;
    await expectV1UntilTheThirdLoadBringsV2({ cache, calls, load });
  });

  test('any other failure still fails the request, and nothing is kept when there was no value', async () => {
    const { cache, calls, load } = await keepingV1();

    now += 10 * TTL;
    const broken = cache.getOrLoad('k', load);
    await tick();
    calls[1].reject(new Error('no such table'));
    await expect(broken).rejects.toThrow('no such table');

    const fresh = cache.getOrLoad('other', load);
    await tick();
    calls[2].reject(away);
    await expect(fresh).rejects.toBe(away);
  });
});
