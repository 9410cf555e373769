// Builds the Fastify application: plugins, the /api routes, media and runtime
// config. server.ts listens; tests inject requests into the same instance.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { requestIdOf } from './lib/request-id';
import { validatorCompiler } from './lib/validator-compiler';
import { type ArtKind, renderArtwork } from './services/artwork';
import { type ItineraryPdfInput, renderItineraryPdf } from './services/itinerary-pdf-layout';
import { createWorkerPdfRenderer } from './services/pdf-renderer';
import { requireAuthCode } from './plugins/app/auth';
import { refuseReleaseTokensOutside } from './plugins/app/release-auth';
import db from './plugins/app/db';
import cacheControl from './plugins/app/cache-control';
import errorHandler, { handleClientError, handleFrameworkError, sendEnvelope } from './plugins/app/error-handler';
import metrics from './plugins/app/metrics';
import rateLimit from './plugins/app/rate-limit';
import requestLog from './plugins/app/request-log';
import services from './plugins/app/services';
import staticSite, { type StaticSiteOptions } from './plugins/app/static-site';
import compress from './plugins/external/compress';
import helmet from './plugins/external/helmet';
import swagger from './plugins/external/swagger';
import adminRoutes from './routes/api/admin';
import blogRoutes from './routes/api/blog';
import botCheckRoutes from './routes/api/bot-check';
import chatbotRoutes from './routes/api/chatbot';
import contactRoutes from './routes/api/contact';
import newsletterRoutes from './routes/api/newsletter';
import packageRoutes from './routes/api/package';
import releaseRoutes from './routes/api/releases';
import requestBookRoutes from './routes/api/request-book';
import siteRoutes from './routes/api/site';
import tfnRoutes from './routes/api/tfn';
import configJsonRoute from './routes/config-json';
import mediaRoutes from './routes/media';
import unsubscribePageRoutes from './site/unsubscribe-page';

export interface MediaRenderers {
  renderArtwork(kind: ArtKind, slug: string): string | null;
  renderItineraryPdf(input: ItineraryPdfInput): Promise<Buffer>;
}

// The compiled layout the PDF worker thread loads, which scripts/build-api.mjs writes
// beside the compiled server. Run from the TypeScript source (jest, npm run dev) there
// is none, and PDFs render on the main thread.
const PDF_LAYOUT_MODULE = path.join(__dirname, 'itinerary-pdf-layout.js');

export interface BuildAppOptions {
  config: AppConfig;
  site?: StaticSiteOptions;
  logger?: boolean | object;
  /** Defaults to the generated artwork and the itinerary layout; tests may pass stand-ins. */
  renderers?: MediaRenderers;
  /** An already open database; the app closes it only when `closeDatabase` is set. */
  database?: DatabaseHandle;
  closeDatabase?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const renderers = options.renderers ?? { renderArtwork, renderItineraryPdf };
  // The real layout renders PDFs in a worker thread; stand-ins render in place.
  const pdfWorker = options.renderers || !fs.existsSync(PDF_LAYOUT_MODULE) ? null : createWorkerPdfRenderer(PDF_LAYOUT_MODULE, renderItineraryPdf);
  const renderPdf = pdfWorker ? pdfWorker.render : (input: ItineraryPdfInput) => renderers.renderItineraryPdf(input);
  const fastify: FastifyInstance = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: config.bodyLimit,
    // Long enough for any real request; short enough that a stuck client cannot pin a socket.
    requestTimeout: 30_000,
    routerOptions: { maxParamLength: 500, ignoreTrailingSlash: true },
    // what Fastify answers by itself (a URL it cannot decode, a request Node cannot
    // parse) gets our envelope and headers too, and never repeats the URL
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    // X-Request-Id in, X-Request-Id out, requestId on every log line (plugins/app/request-log.ts)
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestLog);
  await app.register(errorHandler);
  await app.register(db, { database: config.database, timeouts: config.databaseTimeouts, handle: options.database, closeHandle: options.closeDatabase });
  // the site's own folders when it serves one (npm start, e2e), else the environment's
  const releases = options.site ? { ...config.releases, deployDir: path.resolve(options.site.deployDir), shellDir: path.resolve(options.site.shellDir) } : config.releases;
  await app.register(services, { config, releases, renderPdf });
  if (pdfWorker) app.addHook('onClose', () => pdfWorker.close());
  await app.register(helmet, { cdnOrigins: config.releases.cdnOrigins });
  await app.register(compress);
  await app.register(cacheControl);
  await app.register(rateLimit);
  await app.register(swagger);
  // after swagger, which documents the routes registered after it (GET /metrics)
  await app.register(metrics);

  await app.register(
    async (api) => {
      refuseReleaseTokensOutside(api);
      requireAuthCode(api, config.authCode);
      // The API speaks JSON only: other bodies are a 415, not a string to validate.
      api.removeContentTypeParser('text/plain');
      api.setNotFoundHandler((_request, reply) => sendEnvelope(reply, 404, { code: 0, message: 'Not found.' }));
      await api.register(siteRoutes);
      await api.register(tfnRoutes, { prefix: '/tfn' });
      await api.register(packageRoutes, { prefix: '/package' });
      await api.register(requestBookRoutes, { prefix: '/request-book' });
      await api.register(blogRoutes, { prefix: '/blog' });
      await api.register(newsletterRoutes, { prefix: '/newsletter' });
      await api.register(contactRoutes, { prefix: '/contact' });
      await api.register(botCheckRoutes, { prefix: '/bot-check' });
      await api.register(chatbotRoutes, { prefix: '/chatbot' });
      await api.register(releaseRoutes, { prefix: '/releases' });
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  await app.register(mediaRoutes, { prefix: '/media', renderArtwork: (kind, slug) => renderers.renderArtwork(kind, slug) });
  await app.register(configJsonRoute);
  // the page behind the unsubscribe link of our mails, with or without the site
  await app.register(unsubscribePageRoutes);

  // The site answers every other path itself (static-site.ts); the API alone answers
  // them with the envelope (Fastify's own 404 would repeat the method and URL).
  if (options.site) await app.register(staticSite, options.site);
  else app.setNotFoundHandler((_request, reply) => sendEnvelope(reply, 404, { code: 0, message: 'Not found.' }));

  await app.ready();
  return fastify;
}

/** A hop count becomes "trust the nearest n proxies", as Fastify does for numbers. */
function trustProxyOption(value: AppConfig['trustProxy']): false | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
