// Share images (og:image): a 1200x630 PNG drawn from each page's artwork, at a URL
// that changes with the picture and is cached for good.
import { useTestApp } from '../helpers/app';
import { blogs, destinations, packages } from '../../src/content/index';
import { SHARE_IMAGE_SIZE, shareImagePath } from '../../src/site/share-image';
import { ShareImageCache } from '../../src/site/share-image-render';

const NOT_FOUND = { code: 0, message: 'Not found.' };

/** Width and height from a PNG's IHDR chunk, read from the bytes themselves. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('shareImagePath', () => {
  it('is stable, and differs between two packages', () => {
    const [a, b] = packages;
    expect(shareImagePath('package', a.slug)).toBe(shareImagePath('package', a.slug));
    expect(shareImagePath('package', a.slug)).toMatch(new RegExp(`^/media/share/package/${a.slug}\\.[0-9a-f]{12}\\.png$`));
    expect(shareImagePath('package', b.slug)).not.toBe(shareImagePath('package', a.slug));
  });

  it('takes a display name as the artwork spells it', () => {
    const andaman = destinations.find((d) => d.name.includes('&'));
    if (andaman) expect(shareImagePath('destination', andaman.name)).toBe(shareImagePath('destination', andaman.slug));
    expect(shareImagePath('package', packages[0].name)).toBe(shareImagePath('package', packages[0].slug));
    expect(shareImagePath('blog', blogs[0].name)).toBe(shareImagePath('blog', blogs[0].slug));
  });

  it('gives a page without artwork the site-wide picture', () => {
    const site = shareImagePath('site', '');
    expect(site).toMatch(/^\/media\/share\/site\/safarnama-holidays\.[0-9a-f]{12}\.png$/);
    expect(shareImagePath('blog', 'an article stored without a drawn cover')).toBe(site);
    expect(shareImagePath('package', '../../etc/passwd')).toBe(site);
  });

  it('answers from its cache in well under a millisecond', () => {
    shareImagePath('destination', destinations[1].name);
    const start = performance.now();
    for (let i = 0; i < 1000; i++) shareImagePath('destination', destinations[1].name);
    expect((performance.now() - start) / 1000).toBeLessThan(0.1);
  });
});

describe('GET /media/share/:kind/:file', () => {
  const t = useTestApp('sqlite');

  const get = (url: string) => t.request({ method: 'GET', url, auth: false });

  it.each([
    ['package', packages[0].slug],
    ['destination', destinations[0].slug],
    ['blog', blogs[0].slug],
    ['site', ''],
  ] as const)('a %s page: a 1200x630 PNG, cached for good', async (kind, name) => {
    const res = await get(shareImagePath(kind, name));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(res.rawPayload)).toEqual(SHARE_IMAGE_SIZE);
    expect(res.rawPayload.length).toBeLessThan(300 * 1024);
  });

  it('the second request for an image is the same bytes, from memory', async () => {
    const url = shareImagePath('package', packages[2].slug);
    const first = await get(url);
    const start = performance.now();
    const again = await get(url);
    expect(performance.now() - start).toBeLessThan(20);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('an older hash of the same page is sent on to the current picture, not cached', async () => {
    const current = shareImagePath('package', packages[0].slug);
    const res = await get(current.replace(/\.[0-9a-f]{12}\.png$/, '.000000000000.png'));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(current);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('404 for an unknown kind or slug', async () => {
    const hash = /\.([0-9a-f]{12})\.png$/.exec(shareImagePath('package', packages[0].slug))?.[1];
    for (const url of [
      `/media/share/package/no-such-package.${hash}.png`,
      `/media/share/banner/${destinations[0].slug}.${hash}.png`,
      `/media/share/avatar/advisor.${hash}.png`,
      `/media/share/site/somewhere-else.${hash}.png`,
      `/media/share/package/${packages[0].slug}.png`,
      `/media/share/package/${packages[0].slug}.${hash}.jpg`,
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode, body: JSON.parse(res.body) }).toEqual({ url, status: 404, body: NOT_FOUND });
    }
  });

  it('no request makes a 500: traversal, NULs, odd encodings, huge names, prototype keys', async () => {
    const slug = packages[0].slug;
    const hostile = [
      '/media/share/package/..',
      '/media/share/package/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/media/share/..%2f..%2fpackage/x.png',
      '/media/share/package/../../../etc/passwd',
      `/media/share/package/${slug}%00.0123456789ab.png`,
      `/media/share/package/${slug}.0123456789ab.png%00`,
      '/media/share/package/%E2%80%AE.0123456789ab.png',
      '/media/share/package/%ZZ.png',
      `/media/share/package/${'a'.repeat(20_000)}.0123456789ab.png`,
      `/media/share/${'k'.repeat(5_000)}/x.0123456789ab.png`,
      '/media/share/__proto__/x.0123456789ab.png',
      '/media/share/constructor/x.0123456789ab.png',
      '/media/share/toString/x.0123456789ab.png',
      '/media/share/package/__proto__.0123456789ab.png',
      '/media/share/package/',
      '/media/share/package',
      `/media/share/PACKAGE/${slug}.0123456789ab.png`,
      `/media/share/package/${slug.toUpperCase()}.0123456789AB.png`,
    ];
    for (const url of hostile) {
      const res = await get(url);
      expect({ url: url.slice(0, 80), status: res.statusCode < 500 }).toEqual({ url: url.slice(0, 80), status: true });
      expect(res.statusCode).not.toBe(200);
    }
  });
});

describe('ShareImageCache', () => {
  it('draws a key once however many ask at the same time, and drops the least recently used past its size', async () => {
    const draws: string[] = [];
    const cache = new ShareImageCache(25, async (svg) => {
      draws.push(svg);
      return Buffer.alloc(10);
    });
    await Promise.all([cache.get('a', () => 'A'), cache.get('a', () => 'A'), cache.get('a', () => 'A')]);
    expect(draws).toEqual(['A']);
    await cache.get('b', () => 'B');
    await cache.get('a', () => 'A'); // used again: now b is the oldest
    await cache.get('c', () => 'C'); // 30 bytes > 25: b goes
    await cache.get('a', () => 'A');
    await cache.get('b', () => 'B');
    expect(draws).toEqual(['A', 'B', 'C', 'B']);
  });

  it('a failed draw is not kept: the next request draws again', async () => {
    let calls = 0;
    const cache = new ShareImageCache(100, async () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
      return Buffer.alloc(1);
    });
    await expect(cache.get('a', () => 'A')).rejects.toThrow('boom');
    await expect(cache.get('a', () => 'A')).resolves.toHaveLength(1);
  });
});
