// POST /api/chatbot/tour_ai?session_id=...: Luna, the site's chat assistant.
// The chat call carries the fixed chat key in x-api-key instead of the site's
// authCode. A blank or oversized message is a 400; a flood from one address is a
// 429 (its own budget, counted in the database like the lead writes').
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChatAnswer, ChatQuery, ChatRequest, ErrorEnvelope, commonErrors } from '@safarnama/contracts';
import { sendEnvelope } from '../../../plugins/app/error-handler';

export const CHAT_KEY_MESSAGE = 'Invalid or missing chat API key';

const chatbotRoutes: FastifyPluginAsync = async (app) => {
  const { chatApiKey, chatRateLimitMax, chatRateLimitWindowMs } = app.config;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/tour_ai',
    {
      config: { public: true, rateLimit: { max: chatRateLimitMax, timeWindow: chatRateLimitWindowMs, groupId: 'chat' } },
      onRequest: (request, reply, done) => {
        if (request.headers['x-api-key'] === chatApiKey) return done();
        sendEnvelope(reply, 401, { code: 0, message: CHAT_KEY_MESSAGE });
      },
      schema: {
        tags: ['chat'],
        summary: "Ask Luna: an answer from our own catalogue and terms; the transcript is stored with contact details masked",
        querystring: ChatQuery,
        body: ChatRequest,
        response: { 200: ChatAnswer, ...commonErrors, 429: ErrorEnvelope },
      },
    },
    async (request) => app.services.luna.reply(request.query.session_id, request.body.human, request.ip),
  );
};

export default chatbotRoutes;
