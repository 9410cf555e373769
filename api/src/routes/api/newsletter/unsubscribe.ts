// POST /api/newsletter/unsubscribe?token=: the one-click unsubscribe of RFC 8058, the
// URL in every traveller mail's List-Unsubscribe header. The mail client posts it
// (List-Unsubscribe=One-Click, form-encoded) without an authCode, so it is public;
// the token alone says whose address it is (privacy/unsubscribe.ts). A second use is
// 200 again and says the address was already unsubscribed. A GET (a client that
// opens the link in a browser) is sent on to the site's page for people.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ErrorEnvelope } from '@safarnama/contracts';
import { sendEnvelope } from '../../../plugins/app/error-handler';
import { writeRateLimit } from '../../../plugins/app/rate-limit';
import { optOut, UNSUBSCRIBE_MESSAGES, UNSUBSCRIBE_PAGE_PATH, unsubscribeTokens } from '../../../privacy/unsubscribe';

const UnsubscribeQuery = z.object({
  token: z.string({ error: 'token is required' }).max(600, { error: 'token is not valid' }).describe('The token of the List-Unsubscribe link'),
  authCode: z.string().optional().describe('Not needed: the token is the credential'),
});
const UnsubscribedEnvelope = envelope(z.object({ unsubscribed: z.literal(true), already: z.boolean() }));

/** The bodies mail clients post (List-Unsubscribe=One-Click); the token in the URL is all that counts. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const unsubscribeRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tokens = unsubscribeTokens(app.config.previewSecret);
  app.addContentTypeParser(FORM_TYPES, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));

  app.post(
    '/unsubscribe',
    {
      config: { public: true, rateLimit: writeRateLimit(app.config.rateLimitWriteMax, app.config.rateLimitWindowMs) },
      schema: {
        tags: ['site'],
        summary: 'One-click unsubscribe (RFC 8058): no authCode; 200 unsubscribed, 200 with already: true on a second use, 400 for a token this server did not make',
        querystring: UnsubscribeQuery,
        response: { 200: UnsubscribedEnvelope, 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const email = tokens.emailOf(request.query.token);
      if (!email) return sendEnvelope(reply, 400, { code: 0, message: UNSUBSCRIBE_MESSAGES.forged });
      const outcome = await optOut(app.db, email);
      return { code: 1 as const, message: UNSUBSCRIBE_MESSAGES[outcome], data: { unsubscribed: true as const, already: outcome === 'already' } };
    },
  );

  app.get(
    '/unsubscribe',
    {
      config: { public: true },
      schema: { tags: ['site'], summary: 'The unsubscribe link opened in a browser: 303 to the page for people (/newsletter/unsubscribe), which changes nothing until its button is pressed', querystring: UnsubscribeQuery },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').redirect(`${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(request.query.token)}`, 303),
  );
};

export default unsubscribeRoutes;
