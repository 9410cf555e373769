// After an edit is stored, this process forgets what it kept of the catalogue, so the
// next public read shows the edit at once. What it cannot reach lasts at most about a
// minute: the rendered pages (static-site.ts keeps each for CATALOGUE_CACHE_TTL_MS,
// then renders again from the fresh answers), another process's caches (their TTL,
// with one more period of stale-while-revalidate: 60 s at the default 30 s) and
// browsers and CDNs (Cache-Control: max-age=60 on the public reads).
import type { FastifyInstance } from 'fastify';

export function refreshPublicReads(app: FastifyInstance): void {
  app.services.catalogue.clearCache();
  app.services.blogs.clearCache();
  app.services.luna.reloadCatalogue();
}
