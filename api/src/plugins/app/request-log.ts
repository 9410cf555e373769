// The operator's view of requests: every answer carries X-Request-Id (the caller's
// or a new one; src/lib/request-id.ts), every log line of a request carries it as
// requestId (Fastify's child logger), and each API request is logged once at info
// when it is answered. The site's static files and the media are not logged one by
// one: a page load fetches dozens and would bury the API's lines.
import fp from 'fastify-plugin';

const LOGGED_PREFIXES = ['/api/', '/config.json', '/remotes.json'];
const INFO_OR_MORE = new Set(['info', 'debug', 'trace']);

export default fp(
  async (app) => {
    // callback hooks, not async ones: no promise per request
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      // at warn (the bench) or quieter there is nothing to build
      if (INFO_OR_MORE.has(request.log.level)) {
        const path = request.url.split('?', 1)[0];
        // the path without its query: a query can carry what a visitor typed
        if (LOGGED_PREFIXES.some((prefix) => path.startsWith(prefix))) {
          request.log.info(
            { method: request.method, path, route: request.routeOptions.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
            'request answered',
          );
        }
      }
      done();
    });
  },
  { name: 'request-log' },
);
