import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ZodObject } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Request headers the route reads itself (Fastify does not validate them: a
     * headers schema would replace request.headers with its own output), listed in
     * the OpenAPI document.
     */
    documentedHeaders?: ZodObject;
  }
}

// The OpenAPI document, generated from the routes' zod schemas: UI at /api/docs,
// JSON at /api/docs/json. It declares OpenAPI 3.0.3, so every schema in it (the
// routes' and the shared components') is written as OpenAPI 3.0 schemas: zod's
// 'openapi-3.0' target says `nullable` and `enum` where JSON Schema 2020-12 would say
// `type: 'null'` and `const`, which 3.0 readers reject.
const OPENAPI_VERSION = '3.0.3';
const zodToJsonConfig = { target: 'openapi-3.0' } as const;
const zodTransform = createJsonSchemaTransform({ zodToJsonConfig });

/**
 * A stable, unique name per operation for client generators: the method and the
 * path's words without /api and parameters (GET /api/package/get-all-category is
 * getPackageGetAllCategory). A route may name its own with schema.operationId.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':') && !segment.startsWith('{'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

const transform: SwaggerTransform = (input) => {
  const { route } = input;
  const headers = route.config?.documentedHeaders;
  const { schema, url } = zodTransform(headers ? { ...input, schema: { ...input.schema, headers } } : input);
  if (!schema || (schema as { hide?: boolean }).hide) return { schema, url };
  const method = Array.isArray(route.method) ? (route.method[0] ?? 'GET') : route.method;
  return { schema: { operationId: operationIdOf(method, url), ...schema }, url };
};

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: OPENAPI_VERSION,
        info: {
          title: 'Safarnama Holidays API',
          description:
            'Catalogue, blogs and lead capture for the Safarnama Holidays site. Every /api call except health and docs carries ?authCode=<AUTH_CODE>. Responses are envelopes {code, message, data}; code 1 = success.',
          version: '1.0.0',
        },
        tags: [
          { name: 'package', description: 'Catalogue and searches' },
          { name: 'leads', description: 'Stored writes (Idempotency-Key supported)' },
          { name: 'blog', description: 'Blogs' },
          { name: 'site', description: 'Phone number, caller IP, health' },
          { name: 'chat', description: 'Luna, the travel assistant' },
        ],
      },
      transform,
      transformObject: createJsonSchemaTransformObject({ zodToJsonConfig }),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
