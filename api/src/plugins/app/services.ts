// Services built once per app over its database; routes reach them as app.services.
// The search-tracking writer is closed (its queued rows written) when the app
// closes: onClose hooks run in reverse order of registration, so this one runs
// before the db plugin's hook closes the database.
import fp from 'fastify-plugin';
import path from 'node:path';
import { type AppConfig, type ReleasesConfig, REPO_ROOT } from '../../config';
import { BlogService } from '../../services/blog.service';
import { BotCheckService, botCheckKey } from '../../services/bot-check.service';
import { CaptchaService } from '../../services/captcha.service';
import { CatalogueService } from '../../services/catalogue.service';
import { LeadsService } from '../../services/leads.service';
import { LunaService } from '../../services/luna.service';
import { type PdfRenderer, PdfService } from '../../services/pdf.service';
import { SearchEventWriter } from '../../services/search-tracking';
import { ReleaseHealth } from '../../releases/release-health';
import { ReleaseManager } from '../../releases/release-manager';
import { openReleaseStore, type ReleaseStore } from '../../releases/store/release-store';
import { LeadDeliveryWorker } from '../../lead-delivery/delivery-worker';
import { describeDelivery, LeadOutbox } from '../../lead-delivery/outbox';
import { BRAND } from '../../lib/brand';
import { findTfn } from '../../repositories/catalogue.repository';
import { RetentionSweeper } from '../../privacy/retention';
import { unsubscribeTokens } from '../../privacy/unsubscribe';

export interface Services {
  catalogue: CatalogueService;
  blogs: BlogService;
  leads: LeadsService;
  /** The contact and support forms' captcha challenges. */
  captcha: CaptchaService;
  /** The lead writes' proof-of-work challenges. */
  botCheck: BotCheckService;
  luna: LunaService;
  pdfs: PdfService;
  /** Queued tracking rows; flush() writes them now (tests), the app's close writes them all. */
  searchTracking: SearchEventWriter;
  /** Remote load outcomes and the automatic canary abort. */
  releaseHealth: ReleaseHealth;
  /** The release API's commands; `.as(owner)` acts for a token's owner. */
  releases: ReleaseManager;
  /** The published files of every remote version (RELEASE_FILES). */
  releaseStore: ReleaseStore;
  /** Where each stored lead's deliveries are queued. */
  leadOutbox: LeadOutbox;
  /** Sends the queued deliveries; null when lead delivery is off. */
  leadDelivery: LeadDeliveryWorker | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    services: Services;
  }
}

export default fp(
  async (app, opts: { config: AppConfig; releases: ReleasesConfig; renderPdf: PdfRenderer }) => {
    const ttl = opts.config.catalogueCacheTtlMs;
    const searchTracking = new SearchEventWriter(app.db, app.log);
    const captcha = new CaptchaService(app.db);
    const botCheck = new BotCheckService(app.db, botCheckKey(opts.config.previewSecret));
    const leadOutbox = new LeadOutbox(opts.config.leadDelivery);
    const leadDelivery = leadOutbox.enabled
      ? new LeadDeliveryWorker(app.db, opts.config.leadDelivery, leadOutbox, app.log, async () => (await findTfn(app.db, 1))?.tfn_number ?? BRAND.defaultPhone, {
          tokens: unsubscribeTokens(opts.config.previewSecret),
          siteOrigin: opts.config.siteOrigin,
        })
      : null;
    // visitor addresses are blanked once past their retention (privacy/retention.ts)
    const retention = new RetentionSweeper(app.db, opts.config.privacy.ipRetentionDays, app.log);
    const releaseStore = openReleaseStore(opts.releases.files, { deployDir: opts.releases.deployDir, db: app.db });
    const releases = new ReleaseManager(app.db, {
      deployDir: opts.releases.deployDir,
      store: releaseStore,
      shellDist: opts.releases.shellDir,
      cdnOrigins: opts.releases.cdnOrigins,
      sharedPackageJson: path.join(REPO_ROOT, 'shared', 'package.json'),
      actor: 'server',
    });
    app.decorate('config', opts.config);
    app.decorate('services', {
      catalogue: new CatalogueService(app.db, ttl),
      blogs: new BlogService(app.db, ttl),
      leads: new LeadsService(app.db, searchTracking, captcha, botCheck, leadOutbox),
      captcha,
      botCheck,
      luna: new LunaService(app.db, opts.config.lunaModel, app.log),
      pdfs: new PdfService(app.db, opts.renderPdf, opts.config.siteUrl),
      searchTracking,
      releaseHealth: new ReleaseHealth(app.db),
      releases,
      releaseStore,
      leadOutbox,
      leadDelivery,
    });
    app.addHook('onReady', async () => retention.start());
    app.addHook('onClose', () => retention.close());
    app.addHook('onReady', async () => {
      if (!leadDelivery) {
        app.log.warn('lead delivery is off: neither LEAD_WEBHOOK_URL nor SMTP_URL is set, so leads are stored and exported (npm run export) but sent nowhere');
        return;
      }
      leadDelivery.start();
      app.log.info(`lead delivery is on (${describeDelivery(opts.config.leadDelivery)}): each stored lead is sent from the outbox`);
    });
    // before the database closes (onClose hooks run in reverse order): attempts under way are recorded
    app.addHook('onClose', () => leadDelivery?.close());
    app.addHook('onClose', () => searchTracking.close());
  },
  { name: 'services', dependencies: ['db'] },
);
