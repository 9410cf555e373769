import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendNotFound } from '../../../plugins/app/error-handler';
import { commonErrors, ErrorEnvelope, TfnEnvelope, TfnParams, TfnQuery } from '@safarnama/contracts';

const tfnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-by-website-id/:websiteId',
    {
      schema: {
        tags: ['site'],
        summary: 'The phone number (TFN) shown on a website',
        params: TfnParams,
        querystring: TfnQuery,
        response: { 200: TfnEnvelope, ...commonErrors, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const tfnNumber = await app.services.catalogue.tfn(request.params.websiteId);
      if (tfnNumber === null) return sendNotFound(reply, 'No phone number for this website.');
      return { code: 1 as const, message: 'Success', data: { tfnNumber } };
    },
  );
};

export default tfnRoutes;
