// /api/package/*: categories, cities, destination and theme searches, package
// details and itinerary PDF links.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EncodedBody } from '../../../lib/encoded-body';
import { idempotencyKey } from '../../../plugins/app/idempotency';
import { sendEnvelope } from '../../../plugins/app/error-handler';
import { ActiveCityList, AuthQuery, CategoryList, CategorySearchQuery, CityList, commonErrors, DestinationQuery, ErrorEnvelope, HomeSearchRequest, PackageDetailEnvelope, PackageNameParams, PackageNameQuery, PdfLinkEnvelope, SearchResultEnvelope, SearchTrackingPayload, ThemeCardList } from '@safarnama/contracts';

export const NO_PACKAGES_MESSAGE = 'No packages found for this destination.';
const NOT_FOUND_PACKAGE = 'Package not found.';
const NOT_FOUND_THEME = 'No packages found for this theme.';

const withNotFound = { ...commonErrors, 404: ErrorEnvelope };

/** Sends a cached, already serialised success envelope, compressed as the client asks (once: lib/encoded-body.ts). */
function sendBody(request: FastifyRequest, reply: FastifyReply, answer: EncodedBody): FastifyReply {
  const { body, encoding } = answer.negotiate(request.headers['accept-encoding']);
  reply.header('Vary', 'Accept-Encoding');
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}

const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue, leads, pdfs } = app.services;

  app.get(
    '/get-all-category',
    { schema: { tags: ['package'], summary: 'All package categories (themes)', querystring: AuthQuery, response: { 200: CategoryList, ...commonErrors } } },
    async () => ({ code: 1 as const, message: 'Success', data: await catalogue.categories() }),
  );

  app.get(
    '/search-by-category',
    {
      schema: {
        tags: ['package'],
        summary: 'Destinations with packages in a theme, with price ranges',
        querystring: CategorySearchQuery,
        response: { 200: ThemeCardList, ...withNotFound },
      },
    },
    async (request, reply) => {
      const cards = await catalogue.themeCards(request.query.categoryName);
      if (cards === null) return sendEnvelope(reply, 404, { code: 0, message: NOT_FOUND_THEME, data: null });
      return { code: 1 as const, message: 'Success', data: cards };
    },
  );

  app.get(
    '/get-all-cities',
    { schema: { tags: ['package'], summary: 'All destinations (id, name) sorted by name', querystring: AuthQuery, response: { 200: CityList, ...commonErrors } } },
    async () => ({ code: 1 as const, message: 'Success', data: { data: await catalogue.cities() } }),
  );

  app.get(
    '/cities-active',
    { schema: { tags: ['package'], summary: 'Destinations that have packages, sorted', querystring: AuthQuery, response: { 200: ActiveCityList, ...commonErrors } } },
    async () => ({ code: 1 as const, message: 'Success', data: await catalogue.activeCities() }),
  );

  app.post(
    '/search',
    {
      schema: {
        tags: ['package'],
        summary: 'Home search by destination id or name (the search is recorded for marketing)',
        querystring: AuthQuery,
        body: HomeSearchRequest,
        response: { 200: SearchResultEnvelope, ...withNotFound },
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request);
      const search = request.body;
      let destinationId: number | null = null;
      if (search.destinationId != null && (await catalogue.destinationExists(search.destinationId))) destinationId = search.destinationId;
      if (destinationId === null && search.destinationName) destinationId = await catalogue.destinationIdByName(search.destinationName);
      const body = destinationId === null ? null : await catalogue.searchResponseBody(destinationId);
      leads.trackSearch(
        search,
        { query: search.destinationName || String(search.destinationId ?? ''), destinationId, found: body !== null, defaultPageName: 'HOMEPAGE' },
        { serverIp: request.ip, idempotencyKey: key },
      );
      if (body === null) return sendEnvelope(reply, 404, { code: 0, message: NO_PACKAGES_MESSAGE, data: null });
      return sendBody(request, reply, body);
    },
  );

  app.post(
    '/search-main-package-and-sub-package',
    {
      schema: {
        tags: ['package'],
        summary: 'A destination with its packages by ascending price and FAQs (the search is recorded)',
        querystring: DestinationQuery,
        body: SearchTrackingPayload,
        response: { 200: SearchResultEnvelope, ...withNotFound },
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request);
      const { destinationName } = request.query;
      const destinationId = await catalogue.destinationIdByName(destinationName);
      const body = destinationId === null ? null : await catalogue.searchResponseBody(destinationId);
      leads.trackSearch(
        request.body,
        { query: destinationName, destinationId, found: body !== null, defaultPageName: 'LISTING_PAGE' },
        { serverIp: request.ip, idempotencyKey: key },
      );
      if (body === null) return sendEnvelope(reply, 404, { code: 0, message: NO_PACKAGES_MESSAGE, data: null });
      return sendBody(request, reply, body);
    },
  );

  app.get(
    '/search-main-package-and-sub-package',
    {
      schema: {
        tags: ['package'],
        summary: 'The same destination search without tracking (Dev Darshan buttons)',
        querystring: DestinationQuery,
        response: { 200: SearchResultEnvelope, ...withNotFound },
      },
    },
    async (request, reply) => {
      const destinationId = await catalogue.destinationIdByName(request.query.destinationName);
      const body = destinationId === null ? null : await catalogue.searchResponseBody(destinationId);
      if (body === null) return sendEnvelope(reply, 404, { code: 0, message: NO_PACKAGES_MESSAGE, data: null });
      return sendBody(request, reply, body);
    },
  );

  app.get(
    '/get-package-detail-and-itinerary',
    {
      schema: {
        tags: ['package'],
        summary: 'A package with its day-wise itinerary (packageName matched ignoring case and hyphens)',
        querystring: PackageNameQuery,
        response: { 200: PackageDetailEnvelope, ...withNotFound },
      },
    },
    async (request, reply) => {
      const body = await catalogue.packageDetailResponseBody(request.query.packageName);
      if (body === null) return sendEnvelope(reply, 404, { code: 0, message: NOT_FOUND_PACKAGE, data: null });
      return sendBody(request, reply, body);
    },
  );

  app.get(
    '/package-pdf/:packageName',
    {
      schema: {
        tags: ['package'],
        summary: 'The URL of the package itinerary PDF (versioned: it changes when the package changes)',
        params: PackageNameParams,
        querystring: AuthQuery,
        response: { 200: PdfLinkEnvelope, ...withNotFound },
      },
    },
    async (request, reply) => {
      const url = await pdfs.urlFor(request.params.packageName);
      if (url === null) return sendEnvelope(reply, 404, { code: 0, message: NOT_FOUND_PACKAGE, data: null });
      return { code: 1 as const, message: 'Success', data: { pdfUrl: url } };
    },
  );
};

export default packageRoutes;
