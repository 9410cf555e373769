// /newsletter/unsubscribe?token=: the page a person opens from the unsubscribe link
// of one of our mails. Opening it changes nothing (mail scanners open links); its
// button posts the form back here, which unsubscribes and says so. Plain HTML from
// the server: it works without JavaScript and loads none of the site's bundles.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { BRAND } from '../lib/brand';
import { optOut, UNSUBSCRIBE_MESSAGES, UNSUBSCRIBE_PAGE_PATH, unsubscribeTokens } from '../privacy/unsubscribe';
import { writeRateLimit } from '../plugins/app/rate-limit';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An address shown as p****@example.in: enough to recognise, not to read off a shoulder. */
function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(1, Math.min(local.length - 1, 6)))}@${domain}`;
}

// the site's colours (shared/design.md): ink on canvas, saffron button with white text (AA)
const STYLE = `
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#FAF7F2;color:#1F2933;line-height:1.5}
  main{max-width:32rem;margin:10vh auto;padding:2rem;background:#FFFFFF;border-radius:12px;box-shadow:0 2px 12px rgba(31,41,51,.08)}
  h1{font-size:1.5rem;margin:0 0 1rem;color:#0F6E7A}
  p{margin:0 0 1rem}
  a{color:#B34700}
  button{font:inherit;font-weight:600;background:#B34700;color:#FFFFFF;border:0;border-radius:8px;padding:.75rem 1.5rem;cursor:pointer;min-height:44px}
  button:focus-visible{outline:3px solid #0F6E7A;outline-offset:2px}
  .brand{font-weight:700;color:#B34700;text-decoration:none;display:inline-block;margin-bottom:1.5rem}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} | ${escapeHtml(BRAND.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<a class="brand" href="/">${escapeHtml(BRAND.name)}</a>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/privacy-policy">Privacy policy</a></p>
</main>
</body>
</html>`;
}

function send(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

const invalidLink = () => page('This link is not valid', `<p>${escapeHtml(UNSUBSCRIBE_MESSAGES.forged)}</p><p>Email <a href="mailto:${BRAND.email}">${BRAND.email}</a> and we will remove you.</p>`);

const unsubscribePageRoutes: FastifyPluginAsync = async (app) => {
  const tokens = unsubscribeTokens(app.config.previewSecret);
  // the page's own form posts form-encoded; its fields are not needed (the token is in the URL)
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
  const tokenOf = (query: unknown) => {
    const token = (query as Record<string, unknown> | undefined)?.token;
    return typeof token === 'string' && token.length <= 600 ? token : '';
  };

  app.get(UNSUBSCRIBE_PAGE_PATH, { schema: { tags: ['site'], operationId: 'getUnsubscribePage', summary: 'The unsubscribe page (HTML, noindex) for ?token= from one of our mails: a button that posts back here; opening it changes nothing' } }, async (request, reply) => {
    const token = tokenOf(request.query);
    const email = tokens.emailOf(token);
    if (!email) return send(reply, 400, invalidLink());
    const action = `${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`;
    return send(
      reply,
      200,
      page(
        'Unsubscribe from our emails',
        `<p>Stop all emails from ${escapeHtml(BRAND.name)} to <strong>${escapeHtml(maskedEmail(email))}</strong>: the newsletter and the acknowledgements of your enquiries.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>
<p>Changed your mind? Simply close this page.</p>`,
      ),
    );
  });

  app.post(
    UNSUBSCRIBE_PAGE_PATH,
    { schema: { tags: ['site'], operationId: 'postUnsubscribePage', summary: "The unsubscribe page's button (a form post, no JavaScript): unsubscribes ?token= and answers a page that says so; 400 for a token this server did not make" }, config: { rateLimit: writeRateLimit(app.config.rateLimitWriteMax, app.config.rateLimitWindowMs) } },
    async (request, reply) => {
      const email = tokens.emailOf(tokenOf(request.query));
      if (!email) return send(reply, 400, invalidLink());
      const outcome = await optOut(app.db, email);
      const title = outcome === 'already' ? 'Already unsubscribed' : 'You are unsubscribed';
      return send(reply, 200, page(title, `<p>${escapeHtml(UNSUBSCRIBE_MESSAGES[outcome])}</p><p><a href="/">Back to ${escapeHtml(BRAND.name)}</a></p>`));
    },
  );
};

export default unsubscribePageRoutes;
