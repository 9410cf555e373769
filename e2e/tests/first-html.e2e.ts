// Every page of the sitemap as a crawler or a chat app reads it: one plain HTTP GET,
// no JavaScript. Each must be a page of its own in that first HTML: its title and
// description, its canonical URL (the sitemap's), the Open Graph tags a shared link's
// card is made of, a share image chat apps can show (a 1200x630 raster), its h1, the
// live phone number, structured data that parses and, for a package, its price and
// itinerary as the database has them.
import { test, expect, onlyAt } from '../support/fixtures';

const TEMPLATE_TITLE = 'Safarnama Holidays';
const TEMPLATE_DESCRIPTION = 'Safarnama Holidays: handpicked holiday tour packages across India, with custom quotes from expert agents and 24/7 support.';
const CONCURRENCY = 6;

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The text of an HTML fragment as a reader sees it: no tags, entities decoded, spaces collapsed. */
const plain = (html: string) => decode(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();

function tag(html: string, pattern: RegExp): string | undefined {
  const found = pattern.exec(html)?.[1];
  return found === undefined ? undefined : decode(found);
}

const property = (html: string, name: string) => tag(html, new RegExp(`<meta property="${name}" content="([^"]*)"`));

/** "₹27,999", as the site writes a price (shared/src/format/format.ts). */
function inr(amount: number): string {
  const digits = String(Math.round(amount));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `₹${rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree}`;
}

/** Width and height from a PNG's IHDR chunk or a JPEG's start-of-frame. */
function rasterSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    for (let at = 2; at < bytes.length - 9; ) {
      const marker = bytes[at + 1]!;
      if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return null;
}

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  }));
}

test('every sitemap URL is a page of its own in its first HTML, with its share card, structured data and the live number', async ({ run, rows, apiGet }) => {
  onlyAt('desktop');
  test.setTimeout(600_000);
  const sitemap = await (await fetch(`${run.baseUrl}/sitemap.xml`)).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1]!));
  expect(urls.length).toBeGreaterThan(800);
  const origin = new URL(urls[0]!).origin;
  const local = (url: string) => run.baseUrl + url.slice(origin.length);

  const tfn = await apiGet<{ data: { tfnNumber: string } }>('/api/tfn/get-by-website-id/1?websiteId=1');
  const phone = tfn.body.data.tfnNumber;
  const problems: string[] = [];
  const images = new Set<string>();
  const titles = new Map<string, string>();

  await inBatches(urls, async (url) => {
    const response = await fetch(local(url));
    const html = await response.text();
    const fail = (what: string) => problems.push(`${url}: ${what}`);
    if (response.status !== 200) return void fail(`status ${response.status}`);
    const title = tag(html, /<title>([^<]*)<\/title>/);
    if (!title || title === TEMPLATE_TITLE) fail(`no title of its own (${title})`);
    else titles.set(url, title);
    const description = tag(html, /<meta name="?description"? content="([^"]*)"/);
    if (!description || description === TEMPLATE_DESCRIPTION) fail('no description of its own');
    const canonical = tag(html, /<link rel="canonical" href="([^"]*)"/);
    if (canonical !== url) fail(`canonical ${canonical}`);
    for (const name of ['og:title', 'og:description', 'og:image']) if (!property(html, name)) fail(`no ${name}`);
    if (property(html, 'og:url') !== url) fail(`og:url ${property(html, 'og:url')}`);
    const image = property(html, 'og:image');
    if (image) images.add(image);
    if (!/<h1[\s>]/.test(html)) fail('no h1');
    if (!html.includes(phone)) fail(`not the live number ${phone}`);
    const data: Record<string, unknown>[] = [];
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      try {
        data.push(JSON.parse(json!) as Record<string, unknown>);
      } catch {
        fail('JSON-LD that does not parse');
      }
    }
    if (!data.some((item) => item['@type'] === 'TravelAgency' && item.telephone === `+91${phone}`)) fail('no TravelAgency with the live number');

    const slug = /\/packages-details\/\d+days-\d+nights-(.+)$/.exec(new URL(url).pathname)?.[1];
    if (slug) {
      const [pkg] = rows<{ id: number; price: number }>('SELECT id, price FROM packages WHERE slug = ?', decodeURIComponent(slug));
      if (!pkg) return void fail('no such package in the database');
      if (!html.includes(inr(pkg.price))) fail(`price ${inr(pkg.price)} not in the HTML`);
      for (const day of rows<{ name: string }>('SELECT name FROM itinerary_days WHERE package_id = ? ORDER BY day', pkg.id)) {
        if (!html.includes(day.name.replace(/&/g, '&amp;'))) fail(`itinerary day '${day.name}' not in the HTML`);
      }
      const offer = data.map((item) => item.offers as { price?: unknown; priceCurrency?: unknown } | undefined).find(Boolean);
      if (!offer || Number(offer.price) !== pkg.price || offer.priceCurrency !== 'INR') fail(`JSON-LD offer ${JSON.stringify(offer)} is not ${pkg.price} INR`);
    }
    // an article's whole body, down to its last paragraph
    const article = /^\/blog-details\/(.+)$/.exec(new URL(url).pathname)?.[1];
    if (article) {
      const [blog] = rows<{ description_html: string }>('SELECT description_html FROM blogs WHERE slug = ?', decodeURIComponent(article));
      if (!blog) return void fail('no such article in the database');
      const last = [...blog.description_html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((match) => plain(match[1]!)).at(-1);
      if (!last || !plain(html).includes(last)) fail(`the article's last paragraph is not in the HTML (${last?.slice(0, 60)})`);
    }
  });

  await inBatches([...images], async (image) => {
    const response = await fetch(local(image));
    const type = response.headers.get('content-type') ?? '';
    const size = rasterSize(Buffer.from(await response.arrayBuffer()));
    if (response.status !== 200 || !/^image\/(png|jpeg|webp)/.test(type) || size?.width !== 1200 || size.height !== 630) {
      problems.push(`${image}: ${response.status} ${type} ${JSON.stringify(size)}`);
    }
  });

  expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
  // pages of their own: no two share a title
  expect(new Set(titles.values()).size).toBe(titles.size);
});

test('an unknown package, blog or listing answers 404 with the not-found page in its HTML', async ({ run }) => {
  onlyAt('desktop');
  for (const path of ['/packages-details/5days-4nights-no-such-tour', '/blog-details/no-such-article', '/atlantis-tour-packages']) {
    const response = await fetch(run.baseUrl + path);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).toContain('Page not found');
  }
});
