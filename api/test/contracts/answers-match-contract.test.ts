// The contract test: the API's real answers (the real app on a seeded database,
// both dialects) checked against @safarnama/contracts, the package the browser
// takes its types from. A renamed, dropped or added field in a search, a package
// detail or a lead write fails here before a page reads `undefined`.
import {
  ActiveCityList,
  BlogEnvelope,
  BlogListEnvelope,
  CategoryList,
  CityList,
  CreatedEnvelope,
  ErrorEnvelope,
  HealthEnvelope,
  PackageDetailEnvelope,
  PdfLinkEnvelope,
  SearchResultEnvelope,
  SubscribedEnvelope,
  TfnEnvelope,
  ThemeCardList,
  TrendingDestinationList,
} from '@safarnama/contracts';
import { describeEachDialect, useTestApp, validBooking, validEnquiry } from '../helpers/app';
import { exampleTrackingPayload } from '@safarnama/contracts/examples';
import { validContact } from '../helpers/contact';
import { mismatches } from './strict';

describeEachDialect('answers match the contract package', (dialect) => {
  const t = useTestApp(dialect);

  const body = (res: { body: string }) => JSON.parse(res.body) as unknown;

  async function search() {
    const res = await t.request({
      method: 'POST',
      url: '/api/package/search-main-package-and-sub-package?destinationName=goa&websiteId=1',
      payload: exampleTrackingPayload('LISTING_PAGE'),
    });
    expect(res.statusCode).toBe(200);
    return body(res);
  }

  it('the strict check itself catches an added, a missing and a retyped field', async () => {
    const answer = (await search()) as { data: { packageResponse: Record<string, unknown>[] } };
    const first = answer.data.packageResponse[0];
    const withExtra = structuredClone(answer);
    withExtra.data.packageResponse[0] = { ...first, internalCost: 1 };
    expect(mismatches(SearchResultEnvelope, withExtra)).toEqual([expect.stringContaining('data.packageResponse.0')]);
    const withoutPrice = structuredClone(answer);
    delete withoutPrice.data.packageResponse[0].price;
    expect(mismatches(SearchResultEnvelope, withoutPrice)).toEqual([expect.stringMatching(/^data\.packageResponse\.0\.price/)]);
    const retyped = structuredClone(answer);
    retyped.data.packageResponse[0].price = String(first.price);
    expect(mismatches(SearchResultEnvelope, retyped)).toEqual([expect.stringMatching(/^data\.packageResponse\.0\.price/)]);
  });

  it('a destination search', async () => {
    const answer = await search();
    expect(mismatches(SearchResultEnvelope, answer)).toEqual([]);
    expect((answer as { data: { packageResponse: unknown[] } }).data.packageResponse.length).toBeGreaterThan(0);
  });

  it('a package detail with its itinerary, and its PDF link', async () => {
    const found = (await search()) as { data: { packageResponse: { slug: string }[] } };
    const packageName = found.data.packageResponse[0].slug.replace(/-/g, ' ');
    const res = await t.request({ method: 'GET', url: `/api/package/get-package-detail-and-itinerary?packageName=${encodeURIComponent(packageName)}` });
    expect(res.statusCode).toBe(200);
    expect(mismatches(PackageDetailEnvelope, body(res))).toEqual([]);
    const pdf = await t.request({ method: 'GET', url: `/api/package/package-pdf/${encodeURIComponent(packageName)}` });
    expect(mismatches(PdfLinkEnvelope, body(pdf))).toEqual([]);
  });

  it('lead writes: a direct enquiry, a booking request, a newsletter subscription, a contact message', async () => {
    const enquiry = await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry() });
    expect(enquiry.statusCode).toBe(201);
    expect(mismatches(CreatedEnvelope, body(enquiry))).toEqual([]);

    const found = (await search()) as { data: { packageResponse: { id: number }[] } };
    const booking = await t.request({ method: 'POST', url: '/api/request-book/add', payload: validBooking(found.data.packageResponse[0].id) });
    expect(booking.statusCode).toBe(201);
    expect(mismatches(CreatedEnvelope, body(booking))).toEqual([]);

    const newsletter = await t.request({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'contract@example.in' } });
    expect(mismatches(SubscribedEnvelope, body(newsletter))).toEqual([]);

    const contact = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: await validContact(t, { name: 'Asha Rao', email: 'asha@example.in', message: 'Do you arrange Kedarnath helicopter tickets?' }),
    });
    expect(contact.statusCode).toBe(201);
    expect(mismatches(CreatedEnvelope, body(contact))).toEqual([]);
  });

  it('a refused lead write: the error envelope with per-field messages', async () => {
    const res = await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry({ phone: '12' }) });
    expect(res.statusCode).toBe(400);
    expect(mismatches(ErrorEnvelope, body(res))).toEqual([]);
  });

  it.each([
    ['categories', '/api/package/get-all-category', CategoryList],
    ['cities', '/api/package/get-all-cities', CityList],
    ['active cities', '/api/package/cities-active', ActiveCityList],
    ['trending destinations', '/api/package/trending-destinations', TrendingDestinationList],
    ['theme cards', '/api/package/search-by-category?categoryName=Wildlife&websiteId=1', ThemeCardList],
    ['the phone number', '/api/tfn/get-by-website-id/1?websiteId=1', TfnEnvelope],
    ['blogs', '/api/blog/get-all', BlogListEnvelope],
    ['health', '/api/health', HealthEnvelope],
  ])('%s', async (_name, url, schema) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(mismatches(schema, body(res))).toEqual([]);
  });

  it('one blog by name', async () => {
    const list = body(await t.request({ method: 'GET', url: '/api/blog/get-all' })) as { data: { slug: string }[] };
    const blogName = list.data[0].slug.replace(/-/g, ' ');
    const res = await t.request({ method: 'GET', url: `/api/blog/search-by-blog-name?websiteId=1&blogName=${encodeURIComponent(blogName)}` });
    expect(res.statusCode).toBe(200);
    expect(mismatches(BlogEnvelope, body(res))).toEqual([]);
  });
});
