// The one error handler. Client mistakes become 4xx envelopes with a useful
// message (validation errors list every field); anything else is logged with the
// request context and answered 500 without internals, except a database that does
// not answer (down, frozen, busy past its timeout): 503 with Retry-After, since the
// same request may well succeed a few seconds later. No answer repeats what the
// client sent (its URL, headers or body): a message we do not know is replaced by
// one for its status.
//
// Fastify answers two kinds of mistakes on its own, before any route or hook: a URL
// it cannot decode or route (frameworkErrors: '%c0', an over-long parameter) and a
// request Node's parser refuses (clientErrorHandler: oversized headers, a garbled
// request line, a timeout). Both are answered here too, with the security headers,
// no-store and the envelope.
import http, { ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { ClientError } from '../../lib/errors';
import { setSecurityHeaders } from '../external/helmet';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const DATABASE_UNAVAILABLE_MESSAGE = 'Our database is not answering just now; please try again in a moment.';
/** Long enough for a restart or a failover to finish, short enough that a visitor's retry soon succeeds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

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
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request is not valid.',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'Unsupported Content-Encoding: send the body as it is, or in gzip, deflate or br.',
  FST_CP_ERR_INVALID_CONTENT: 'The request body could not be decompressed.',
};

/** For a client error whose own message we do not know (it may quote the request). */
const STATUS_MESSAGES: Record<number, string> = {
  404: 'Not found.',
  405: 'Method not allowed.',
  408: 'The request took too long.',
  413: CLIENT_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE!,
  414: CLIENT_MESSAGES.FST_ERR_MAX_PARAM_LENGTH!,
  415: CLIENT_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE!,
  431: 'The request headers are too large.',
};
const INVALID_REQUEST_MESSAGE = 'The request is not valid.';

function clientMessage(error: FastifyError, statusCode: number): string {
  if (error instanceof SyntaxError) return CLIENT_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!;
  return CLIENT_MESSAGES[error.code] ?? STATUS_MESSAGES[statusCode] ?? INVALID_REQUEST_MESSAGE;
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ClientError) {
    const body: Record<string, unknown> = { code: 0, message: error.message };
    if (error.data !== undefined) body.data = error.data;
    if (error.errors) body.errors = error.errors;
    return sendEnvelope(reply, error.statusCode, body);
  }

  if (error.validation) {
    const errors = validationErrors(error);
    // which fields, never their values: what a visitor typed stays out of the logs
    request.log.info({ fields: [...new Set(errors.map((e) => e.field))] }, 'invalid request');
    return sendEnvelope(reply, 400, { code: 0, message: errors[0]?.message ?? 'Invalid request', errors });
  }

  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;

  if (statusCode === 429) {
    return sendEnvelope(reply, 429, { code: 0, message: RATE_LIMIT_MESSAGE });
  }

  if (statusCode >= 400 && statusCode < 500) {
    request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
    return sendEnvelope(reply, statusCode, { code: 0, message: clientMessage(error, statusCode) });
  }

  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error, req: { method: request.method, url: request.url, id: request.id } }, 'the database does not answer');
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendEnvelope(reply, 503, { code: 0, message: DATABASE_UNAVAILABLE_MESSAGE });
  }

  request.log.error(
    { err: error, req: { method: request.method, url: request.url, ip: request.ip, id: request.id } },
    'request failed',
  );
  return sendEnvelope(reply, statusCode >= 500 && statusCode < 600 ? statusCode : 500, { code: 0, message: SERVER_ERROR_MESSAGE });
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot route (FST_ERR_BAD_URL for '%c0',
 * FST_ERR_MAX_PARAM_LENGTH, FST_ERR_ASYNC_CONSTRAINT). No hook has run for it, so
 * the security headers and no-store are set here.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ err: { code: error.code } }, 'client error');
  const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  setSecurityHeaders(request.raw, reply.raw);
  reply.header('Cache-Control', 'no-store');
  void sendEnvelope(reply, statusCode, { code: 0, message: clientMessage(error, statusCode) });
}

/** The headers of every error answer written straight to a socket: computed once, as helmet would set them. */
let socketErrorHeaders: string | undefined;
function rawErrorHeaders(): string {
  if (socketErrorHeaders === undefined) {
    const request = new http.IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    setSecurityHeaders(request, response);
    response.setHeader('Cache-Control', 'no-store');
    socketErrorHeaders = Object.entries(response.getHeaders())
      .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}\r\n`)
      .join('');
  }
  return socketErrorHeaders;
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (headers
 * over the size limit, a malformed request line, a timeout), so there is no request
 * to hand to Fastify. The answer is written to the socket as Fastify's default
 * does, with our headers and envelope instead of its text.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ code: 0, message: STATUS_MESSAGES[statusCode] ?? INVALID_REQUEST_MESSAGE });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode]}\r\n${rawErrorHeaders()}` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
