// Services built once per app over its database; routes reach them as app.services.
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { BlogService } from '../../services/blog.service';
import { CatalogueService } from '../../services/catalogue.service';
import { LeadsService } from '../../services/leads.service';
import { type PdfRenderer, PdfService } from '../../services/pdf.service';

export interface Services {
  catalogue: CatalogueService;
  blogs: BlogService;
  leads: LeadsService;
  pdfs: PdfService;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    services: Services;
  }
}

export default fp(
  async (app, opts: { config: AppConfig; renderPdf: PdfRenderer }) => {
    const ttl = opts.config.catalogueCacheTtlMs;
    app.decorate('config', opts.config);
    app.decorate('services', {
      catalogue: new CatalogueService(app.db, ttl),
      blogs: new BlogService(app.db, ttl),
      leads: new LeadsService(app.db),
      pdfs: new PdfService(app.db, opts.renderPdf, opts.config.siteUrl),
    });
  },
  { name: 'services', dependencies: ['db'] },
);
