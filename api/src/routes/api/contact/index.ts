import type { FastifyPluginAsync } from 'fastify';
import { ContactMessage, CreatedEnvelope } from '@safarnama/contracts';
import { leadWriteRoute } from '../../lead-write-route';

export const CONTACT_MESSAGE = 'Form submitted successfully.';

const contactRoutes: FastifyPluginAsync = async (app) => {
  leadWriteRoute(app, {
    path: '/',
    summary: 'Store a contact or support message',
    body: ContactMessage,
    answer: CreatedEnvelope,
    message: CONTACT_MESSAGE,
    write: (input, ctx) => app.services.leads.addContactMessage(input, ctx),
  });
};

export default contactRoutes;
