// Every read endpoint: success shape (checked against the zod schemas), not
// found, wrong authCode and bad input, on SQLite and PostgreSQL.
import * as content from '../../src/content/index';
import { byName } from '../../src/services/catalogue.service';
import { ActiveCityList, BlogEnvelope, BlogListEnvelope, CategoryList, CityList, HealthEnvelope, IpEnvelope, PackageDetailEnvelope, PdfLinkEnvelope, SearchResultEnvelope, TfnEnvelope, ThemeCardList, TrendingDestinationList } from '@safarnama/contracts';
import { AUTH, describeEachDialect, useTestApp } from '../helpers/app';
import { exampleTrackingPayload } from '@safarnama/contracts/examples';

const popular = content.destinations.find((d) => d.popular && content.packages.some((p) => p.destinationSlug === d.slug))!;
const popularPackages = content.packages.filter((p) => p.destinationSlug === popular.slug);
const somePackage = popularPackages[0];
const ampersand = content.destinations.find((d) => d.name.includes('&') && content.packages.some((p) => p.destinationSlug === d.slug));

describeEachDialect('catalogue routes', (dialect) => {
  const t = useTestApp(dialect);

  const json = (body: string) => JSON.parse(body);

  describe('authCode', () => {
    const urls = [
      '/api/package/get-all-category',
      '/api/package/get-all-cities',
      '/api/package/cities-active',
      '/api/package/trending-destinations',
      '/api/package/search-by-category?categoryName=Wildlife&websiteId=1',
      `/api/package/search-main-package-and-sub-package?destinationName=goa&websiteId=1`,
      '/api/package/get-package-detail-and-itinerary?packageName=x',
      '/api/package/package-pdf/x',
      '/api/tfn/get-by-website-id/1?websiteId=1',
      '/api/blog/get-all',
      '/api/blog/search-by-blog-name?blogName=x&websiteId=1',
      '/api/ip',
    ];
    it.each(urls)('GET %s without or with a wrong authCode is 401', async (url) => {
      for (const authUrl of [url, `${url}${url.includes('?') ? '&' : '?'}authCode=wrong`]) {
        const res = await t.request({ method: 'GET', url: authUrl, auth: false });
        expect(res.statusCode).toBe(401);
        expect(json(res.body)).toEqual({ code: 0, message: 'Invalid or missing authCode' });
      }
    });
    it('POST routes check the authCode before the body', async () => {
      for (const url of ['/api/package/search', '/api/package/search-main-package-and-sub-package?destinationName=goa', '/api/request-book/add', '/api/request-book/add-direct', '/api/newsletter/subscribe', '/api/contact']) {
        const res = await t.request({ method: 'POST', url, payload: {}, auth: false });
        expect(res.statusCode).toBe(401);
      }
    });
    it('an array of authCodes is refused', async () => {
      const res = await t.request({ method: 'GET', url: `/api/ip?authCode=${AUTH}&authCode=${AUTH}`, auth: false });
      expect(res.statusCode).toBe(401);
    });
    it('health, docs, config.json and media need no authCode', async () => {
      expect((await t.request({ method: 'GET', url: '/api/health', auth: false })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/docs/json', auth: false })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/config.json', auth: false })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: `/media/art/destination/${popular.slug}.svg`, auth: false })).statusCode).toBe(200);
    });
  });

  it('GET /api/health', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health', auth: false });
    expect(res.statusCode).toBe(200);
    const body = HealthEnvelope.parse(json(res.body));
    expect(body.data).toEqual({ status: 'ok', database: dialect });
  });

  it('GET /config.json is no-cache and carries the auth code', async () => {
    const res = await t.request({ method: 'GET', url: '/config.json', auth: false });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(json(res.body)).toEqual({ apiBaseUrl: '/api', authCode: AUTH, websiteId: 1, chatApiKey: 'safarnama-luna-2026', grievanceOfficer: { name: 'Grievance Officer', email: 'grievance@safarnamaholidays.in' } });
  });

  it('GET /api/docs serves the OpenAPI document with every call', async () => {
    const doc = json((await t.request({ method: 'GET', url: '/api/docs/json', auth: false })).body);
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/tfn/get-by-website-id/{websiteId}',
      '/api/package/get-all-category',
      '/api/package/search-by-category',
      '/api/package/get-all-cities',
      '/api/package/cities-active',
      '/api/package/trending-destinations',
      '/api/package/search',
      '/api/package/search-main-package-and-sub-package',
      '/api/package/get-package-detail-and-itinerary',
      '/api/package/package-pdf/{packageName}',
      '/api/request-book/add',
      '/api/request-book/add-direct',
      '/api/blog/get-all',
      '/api/blog/search-by-blog-name',
      '/api/newsletter/subscribe',
      '/api/ip',
      '/api/contact',
      '/api/contact/captcha',
      '/api/health',
    ]) {
      expect(paths).toContain(p);
    }
    expect(doc.components.schemas.BookingRequestInput ?? doc.components.schemas.BookingRequest).toBeDefined();
    const ui = await t.request({ method: 'GET', url: '/api/docs', auth: false });
    expect([200, 302]).toContain(ui.statusCode);
  });

  describe('tfn', () => {
    it('answers the seeded number', async () => {
      const res = await t.request({ method: 'GET', url: '/api/tfn/get-by-website-id/1?websiteId=1' });
      expect(res.statusCode).toBe(200);
      expect(TfnEnvelope.parse(json(res.body)).data.tfnNumber).toBe(content.tfn.tfnNumber);
      expect(content.tfn.tfnNumber).toMatch(/^\d{10}$/);
    });
    it('404 for an unknown website, 400 for a bad id', async () => {
      expect((await t.request({ method: 'GET', url: '/api/tfn/get-by-website-id/7' })).statusCode).toBe(404);
      const bad = await t.request({ method: 'GET', url: '/api/tfn/get-by-website-id/abc' });
      expect(bad.statusCode).toBe(400);
      expect(json(bad.body)).toMatchObject({ code: 0, errors: [{ field: 'websiteId' }] });
    });
  });

  it('GET get-all-category: the nine categories with their fixed ids', async () => {
    const res = await t.request({ method: 'GET', url: '/api/package/get-all-category' });
    const body = CategoryList.parse(json(res.body));
    expect(body.code).toBe(1);
    const byName = Object.fromEntries(body.data.map((c) => [c.name, c.id]));
    expect(byName).toMatchObject({ Wildlife: 1, Adventure: 2, Family: 3, Nature: 4, HoneyMoon: 5, Friends: 7 });
    expect(body.data).toHaveLength(9);
    for (const c of body.data) expect(c.imageUrl).toMatch(/^\/media\/art\/category\/.+\.svg$/);
  });

  it('GET get-all-cities: {data: City[]} sorted by name', async () => {
    const body = CityList.parse(json((await t.request({ method: 'GET', url: '/api/package/get-all-cities' })).body));
    const names = body.data.data.map((c) => c.name);
    expect(names).toHaveLength(content.destinations.length);
    expect(names).toEqual([...names].sort(byName((n: string) => n)));
  });

  it('GET cities-active: destinations with packages, sorted', async () => {
    const body = ActiveCityList.parse(json((await t.request({ method: 'GET', url: '/api/package/cities-active' })).body));
    const withPackages = new Set(content.packages.map((p) => p.destinationSlug));
    expect(body.data).toHaveLength(content.destinations.filter((d) => withPackages.has(d.slug)).length);
    const cities = body.data.map((c) => c.city);
    expect(cities).toEqual([...cities].sort(byName((n: string) => n)));
  });

  it("GET trending-destinations: the fifty of destinations.yaml's trending list, in its order", async () => {
    const res = await t.request({ method: 'GET', url: '/api/package/trending-destinations' });
    expect(res.statusCode).toBe(200);
    const body = TrendingDestinationList.parse(json(res.body));
    expect(body).toMatchObject({ code: 1, message: 'Success' });
    expect(body.data).toHaveLength(50);
    const nameOf = new Map(content.destinations.map((d) => [d.slug, d.name]));
    expect(body.data.map((d) => d.name)).toEqual(content.trendingDestinationSlugs.map((slug) => nameOf.get(slug)));
    const cities = CityList.parse(json((await t.request({ method: 'GET', url: '/api/package/get-all-cities' })).body)).data.data;
    const idOf = new Map(cities.map((c) => [c.name, c.id]));
    for (const d of body.data) expect(d.id).toBe(idOf.get(d.name));
  });

  describe('search-by-category', () => {
    it('theme cards with price ranges per destination', async () => {
      const res = await t.request({ method: 'GET', url: '/api/package/search-by-category?websiteId=1&categoryName=Wildlife' });
      expect(res.statusCode).toBe(200);
      const cards = ThemeCardList.parse(json(res.body)).data;
      const wildlife = content.packages.filter((p) => p.categoryIds.includes(1));
      expect(cards.reduce((n, c) => n + c.packageCount, 0)).toBe(wildlife.length);
      for (const card of cards) {
        const dest = content.destinations.find((d) => d.name === card.destinationName)!;
        const prices = wildlife.filter((p) => p.destinationSlug === dest.slug).map((p) => p.price);
        expect(card.minPrice).toBe(Math.min(...prices));
        expect(card.maxPrice).toBe(Math.max(...prices));
        expect(card.image).toBe(`/media/art/destination/${dest.slug}.svg`);
      }
    });
    it.each(['water-activities', 'Water_Activities', 'WATER ACTIVITIES', 'friend', 'Friends', 'honeymoon', 'HoneyMoon', 'Seasonal_Package', 'religious'])(
      'matches %s',
      async (name) => {
        const res = await t.request({ method: 'GET', url: `/api/package/search-by-category?websiteId=1&categoryName=${encodeURIComponent(name)}` });
        expect(res.statusCode).toBe(200);
      },
    );
    it('404 for an unknown theme, 400 without a name', async () => {
      const res = await t.request({ method: 'GET', url: '/api/package/search-by-category?websiteId=1&categoryName=Skydiving' });
      expect(res.statusCode).toBe(404);
      expect(json(res.body)).toEqual({ code: 0, message: 'No packages found for this theme.', data: null });
      expect((await t.request({ method: 'GET', url: '/api/package/search-by-category?websiteId=1' })).statusCode).toBe(400);
    });
  });

  describe('destination search', () => {
    const post = (name: string, payload: unknown = exampleTrackingPayload()) =>
      t.request({ method: 'POST', url: `/api/package/search-main-package-and-sub-package?destinationName=${encodeURIComponent(name)}`, payload: payload as object });

    it('POST answers the destination, packages by ascending price and FAQs, and records the search', async () => {
      const before = await t.count('search_events');
      const res = await post(popular.name.toLowerCase());
      expect(res.statusCode).toBe(200);
      const body = SearchResultEnvelope.parse(json(res.body));
      expect(body.code).toBe(1);
      expect(body.data.mainPackageResponse.destinationName).toBe(popular.name);
      expect(body.data.mainPackageResponse.bannerImage).toBe(`/media/art/banner/${popular.slug}.svg`);
      // the destination's travel guide as the content folder has it (content/guides)
      expect(body.data.mainPackageResponse.travelGuide).toEqual(popular.guide);
      const prices = body.data.packageResponse.map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(body.data.packageResponse).toHaveLength(popularPackages.length);
      expect(body.data.questionResponses.length).toBeGreaterThanOrEqual(12);
      expect(body.data.answerResponses.map((a) => a.questionId)).toEqual(body.data.questionResponses.map((q) => q.id));
      const first = body.data.packageResponse[0];
      expect(first.image).toBe(`/media/art/package/${first.slug}.svg`);
      expect(first.categories).toContain(first.categoryName);
      expect(await t.count('search_events')).toBe(before + 1);
      const row = await t.database.handle.db.selectFrom('search_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        page_name: 'LISTING_PAGE',
        destination_query: popular.name.toLowerCase(),
        found: 1,
        device_type: 'mobile',
        browser: 'Chrome',
        user_ip: '127.0.0.1',
        server_ip: '127.0.0.1',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'goa-winter',
        utm_content: 'banner',
      });
    });

    it('matches names ignoring case, spaces, hyphens and surrounding blanks', async () => {
      const variants = [`  ${popular.name.toUpperCase()}  `, popular.slug, popular.name.replace(/ /g, '-')];
      if (ampersand) variants.push(ampersand.name.toLowerCase().replace(/ /g, '-'), ampersand.name);
      for (const v of variants) expect((await post(v)).statusCode).toBe(200);
    });

    it('GET variant answers the same data without recording', async () => {
      const before = await t.count('search_events');
      const res = await t.request({ method: 'GET', url: `/api/package/search-main-package-and-sub-package?websiteId=1&destinationName=${popular.slug}` });
      expect(res.statusCode).toBe(200);
      expect(SearchResultEnvelope.parse(json(res.body)).data.packageResponse.length).toBe(popularPackages.length);
      expect(await t.count('search_events')).toBe(before);
    });

    it('unknown destination: 404 with the contract message, still recorded', async () => {
      const before = await t.count('search_events');
      const res = await post('Atlantis');
      expect(res.statusCode).toBe(404);
      expect(json(res.body)).toEqual({ code: 0, message: 'No packages found for this destination.', data: null });
      expect(await t.count('search_events')).toBe(before + 1);
      const get = await t.request({ method: 'GET', url: '/api/package/search-main-package-and-sub-package?websiteId=1&destinationName=Atlantis' });
      expect(get.statusCode).toBe(404);
    });

    it('bad input: missing name, wrong body types', async () => {
      expect((await t.request({ method: 'POST', url: '/api/package/search-main-package-and-sub-package', payload: exampleTrackingPayload() })).statusCode).toBe(400);
      const res = await post(popular.name, { ...exampleTrackingPayload(), deviceType: 42 });
      expect(res.statusCode).toBe(400);
      expect(json(res.body)).toMatchObject({ code: 0, message: 'deviceType must be text', errors: [{ field: 'deviceType', message: 'deviceType must be text' }] });
      expect((await post(popular.name, [1, 2])).statusCode).toBe(400);
    });

    it('a repeated Idempotency-Key records the search once', async () => {
      const before = await t.count('search_events');
      for (let i = 0; i < 3; i++) {
        const res = await t.request({
          method: 'POST',
          url: `/api/package/search-main-package-and-sub-package?destinationName=${popular.slug}`,
          payload: exampleTrackingPayload(),
          headers: { 'idempotency-key': 'search-key-1' },
        });
        expect(res.statusCode).toBe(200);
      }
      expect(await t.count('search_events')).toBe(before + 1);
      const concurrent = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.request({
            method: 'POST',
            url: `/api/package/search-main-package-and-sub-package?destinationName=${popular.slug}`,
            payload: exampleTrackingPayload(),
            headers: { 'idempotency-key': 'search-key-2' },
          }),
        ),
      );
      expect(concurrent.every((r) => r.statusCode === 200)).toBe(true);
      expect(await t.count('search_events')).toBe(before + 2);
    });
  });

  describe('home search', () => {
    const home = (body: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/package/search', payload: { ...exampleTrackingPayload('HOMEPAGE'), date: 'November', ...body } });

    it('by destination id', async () => {
      const cities = json((await t.request({ method: 'GET', url: '/api/package/get-all-cities' })).body).data.data as { id: number; name: string }[];
      const city = cities.find((c) => c.name === popular.name)!;
      const res = await home({ destinationId: city.id, destinationName: 'ignored when the id is known' });
      expect(res.statusCode).toBe(200);
      expect(SearchResultEnvelope.parse(json(res.body)).data.mainPackageResponse.destinationName).toBe(popular.name);
    });
    it('by typed name when no id was picked; records month and page', async () => {
      const res = await home({ destinationId: null, destinationName: ` ${popular.name.toLowerCase()} ` });
      expect(res.statusCode).toBe(200);
      await t.flushTracking();
      const row = await t.database.handle.db.selectFrom('search_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ page_name: 'HOMEPAGE', month: 'November', found: 1 });
    });
    it('404 for nothing found, 400 for nothing given', async () => {
      expect((await home({ destinationId: null, destinationName: 'Nowhere Land' })).statusCode).toBe(404);
      const res = await home({ destinationId: null, destinationName: '   ' });
      expect(res.statusCode).toBe(400);
      expect(json(res.body).message).toBe('All fields are required!');
      expect((await home({ destinationId: 'seven', destinationName: 'Goa' })).statusCode).toBe(400);
    });
  });

  describe('package detail', () => {
    it('answers the package and its day-wise itinerary', async () => {
      const res = await t.request({ method: 'GET', url: `/api/package/get-package-detail-and-itinerary?packageName=${encodeURIComponent(somePackage.name)}` });
      expect(res.statusCode).toBe(200);
      const body = PackageDetailEnvelope.parse(json(res.body));
      const detail = body.data.packageDetailResponse;
      expect(detail).toMatchObject({
        name: somePackage.name,
        slug: somePackage.slug,
        days: somePackage.days,
        price: somePackage.price,
        destinationName: popular.name,
        inclusions: somePackage.inclusions.join('\n'),
        exclusions: somePackage.exclusions.join('\n'),
        cancellationPolicy: somePackage.cancellationPolicy,
      });
      expect(body.data.itineraryNameResponseList).toHaveLength(somePackage.days);
      const day1 = body.data.itineraryNameResponseList[0];
      expect(day1).toMatchObject({ day: 1, stage: somePackage.itinerary[0].stages, hotelName: somePackage.itinerary[0].hotelName });
      expect(day1.image).toBe(`/media/art/itinerary/${somePackage.slug}-day-1.svg`);
    });
    it('matches the title-cased name the client derives from the slug', async () => {
      const titled = somePackage.slug.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
      const res = await t.request({ method: 'GET', url: `/api/package/get-package-detail-and-itinerary?packageName=${encodeURIComponent(titled)}` });
      expect(res.statusCode).toBe(200);
    });
    it('404 unknown, 400 missing or too long', async () => {
      expect((await t.request({ method: 'GET', url: '/api/package/get-package-detail-and-itinerary?packageName=No%20Such%20Trip' })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: '/api/package/get-package-detail-and-itinerary' })).statusCode).toBe(400);
      expect((await t.request({ method: 'GET', url: `/api/package/get-package-detail-and-itinerary?packageName=${'x'.repeat(300)}` })).statusCode).toBe(400);
    });
  });

  describe('itinerary PDF', () => {
    it('package-pdf answers a versioned URL that serves a real PDF, cached in the database', async () => {
      const res = await t.request({ method: 'GET', url: `/api/package/package-pdf/${encodeURIComponent(somePackage.name)}` });
      expect(res.statusCode).toBe(200);
      const { pdfUrl } = PdfLinkEnvelope.parse(json(res.body)).data;
      expect(pdfUrl).toMatch(new RegExp(`^/media/itineraries/${somePackage.slug}-[0-9a-f]{12}\\.pdf$`));
      const pdf = await t.request({ method: 'GET', url: pdfUrl, auth: false });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const cached = await t.database.handle.db.selectFrom('itinerary_pdfs').select(['package_id', 'version']).execute();
      expect(cached).toHaveLength(1);
      const again = await t.request({ method: 'GET', url: pdfUrl, auth: false });
      expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
    });
    it('a changed package gets a new version; the old URL redirects to it', async () => {
      const db = t.database.handle.db;
      const first = json((await t.request({ method: 'GET', url: `/api/package/package-pdf/${somePackage.slug}` })).body).data.pdfUrl;
      await db.updateTable('packages').set({ content_hash: 'changed-by-test' }).where('slug', '=', somePackage.slug).execute();
      const second = json((await t.request({ method: 'GET', url: `/api/package/package-pdf/${somePackage.slug}` })).body).data.pdfUrl;
      expect(second).not.toBe(first);
      const old = await t.request({ method: 'GET', url: first, auth: false });
      expect(old.statusCode).toBe(302);
      expect(old.headers.location).toBe(second);
      expect((await t.request({ method: 'GET', url: second, auth: false })).statusCode).toBe(200);
    });
    it('404 for unknown packages and files', async () => {
      expect((await t.request({ method: 'GET', url: '/api/package/package-pdf/nothing-here' })).statusCode).toBe(404);
      for (const f of ['nothing-0123456789ab.pdf', 'x.pdf', '..%2F..%2Fetc%2Fpasswd', `${somePackage.slug}.pdf`]) {
        expect((await t.request({ method: 'GET', url: `/media/itineraries/${f}`, auth: false })).statusCode).toBe(404);
      }
    });
  });

  describe('artwork', () => {
    it('serves SVG with a day of caching', async () => {
      const res = await t.request({ method: 'GET', url: `/media/art/destination/${popular.slug}.svg`, auth: false });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toContain('<svg');
    });
    it('every image URL in a search result resolves', async () => {
      const body = json((await t.request({ method: 'GET', url: `/api/package/search-main-package-and-sub-package?destinationName=${popular.slug}` })).body);
      const urls = [body.data.mainPackageResponse.bannerImage, ...body.data.packageResponse.map((p: { image: string }) => p.image)];
      for (const url of urls) expect((await t.request({ method: 'GET', url, auth: false })).statusCode).toBe(200);
    });
    it('404 for unknown kinds and slugs', async () => {
      for (const url of ['/media/art/nope/goa.svg', '/media/art/destination/atlantis.svg', '/media/art/destination/goa.png', '/media/art/destination/%3Cscript%3E.svg']) {
        expect((await t.request({ method: 'GET', url, auth: false })).statusCode).toBe(404);
      }
    });
  });

  describe('blogs', () => {
    it('get-all: newest first, with the contract fields', async () => {
      const res = await t.request({ method: 'GET', url: '/api/blog/get-all' });
      const blogs = BlogListEnvelope.parse(json(res.body)).data;
      expect(blogs).toHaveLength(content.blogs.length);
      const dates = blogs.map((b) => b.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(blogs[0].imageUrl).toBe(`/media/art/blog/${blogs[0].slug}.svg`);
    });
    it('get-all filters by category and destination', async () => {
      const sample = content.blogs.find((b) => b.destinationSlug)!;
      const res = await t.request({ method: 'GET', url: `/api/blog/get-all?categoryId=${sample.categoryId}` });
      const blogs = BlogListEnvelope.parse(json(res.body)).data;
      expect(blogs).toHaveLength(content.blogs.filter((b) => b.categoryId === sample.categoryId).length);
      const cities = json((await t.request({ method: 'GET', url: '/api/package/get-all-cities' })).body).data.data as { id: number; name: string }[];
      const dest = content.destinations.find((d) => d.slug === sample.destinationSlug)!;
      const id = cities.find((c) => c.name === dest.name)!.id;
      const byDest = BlogListEnvelope.parse(json((await t.request({ method: 'GET', url: `/api/blog/get-all?destinationId=${id}&categoryId=` })).body)).data;
      expect(byDest.length).toBe(content.blogs.filter((b) => b.destinationSlug === dest.slug).length);
      expect((await t.request({ method: 'GET', url: '/api/blog/get-all?categoryId=abc' })).statusCode).toBe(400);
      expect(BlogListEnvelope.parse(json((await t.request({ method: 'GET', url: '/api/blog/get-all?categoryId=999' })).body)).data).toEqual([]);
    });
    it('search-by-blog-name: the slug with hyphens as spaces, any case', async () => {
      const sample = content.blogs[0];
      const blogName = sample.slug.replace(/-/g, ' ').toUpperCase();
      const res = await t.request({ method: 'GET', url: `/api/blog/search-by-blog-name?websiteId=1&blogName=${encodeURIComponent(blogName)}` });
      expect(res.statusCode).toBe(200);
      expect(BlogEnvelope.parse(json(res.body)).data.name).toBe(sample.name);
      const missing = await t.request({ method: 'GET', url: '/api/blog/search-by-blog-name?websiteId=1&blogName=no%20such%20blog' });
      expect(missing.statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: '/api/blog/search-by-blog-name?websiteId=1' })).statusCode).toBe(400);
    });
  });

  describe('ip', () => {
    it('answers the address the server sees and ignores X-Forwarded-For without TRUST_PROXY', async () => {
      const res = await t.request({ method: 'GET', url: '/api/ip', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(IpEnvelope.parse(json(res.body)).data.ip).toBe('127.0.0.1');
    });
  });

  it('unknown /api paths are a 404 envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(json(res.body)).toMatchObject({ code: 0 });
  });
});
