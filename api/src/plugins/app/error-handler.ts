// The one error handler. Client mistakes become 4xx envelopes with a useful
// message (validation errors list every field); anything else is logged with the
// request context and answered 500 without internals.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ClientError } from '../../lib/errors';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

interface FieldError {
  field: string;
  message: string;
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { missingProperty?: string };
}

/** Sends an envelope as ready-made JSON, bypassing the route's response schema. */
export function sendEnvelope(reply: FastifyReply, statusCode: number, body: object): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** The 404 of a lookup that found nothing: the envelope with the route's own message. */
export function sendNotFound(reply: FastifyReply, message: string): FastifyReply {
  return sendEnvelope(reply, 404, { code: 0, message, data: null });
}

function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
  if (path) return path;
  if (issue.params?.missingProperty) return issue.params.missingProperty;
  return context === 'querystring' ? 'query' : (context ?? 'body');
}

function validationErrors(error: FastifyError): FieldError[] {
  const context = (error as { validationContext?: string }).validationContext;
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of (error.validation ?? []) as ValidationIssue[]) {
    const field = fieldOf(issue, context);
    if (seen.has(field)) continue; // the first problem of each field is the useful one
    seen.add(field);
    errors.push({ field, message: issue.message ?? 'Invalid value' });
  }
  return errors;
}

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type: send application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must be a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request is not valid.',
};

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ClientError) {
    const body: Record<string, unknown> = { code: 0, message: error.message };
    if (error.data !== undefined) body.data = error.data;
    if (error.errors) body.errors = error.errors;
    return sendEnvelope(reply, error.statusCode, body);
  }

  if (error.validation) {
    const errors = validationErrors(error);
    return sendEnvelope(reply, 400, { code: 0, message: errors[0]?.message ?? 'Invalid request', errors });
  }

  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;

  if (statusCode === 429) {
    return sendEnvelope(reply, 429, { code: 0, message: RATE_LIMIT_MESSAGE });
  }

  if (statusCode >= 400 && statusCode < 500) {
    request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
    const message = CLIENT_MESSAGES[error.code] ?? (error instanceof SyntaxError ? CLIENT_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : error.message);
    return sendEnvelope(reply, statusCode, { code: 0, message });
  }

  request.log.error(
    { err: error, req: { method: request.method, url: request.url, ip: request.ip, id: request.id } },
    'request failed',
  );
  return sendEnvelope(reply, statusCode >= 500 && statusCode < 600 ? statusCode : 500, { code: 0, message: SERVER_ERROR_MESSAGE });
}

export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
