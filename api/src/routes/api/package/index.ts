// /api/package/*: categories, cities, trending destinations, destination and theme
// searches, package details and itinerary PDF links.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { EncodedBody } from '../../../lib/encoded-body';
import { requestContext } from '../../../plugins/app/idempotency';
import { sendNotFound } from '../../../plugins/app/error-handler';
import { ActiveCityList, AuthQuery, CategoryList, CategorySearchQuery, CityList, commonErrors, DestinationQuery, ErrorEnvelope, HomeSearchRequest, PackageDetailEnvelope, PackageNameParams, PackageNameQuery, PdfLinkEnvelope, SearchResultEnvelope, SearchTrackingPayload, ThemeCardList, TrendingDestinationList } from '@safarnama/contracts';

export const NO_PACKAGES_MESSAGE = 'No packages found for this destination.';
const NOT_FOUND_PACKAGE = 'Package not found.';
const NOT_FOUND_THEME = 'No packages found for this theme.';

const withNotFound = { ...commonErrors, 404: ErrorEnvelope };

/** A /package route's schema: its summary, what it takes, its answer (200) and the errors it documents (a lookup's 404 unless told). */
function packageSchema<const Parts extends { querystring: z.ZodType; body?: z.ZodType; params?: z.ZodType }, Answer extends z.ZodType>(
  summary: string,
  parts: Parts,
  answer: Answer,
  errors: typeof commonErrors | typeof withNotFound = withNotFound,
) {
  return { schema: { tags: ['package'], summary, ...parts, response: { 200: answer, ...errors } } };
}

/** A list route's schema and handler: it takes nothing but the auth code, is never a 404 and answers what `load` gives. */
function listRoute<Answer extends z.ZodType, Data>(summary: string, answer: Answer, load: () => Promise<Data>) {
  return [packageSchema(summary, { querystring: AuthQuery }, answer, commonErrors), async () => ({ code: 1 as const, message: 'Success', data: await load() })] as const;
}

/** Sends a cached, already serialised success envelope, compressed as the client asks (once: lib/encoded-body.ts); null is a 404. */
async function sendBody(request: FastifyRequest, reply: FastifyReply, answer: EncodedBody | null, notFound: string): Promise<FastifyReply> {
  if (answer === null) return sendNotFound(reply, notFound);
  const { body, encoding } = await answer.negotiate(request.headers['accept-encoding']);
  reply.header('Vary', 'Accept-Encoding');
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}

const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue, leads, pdfs } = app.services;
  const searchBody = (destinationId: number | null) => (destinationId === null ? null : catalogue.searchResponseBody(destinationId));

  app.get('/get-all-category', ...listRoute('All package categories (themes)', CategoryList, () => catalogue.categories()));

  app.get(
    '/search-by-category',
    packageSchema('Destinations with packages in a theme, with price ranges', { querystring: CategorySearchQuery }, ThemeCardList),
    async (request, reply) => {
      const cards = await catalogue.themeCards(request.query.categoryName);
      if (cards === null) return sendNotFound(reply, NOT_FOUND_THEME);
      return { code: 1 as const, message: 'Success', data: cards };
    },
  );

  app.get('/get-all-cities', ...listRoute('All destinations (id, name) sorted by name', CityList, async () => ({ data: await catalogue.cities() })));

  app.get('/cities-active', ...listRoute('Destinations that have packages, sorted', ActiveCityList, () => catalogue.activeCities()));

  app.get('/trending-destinations', ...listRoute("The blogs page's trending destinations (id, name) in display order", TrendingDestinationList, () => catalogue.trendingDestinations()));

  /**
   * A destination search that is recorded for marketing, found or not: `find` reads
   * which destination the request asks for; its body carries the tracking values.
   */
  function trackedSearch<Query extends z.ZodType, Body extends typeof HomeSearchRequest | typeof SearchTrackingPayload>(
    url: string,
    summary: string,
    parts: { querystring: Query; body: Body },
    defaultPageName: string,
    find: (body: z.infer<Body>, query: z.infer<Query>) => Promise<{ query: string; destinationId: number | null }>,
  ) {
    app.post(url, packageSchema(summary, parts, SearchResultEnvelope), async (request, reply) => {
      const ctx = requestContext(request);
      const payload = request.body as z.infer<Body>;
      const { query, destinationId } = await find(payload, request.query as z.infer<Query>);
      const body = await searchBody(destinationId);
      leads.trackSearch(payload, { query, destinationId, found: body !== null, defaultPageName }, ctx);
      return sendBody(request, reply, body, NO_PACKAGES_MESSAGE);
    });
  }

  trackedSearch(
    '/search',
    'Home search by destination id or name (the search is recorded for marketing)',
    { querystring: AuthQuery, body: HomeSearchRequest },
    'HOMEPAGE',
    async (search) => {
      let destinationId: number | null = null;
      if (search.destinationId != null && (await catalogue.destinationExists(search.destinationId))) destinationId = search.destinationId;
      if (destinationId === null && search.destinationName) destinationId = await catalogue.destinationIdByName(search.destinationName);
      return { query: search.destinationName || String(search.destinationId ?? ''), destinationId };
    },
  );

  trackedSearch(
    '/search-main-package-and-sub-package',
    'A destination with its packages by ascending price and FAQs (the search is recorded)',
    { querystring: DestinationQuery, body: SearchTrackingPayload },
    'LISTING_PAGE',
    async (_tracking, { destinationName }) => ({ query: destinationName, destinationId: await catalogue.destinationIdByName(destinationName) }),
  );

  app.get(
    '/search-main-package-and-sub-package',
    packageSchema('The same destination search without tracking (Dev Darshan buttons)', { querystring: DestinationQuery }, SearchResultEnvelope),
    async (request, reply) => {
      const body = await searchBody(await catalogue.destinationIdByName(request.query.destinationName));
      return sendBody(request, reply, body, NO_PACKAGES_MESSAGE);
    },
  );

  app.get(
    '/get-package-detail-and-itinerary',
    packageSchema(
      'A package with its day-wise itinerary (packageName matched ignoring case and hyphens)',
      { querystring: PackageNameQuery },
      PackageDetailEnvelope,
    ),
    async (request, reply) => sendBody(request, reply, await catalogue.packageDetailResponseBody(request.query.packageName), NOT_FOUND_PACKAGE),
  );

  app.get(
    '/package-pdf/:packageName',
    packageSchema(
      'The URL of the package itinerary PDF (versioned: it changes when the package changes)',
      { params: PackageNameParams, querystring: AuthQuery },
      PdfLinkEnvelope,
    ),
    async (request, reply) => {
      const url = await pdfs.urlFor(request.params.packageName);
      if (url === null) return sendNotFound(reply, NOT_FOUND_PACKAGE);
      return { code: 1 as const, message: 'Success', data: { pdfUrl: url } };
    },
  );
};

export default packageRoutes;
