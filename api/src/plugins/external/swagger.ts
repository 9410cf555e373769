import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

// The OpenAPI document, generated from the routes' zod schemas: UI at /api/docs,
// JSON at /api/docs/json.
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
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
        ],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
