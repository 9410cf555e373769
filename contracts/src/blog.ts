import { z } from 'zod';
import { authCodeField, envelope, nameParam, optionalIdParam } from './rules';

export const Blog = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    nameTitle: z.string(),
    description: z.string().describe('HTML'),
    imageUrl: z.string(),
    imageAltText: z.string(),
    destinationName: z.string(),
    categoryName: z.string(),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
    authorName: z.string(),
    metaDescription: z.string(),
  })
  .meta({ id: 'Blog' });
export type Blog = z.infer<typeof Blog>;

export const BlogListQuery = z.object({
  authCode: authCodeField,
  categoryId: optionalIdParam('categoryId'),
  destinationId: optionalIdParam('destinationId'),
});

export const BlogByNameQuery = z.object({
  authCode: authCodeField,
  websiteId: optionalIdParam('websiteId'),
  blogName: nameParam('blogName', 300),
});

export const BlogListEnvelope = envelope(z.array(Blog));
export const BlogEnvelope = envelope(Blog);
