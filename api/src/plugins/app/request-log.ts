// The operator's view of requests: every answer carries X-Request-Id (the caller's
// or a new one; src/lib/request-id.ts), every log line of a request carries it as
// requestId (Fastify's child logger), and each API request is logged once at info
// when it is answered. The site's static files and the media are not logged one by
// one: a page load fetches dozens and would bury the API's lines.
import fp from 'fastify-plugin';

const LOGGED_PREFIXES = ['/api/', '/config.json', '/remotes.json'];

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      const path = request.url.split('?', 1)[0];
      if (!LOGGED_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix)) return;
      // the path without its query: a query can carry what a visitor typed
      request.log.info(
        { method: request.method, path, route: request.routeOptions.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
        'request answered',
      );
    });
  },
  { name: 'request-log' },
);
