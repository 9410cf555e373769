// The release API: what `npm run remotes -- <command> --server <url>` calls, so that
// a team's CI releases its remote holding only its token. The same commands as the
// CLI on the server's machine, through the same ReleaseManager and with the same
// words: a refused action answers 409 with the message the CLI prints after
// "Refused:", and changes nothing. Who acts is the token's owner (history says so).
//
//   GET  /api/releases                    list          any token
//   GET  /api/releases/status             status        any token
//   GET  /api/releases/history            history       any token
//   POST /api/releases/:remote/publish    a tar.gz of the build (release-archive.ts)
//   POST /api/releases/:remote/pin | canary | promote | abort | rollback | preview-link
//   POST /api/releases/release            several remotes at once (release managers)
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_ARCHIVE_BYTES, unpackBuild } from '../../../releases/release-archive';
import { ReleaseError } from '../../../releases/release-error';
import type { ReleaseManager } from '../../../releases/release-manager';
import type { ReleaseAction } from '../../../releases/release-tokens';
import { MAX_PREVIEW_TTL_MS, previewLink } from '../../../releases/preview-token';
import { isOneLine, VERSION_PATTERN } from '../../../releases/versions';
import { mayAct, requireReleaseToken } from '../../../plugins/app/release-auth';
import { sendEnvelope } from '../../../plugins/app/error-handler';

const VERSION = z.string().regex(VERSION_PATTERN, { error: 'must be a version such as 1.4.0' });
// one line of text for the audit log, as the CLI's --reason
const REASON = z.string().max(500, { error: 'must be at most 500 characters' }).refine(isOneLine, { error: 'must be one line of text' }).optional();
const RemoteParams = z.object({ remote: z.string().min(1).max(40) });
const ReasonBody = z.object({ reason: REASON }).default({});

const ACTION_SUMMARIES = {
  promote: 'Make the canary the pinned version',
  abort: 'End the canary: everyone gets the pinned version',
  rollback: 'Pin the version pinned before (release managers)',
} as const;

const ok = (message: string, data: unknown) => ({ code: 1 as const, message, data });

const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  requireReleaseToken(app);
  // the build's archive, read whole (a few megabytes; its limit is the route's bodyLimit)
  app.addContentTypeParser(['application/gzip', 'application/x-gzip', 'application/octet-stream'], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  /** Authenticates, checks the token may do `action` to `remotes`, then runs `work` as the token's owner. */
  async function act<T>(request: FastifyRequest, reply: FastifyReply, action: ReleaseAction | 'read', remotes: string[], work: (manager: ReleaseManager) => Promise<T>) {
    const credential = mayAct(request, reply, action, remotes);
    if (!credential) return reply;
    try {
      return await work(app.services.releases.as(credential.owner));
    } catch (error) {
      if (!(error instanceof ReleaseError)) throw error;
      request.log.warn({ tokenId: credential.id, owner: credential.owner, action, remotes }, `release API: ${action} refused: ${error.message}`);
      return sendEnvelope(reply, 409, { code: 0, message: error.message });
    }
  }

  // documented in /api/docs; Authorization: Bearer <release token> instead of the authCode
  const common = { config: { public: true }, schema: { tags: ['releases'] } } as const;
  const doc = (summary: string) => ({ ...common.schema, summary: `${summary} (Authorization: Bearer <release token>)` });

  app.get('/', { ...common, schema: doc('Each remote: pinned version, canary, published versions') }, (request, reply) => act(request, reply, 'read', [], async (m) => ok('Releases', await m.list())));

  app.get('/status', { ...common, schema: doc('Loads and failures of each live version, one per visitor, since its canary started (else this clock hour)') }, (request, reply) => act(request, reply, 'read', [], async () => ok('Loads per live version', await app.services.releaseHealth.status())));

  app.get(
    '/history',
    { ...common, schema: { ...doc('The audit log, oldest first'), querystring: z.object({ remote: z.string().max(40).optional(), limit: z.coerce.number().int().min(1).max(100_000).default(100) }) } },
    (request, reply) => act(request, reply, 'read', [], async (m) => ok('History', await m.history(request.query.remote, request.query.limit))),
  );

  app.post('/:remote/publish', { ...common, bodyLimit: MAX_ARCHIVE_BYTES, schema: { ...doc('Publish a build: a gzipped tar with release-files.json (the SHA-384 of every file)'), params: RemoteParams, querystring: z.object({ origin: z.string().max(200).optional() }) } }, (request, reply) =>
    act(request, reply, 'publish', [request.params.remote], async (m) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new ReleaseError('Send the build as a gzipped tar archive (Content-Type: application/gzip); npm run remotes -- publish packs one.');
      const files = await unpackBuild(request.body);
      const result = await m.publishFiles(request.params.remote, files, 'the uploaded archive', request.query.origin);
      reply.code(result.already ? 200 : 201);
      return ok(result.already ? 'Already published with these same files' : 'Published', result);
    }),
  );

  app.post('/:remote/pin', { ...common, schema: { ...doc('Pin a published version for everyone'), params: RemoteParams, body: z.object({ version: VERSION, reason: REASON }) } }, (request, reply) =>
    act(request, reply, 'pin', [request.params.remote], async (m) => ok('Pinned', await m.pin(request.params.remote, request.body.version, request.body.reason))),
  );

  app.post(
    '/:remote/canary',
    { ...common, schema: { ...doc('Give a share of visitors a published version'), params: RemoteParams, body: z.object({ version: VERSION, percent: z.number().int().min(1).max(100), reason: REASON }) } },
    (request, reply) =>
      act(request, reply, 'canary', [request.params.remote], async (m) => ok('Canary', await m.canary(request.params.remote, request.body.version, request.body.percent, request.body.reason))),
  );

  for (const action of ['promote', 'abort', 'rollback'] as const) {
    app.post(`/:remote/${action}`, { ...common, schema: { ...doc(ACTION_SUMMARIES[action]), params: RemoteParams, body: ReasonBody } }, (request, reply) =>
      act(request, reply, action, [request.params.remote], async (m) => ok(action, await m[action](request.params.remote, request.body?.reason))),
    );
  }

  app.post(
    '/release',
    {
      ...common,
      schema: { ...doc('Pin several remotes at once, all or nothing (release managers)'), body: z.object({ targets: z.array(z.object({ remote: z.string().min(1).max(40), version: VERSION })).min(1).max(20), reason: REASON }) },
    },
    (request, reply) =>
      act(request, reply, 'release', request.body.targets.map((t) => t.remote), async (m) => ok('Released', await m.release(request.body.targets, request.body.reason))),
  );

  app.post(
    '/:remote/preview-link',
    {
      ...common,
      schema: {
        ...doc('A signed link that shows a published version to one browser'),
        params: RemoteParams,
        body: z.object({ version: VERSION, ttlMs: z.number().int().min(1000).max(MAX_PREVIEW_TTL_MS), origin: z.url({ protocol: /^https?$/ }).optional() }),
      },
    },
    (request, reply) =>
      act(request, reply, 'preview', [request.params.remote], async (m) => {
        const { remote } = request.params;
        const { version, ttlMs, origin } = request.body;
        await m.assertPublished(remote, version);
        const expiresAt = Date.now() + ttlMs;
        const link = previewLink(origin ? new URL(origin).origin : app.config.siteOrigin, { remote, version, expiresAt }, app.config.previewSecret);
        return ok('Preview link', { remote, version, link, expiresAt: new Date(expiresAt).toISOString() });
      }),
  );
};

export default releaseRoutes;
