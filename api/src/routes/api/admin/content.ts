// /api/admin content routes (editor): packages, blogs, destinations and the site's
// phone number (docs/back-office-api.md, "Content (editor)"). Every change is stored
// with its audit entry in one transaction, then this process's public caches are
// dropped so the site shows it (admin/content/public-refresh.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findEditableBlog, listBlogs, updateBlog } from '../../../admin/content/blog-edits';
import { renderBlogMarkdown } from '../../../admin/content/blog-markdown';
import { findEditableDestination, listDestinations, shownDestination, updateDestination } from '../../../admin/content/destination-edits';
import { BlogEdit, BlogPreview, DestinationEdit, ListQuery, PackageEdit, PhoneEdit, SlugParams } from '../../../admin/content/edit-inputs';
import type { Editor } from '../../../admin/content/editor';
import { findEditablePackage, listPackages, shownPackage, updatePackage } from '../../../admin/content/package-edits';
import { readPhone, updatePhone } from '../../../admin/content/phone-edits';
import { refreshPublicReads } from '../../../admin/content/public-refresh';
import { requireRole } from '../../../admin/operator-guard';
import { sendNotFound } from '../../../plugins/app/error-handler';
import type { FastifyReply, FastifyRequest } from 'fastify';

// An article is longer than the site's usual body limit allows; the schema bounds its Markdown.
const ARTICLE_BODY_LIMIT = 1024 * 1024;

const ok = <T>(data: T) => ({ code: 1 as const, message: 'Success', data });

function editorOf(request: FastifyRequest): Editor {
  // requireRole has set it, or the request never got here
  return { operatorId: request.operator!.id, ip: request.ip };
}

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireRole('editor'));
  const { db } = app;
  const tags = ['admin'];
  /** An edit's answer: a 404 when the slug names nothing, else the edit, which the site then shows at once. */
  const answerEdit = <T>(reply: FastifyReply, edited: T | null, missing: string) => {
    if (!edited) return sendNotFound(reply, missing);
    refreshPublicReads(app);
    return ok(edited);
  };

  app.get('/packages', { schema: { tags, summary: 'Packages, active or not', querystring: ListQuery } }, async (request) =>
    ok(await listPackages(db, request.query)),
  );

  app.get('/packages/:slug', { schema: { operationId: 'getAdminPackage', tags, summary: 'One package as the editor edits it', params: SlugParams } }, async (request, reply) => {
    const found = await findEditablePackage(db, request.params.slug);
    return found ? ok(shownPackage(found)) : sendNotFound(reply, 'No such package.');
  });

  app.put('/packages/:slug', { schema: { operationId: 'putAdminPackage', tags, summary: 'Edit a package', params: SlugParams, body: PackageEdit } }, async (request, reply) =>
    answerEdit(reply, await updatePackage(db, request.params.slug, request.body, editorOf(request)), 'No such package.'),
  );

  app.get('/blogs', { schema: { tags, summary: 'Blog articles, newest first', querystring: ListQuery } }, async (request) => ok(await listBlogs(db, request.query)));

  app.post('/blogs/preview', { bodyLimit: ARTICLE_BODY_LIMIT, schema: { tags, summary: 'Markdown rendered and cleaned as the site will show it', body: BlogPreview } }, async (request) =>
    ok({ html: renderBlogMarkdown(request.body.markdown) }),
  );

  app.get('/blogs/:slug', { schema: { operationId: 'getAdminBlog', tags, summary: 'One article with its Markdown', params: SlugParams } }, async (request, reply) => {
    const found = await findEditableBlog(db, request.params.slug);
    return found ? ok(found) : sendNotFound(reply, 'No such article.');
  });

  app.put('/blogs/:slug', { bodyLimit: ARTICLE_BODY_LIMIT, schema: { operationId: 'putAdminBlog', tags, summary: 'Edit an article', params: SlugParams, body: BlogEdit } }, async (request, reply) =>
    answerEdit(reply, await updateBlog(db, request.params.slug, request.body, editorOf(request)), 'No such article.'),
  );

  app.get('/destinations', { schema: { tags, summary: 'Destinations by name' } }, async () => ok(await listDestinations(db)));

  app.get('/destinations/:slug', { schema: { operationId: 'getAdminDestination', tags, summary: 'One destination’s description and FAQs', params: SlugParams } }, async (request, reply) => {
    const found = await findEditableDestination(db, request.params.slug);
    return found ? ok(shownDestination(found)) : sendNotFound(reply, 'No such destination.');
  });

  app.put('/destinations/:slug', { schema: { operationId: 'putAdminDestination', tags, summary: 'Edit a destination’s description and FAQs', params: SlugParams, body: DestinationEdit } }, async (request, reply) =>
    answerEdit(reply, await updateDestination(db, request.params.slug, request.body, editorOf(request)), 'No such destination.'),
  );

  app.get('/site/phone', { schema: { tags, summary: 'The phone number the site shows' } }, async () => ok({ phone: await readPhone(db) }));

  app.put('/site/phone', { schema: { tags, summary: 'Change the phone number the site shows', body: PhoneEdit } }, async (request) => {
    const phone = await updatePhone(db, request.body.phone, editorOf(request));
    refreshPublicReads(app);
    return ok({ phone });
  });
};

export default contentRoutes;
