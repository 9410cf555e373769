// /api/admin/leads: the leads inbox for agents (and admins). HTTP only: the inbox's
// queries and changes live in admin/leads/.
import { Readable } from 'node:stream';
import { commonErrors, ErrorEnvelope } from '@safarnama/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leadsCsv } from '../../../admin/leads/leads-csv';
import { type Actor, leadAddress, LeadsInbox } from '../../../admin/leads/leads-inbox.service';
import {
  DeliveryParams,
  LeadDeliveryEnvelope,
  LeadDetailEnvelope,
  LeadFilterQuery,
  LeadListQuery,
  LeadNoteBody,
  LeadNoteEnvelope,
  LeadPageEnvelope,
  LeadParams,
  LeadUpdateBody,
} from '../../../admin/leads/lead-schemas';
import { requireRole } from '../../../admin/operator-guard';
import { todayInIndia } from '../../../lib/dates';

const errors = { ...commonErrors, 403: ErrorEnvelope, 404: ErrorEnvelope };
const TAGS = ['admin'];

function actorOf(request: FastifyRequest): Actor & { email: string } {
  // requireRole has run: every route here has an operator
  const operator = request.operator!;
  return { operatorId: operator.id, email: operator.email, ip: request.ip };
}

const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = new LeadsInbox(app.db, app.config.leadDelivery);
  const preHandler = requireRole('agent');

  app.get(
    '/leads',
    {
      preHandler,
      schema: { tags: TAGS, summary: 'The leads of every form, newest first, filtered and paged', querystring: LeadListQuery, response: { 200: LeadPageEnvelope, ...errors } },
    },
    async (request) => {
      const { page, pageSize, authCode: _authCode, ...filters } = request.query;
      return { code: 1 as const, message: 'Success', data: await inbox.list(filters, page, pageSize) };
    },
  );

  app.get(
    '/leads.csv',
    {
      preHandler,
      // no response schema: the answer is a CSV stream, not JSON to serialise
      schema: { tags: TAGS, summary: 'The filtered leads as CSV, newest first', querystring: LeadFilterQuery },
    },
    async (request, reply) => {
      const { authCode: _authCode, ...filters } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${todayInIndia()}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(leadsCsv(app.db, filters)));
    },
  );

  app.get(
    '/leads/:kind/:id',
    {
      preHandler,
      schema: { operationId: 'getAdminLead', tags: TAGS, summary: 'One lead: what the form stored, notes, deliveries, Luna transcript', params: LeadParams, response: { 200: LeadDetailEnvelope, ...errors } },
    },
    async (request) => ({ code: 1 as const, message: 'Success', data: await inbox.detail(leadAddress(request.params.kind, request.params.id)) }),
  );

  app.patch(
    '/leads/:kind/:id',
    {
      preHandler,
      schema: { operationId: 'patchAdminLead', tags: TAGS, summary: "Set a lead's status and/or owner", params: LeadParams, body: LeadUpdateBody, response: { 200: LeadDetailEnvelope, ...errors } },
    },
    async (request) => {
      const lead = leadAddress(request.params.kind, request.params.id);
      return { code: 1 as const, message: 'Lead updated', data: await inbox.update(lead, request.body, actorOf(request)) };
    },
  );

  app.post(
    '/leads/:kind/:id/notes',
    {
      preHandler,
      schema: { operationId: 'postAdminLeadNote', tags: TAGS, summary: 'Add a note to a lead', params: LeadParams, body: LeadNoteBody, response: { 201: LeadNoteEnvelope, ...errors } },
    },
    async (request, reply) => {
      const lead = leadAddress(request.params.kind, request.params.id);
      const note = await inbox.addNote(lead, request.body.text, actorOf(request));
      return reply.code(201).send({ code: 1 as const, message: 'Note added', data: note });
    },
  );

  app.post(
    '/leads/:kind/:id/deliveries/:deliveryId/retry',
    {
      preHandler,
      schema: {
        operationId: 'postAdminLeadDeliveryRetry',
        tags: TAGS,
        summary: "Try one of a lead's failed or pending deliveries again now",
        params: DeliveryParams,
        response: { 200: LeadDeliveryEnvelope, ...errors, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      const lead = leadAddress(request.params.kind, request.params.id);
      return { code: 1 as const, message: 'Delivery due now', data: await inbox.retryDelivery(lead, request.params.deliveryId, actorOf(request)) };
    },
  );
};

export default leadsRoutes;
