import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendNotFound } from '../../../plugins/app/error-handler';
import { BlogByNameQuery, BlogEnvelope, BlogListEnvelope, BlogListQuery, commonErrors, ErrorEnvelope } from '@safarnama/contracts';

const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blogs } = app.services;

  app.get(
    '/get-all',
    {
      schema: {
        tags: ['blog'],
        summary: 'Blogs newest first, optionally by blog category and/or destination',
        querystring: BlogListQuery,
        response: { 200: BlogListEnvelope, ...commonErrors },
      },
    },
    async (request) => ({
      code: 1 as const,
      message: 'Success',
      data: await blogs.list({ categoryId: request.query.categoryId, destinationId: request.query.destinationId }),
    }),
  );

  app.get(
    '/search-by-blog-name',
    {
      schema: {
        tags: ['blog'],
        summary: 'One blog by name (the slug with hyphens as spaces, case-insensitive)',
        querystring: BlogByNameQuery,
        response: { 200: BlogEnvelope, ...commonErrors, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const blog = await blogs.byName(request.query.blogName);
      if (!blog) return sendNotFound(reply, 'Blog not found.');
      return { code: 1 as const, message: 'Success', data: blog };
    },
  );
};

export default blogRoutes;
