import type { FastifyPluginAsync } from 'fastify';
import { NewsletterRequest, SubscribedEnvelope } from '@safarnama/contracts';
import { leadWriteRoute } from '../../lead-write-route';
import unsubscribeRoutes from './unsubscribe';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing!';

const newsletterRoutes: FastifyPluginAsync = async (app) => {
  leadWriteRoute(app, {
    path: '/subscribe',
    summary: 'Subscribe an email to the newsletter (201 new, 200 already subscribed; one row per email)',
    body: NewsletterRequest,
    answer: SubscribedEnvelope,
    message: SUBSCRIBED_MESSAGE,
    write: (input, ctx) => app.services.leads.subscribe(input, ctx),
  });
  await app.register(unsubscribeRoutes);
};

export default newsletterRoutes;
