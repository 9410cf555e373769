// Itinerary PDFs: rendered from the database by the itinerary layout (itinerary-pdf-layout.ts),
// stored in the database keyed by package and version (so every server process
// shares one copy), and re-rendered when the package, its itinerary, the phone
// number or the layout changes, because each of those changes the version.
import type { Kysely } from 'kysely';
import type { ItineraryPdfInput } from './itinerary-pdf-layout';
import type { Database } from '../db/schema';
import { BRAND } from '../lib/brand';
import { nowIso } from '../lib/dates';
import { contentHash } from '../lib/hash';
import { lookupKey } from '../lib/keys';
import { pdfUrl } from '../lib/media';
import { parseStages } from '../lib/stages';
import * as catalogueRepo from '../repositories/catalogue.repository';
import * as platformRepo from '../repositories/platform.repository';

/** Bump when the PDF input or its rendering changes in a way the hash cannot see. */
const PDF_LAYOUT_VERSION = 1;

export type PdfRenderer = (input: ItineraryPdfInput) => Promise<Buffer>;

export type PdfLookup =
  | { kind: 'pdf'; pdf: Buffer; filename: string }
  | { kind: 'moved'; url: string }
  | { kind: 'missing' };

export class PdfService {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly render: PdfRenderer,
    private readonly siteUrl: string,
  ) {}

  private async phone(): Promise<string> {
    return (await catalogueRepo.findTfn(this.db, 1))?.tfn_number ?? BRAND.defaultPhone;
  }

  private version(contentHashOfPackage: string, phone: string): string {
    return contentHash([contentHashOfPackage, phone, BRAND, this.siteUrl, PDF_LAYOUT_VERSION]).slice(0, 12);
  }

  /** The current PDF URL of the package a name stands for, or null. */
  async urlFor(packageName: string): Promise<string | null> {
    const key = lookupKey(packageName);
    if (key === '') return null;
    const pkg = await catalogueRepo.findPackageByKey(this.db, key);
    if (!pkg) return null;
    return pdfUrl(pkg.slug, this.version(pkg.content_hash, await this.phone()));
  }

  /** Resolves /media/itineraries/<slug>-<version>.pdf. */
  async lookup(file: string): Promise<PdfLookup> {
    const match = /^(.{1,300})-([0-9a-f]{12})\.pdf$/s.exec(file);
    if (!match) return { kind: 'missing' };
    const [, slug, version] = match;
    const pkg = await catalogueRepo.findPackageBySlug(this.db, slug);
    if (!pkg) return { kind: 'missing' };
    const phone = await this.phone();
    const current = this.version(pkg.content_hash, phone);
    if (current !== version) return { kind: 'moved', url: pdfUrl(pkg.slug, current) };
    const cached = await platformRepo.findPdf(this.db, pkg.id, version);
    const pdf = cached ? Buffer.from(cached.pdf) : await this.renderOnce(pkg, version, phone);
    return { kind: 'pdf', pdf, filename: `${pkg.slug}-itinerary.pdf` };
  }

  private renderOnce(
    pkg: NonNullable<Awaited<ReturnType<typeof catalogueRepo.findPackageBySlug>>>,
    version: string,
    phone: string,
  ): Promise<Buffer> {
    const key = `${pkg.id}:${version}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const job = (async () => {
      const days = await catalogueRepo.listItinerary(this.db, pkg.id);
      const pdf = await this.render({
        brand: { name: BRAND.name, phone, email: BRAND.email, address: BRAND.address, website: this.siteUrl },
        pkg: {
          name: pkg.name,
          days: pkg.days,
          price: pkg.price,
          destinationName: pkg.destination_name,
          information: pkg.information,
          inclusions: splitLines(pkg.inclusions),
          exclusions: splitLines(pkg.exclusions),
          tourPolicy: pkg.tour_policy,
          cancellationPolicy: pkg.cancellation_policy,
        },
        itinerary: days.map((d) => ({
          day: d.day,
          name: d.name,
          description: d.description,
          stages: parseStages(d.stages),
          accommodation: d.accommodation,
          hotelName: d.hotel_name,
        })),
      });
      await platformRepo.savePdf(this.db, pkg.id, version, pdf, nowIso());
      return pdf;
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }
}

function splitLines(text: string): string[] {
  return text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}
