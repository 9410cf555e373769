// Itinerary PDFs with pdfkit: brand header, package summary with the price in INR
// (Indian digit grouping, ₹ glyph from an embedded font), day-wise itinerary,
// inclusions and exclusions, policies, contact block and page footers.
// Deterministic: the same input always gives the same bytes.
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatIndianNumber } from '../content/slug';

/** What a PDF shows: the brand, the package as stored and its days. */
export interface ItineraryPdfInput {
  brand: { name: string; phone: string; email: string; address: string; website: string };
  pkg: {
    name: string;
    days: number;
    price: number;
    destinationName: string;
    information: string;
    inclusions: string[];
    exclusions: string[];
    tourPolicy: string;
    cancellationPolicy: string;
  };
  itinerary: Array<{ day: number; name: string; description: string; stages: string[]; accommodation: string; hotelName: string }>;
}

const C = {
  saffron: '#E8661A',
  saffronInk: '#B34700',
  teal: '#0F6E7A',
  ink: '#1F2933',
  muted: '#5B6770',
  canvas: '#FAF7F2',
  line: '#E6DED3',
};

const FIXED_DATE = new Date(Date.UTC(2026, 0, 1, 0, 0, 0));

interface FontSet {
  body: string;
  bold: string;
  /** Fallback faces for characters the main subset lacks (₹, extended Latin), or null. */
  extBody: string | null;
  extBold: string | null;
  /** Code points the main face covers. */
  has: (cp: number) => boolean;
  rupee: boolean;
}

interface LoadedFonts {
  files: { body: Buffer; bold: Buffer; extBody: Buffer; extBold: Buffer } | null;
}

let fontCache: LoadedFonts | undefined;

function loadFonts(): LoadedFonts {
  if (fontCache) return fontCache;
  try {
    const dir = path.join(path.dirname(require.resolve('@fontsource/poppins/package.json')), 'files');
    const read = (f: string) => fs.readFileSync(path.join(dir, f));
    fontCache = {
      files: {
        body: read('poppins-latin-400-normal.woff'),
        bold: read('poppins-latin-600-normal.woff'),
        extBody: read('poppins-latin-ext-400-normal.woff'),
        extBold: read('poppins-latin-ext-600-normal.woff'),
      },
    };
  } catch {
    fontCache = { files: null };
  }
  return fontCache;
}

/** Unicode ranges of the @fontsource "latin" subset. */
function inLatinSubset(cp: number): boolean {
  return (
    cp <= 0xff ||
    cp === 0x131 ||
    cp === 0x152 ||
    cp === 0x153 ||
    (cp >= 0x2000 && cp <= 0x206f) ||
    cp === 0x20ac ||
    cp === 0x2122 ||
    cp === 0x2212
  );
}

function setupFonts(doc: PDFKit.PDFDocument): FontSet {
  const { files } = loadFonts();
  if (files) {
    doc.registerFont('body', files.body);
    doc.registerFont('bold', files.bold);
    doc.registerFont('ext-body', files.extBody);
    doc.registerFont('ext-bold', files.extBold);
    return { body: 'body', bold: 'bold', extBody: 'ext-body', extBold: 'ext-bold', has: inLatinSubset, rupee: true };
  }
  // Standard PDF fonts only know WinAnsi: write "INR" for the rupee sign.
  return { body: 'Helvetica', bold: 'Helvetica-Bold', extBody: null, extBold: null, has: (cp) => cp <= 0xff || (cp >= 0x2010 && cp <= 0x2026), rupee: false };
}

interface Run {
  text: string;
  ext: boolean;
}

function runs(text: string, fonts: FontSet): Run[] {
  const out: Run[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const ext = !fonts.has(cp);
    let s = ch;
    if (ext && !fonts.extBody) s = cp === 0x20b9 ? 'INR ' : '?';
    const last = out[out.length - 1];
    if (last && last.ext === (ext && Boolean(fonts.extBody))) last.text += s;
    else out.push({ text: s, ext: ext && Boolean(fonts.extBody) });
  }
  return out;
}

export function rupees(amount: number, fonts?: { rupee: boolean }): string {
  return `${fonts && !fonts.rupee ? 'INR ' : '₹'}${formatIndianNumber(amount)}`;
}

type TextOpts = PDFKit.Mixins.TextOptions;

class Writer {
  readonly left: number;
  readonly width: number;
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly fonts: FontSet,
  ) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  /** Writes text that may mix fonts (the ₹ sign and extended Latin come from the fallback face). */
  text(text: string, opts: TextOpts & { bold?: boolean; size?: number; color?: string; x?: number; y?: number } = {}): void {
    const { bold, size = 10, color = C.ink, x, y, ...rest } = opts;
    const doc = this.doc;
    doc.fontSize(size).fillColor(color);
    const rs = runs(text, this.fonts);
    rs.forEach((r, i) => {
      const face = r.ext ? (bold ? this.fonts.extBold : this.fonts.extBody) : bold ? this.fonts.bold : this.fonts.body;
      doc.font(face as string);
      const o: TextOpts = { ...rest, continued: i < rs.length - 1 };
      if (i === 0 && x !== undefined) doc.text(r.text, x, y ?? doc.y, o);
      else doc.text(r.text, o);
    });
  }

  heightOf(text: string, size: number, width: number, bold = false): number {
    this.doc.font(bold ? this.fonts.bold : this.fonts.body).fontSize(size);
    return this.doc.heightOfString(text.replace(/₹/g, 'Rs'), { width, lineGap: 2 });
  }

  ensure(space: number): void {
    const bottom = this.doc.page.height - this.doc.page.margins.bottom;
    if (this.doc.y + space > bottom) this.doc.addPage();
  }

  heading(title: string): void {
    this.ensure(60);
    const doc = this.doc;
    doc.moveDown(0.6);
    const y = doc.y;
    doc.rect(this.left, y + 2, 4, 16).fill(C.saffron);
    this.text(title, { x: this.left + 12, y, bold: true, size: 14, color: C.teal });
    doc.moveDown(0.3);
  }

  bullets(items: string[], marker = '•', color = C.ink): void {
    const doc = this.doc;
    for (const item of items) {
      const h = this.heightOf(item, 10, this.width - 18);
      this.ensure(h + 4);
      const y = doc.y;
      this.text(marker, { x: this.left + 4, y, bold: true, color: C.saffron, size: 10 });
      this.text(item, { x: this.left + 18, y, width: this.width - 18, size: 10, color, lineGap: 2 });
      doc.moveDown(0.15);
    }
    doc.x = this.left;
  }

  paragraph(text: string, size = 10, color = C.ink): void {
    this.ensure(this.heightOf(text, size, this.width) + 4);
    this.text(text, { x: this.left, y: this.doc.y, width: this.width, size, color, lineGap: 2, align: 'left' });
    this.doc.moveDown(0.5);
  }
}

function header(w: Writer, brand: ItineraryPdfInput['brand']): void {
  const doc = w.doc;
  const W = doc.page.width;
  doc.rect(0, 0, W, 64).fill(C.saffron);
  doc.rect(0, 64, W, 4).fill(C.teal);
  // A small sun-and-hills mark.
  doc.circle(w.left + 16, 32, 14).fill('#FFFFFF');
  doc.circle(w.left + 16, 30, 6).fill('#F6B26B');
  doc.polygon([w.left + 4, 40], [w.left + 12, 32], [w.left + 18, 38], [w.left + 22, 34], [w.left + 28, 40]).fill(C.teal);
  w.text(brand.name, { x: w.left + 40, y: 18, bold: true, size: 18, color: '#FFFFFF', lineBreak: false });
  w.text('Holiday itinerary', { x: W - w.doc.page.margins.right - 160, y: 24, width: 160, align: 'right', size: 10, color: '#FFF4EA', lineBreak: false });
  doc.x = w.left;
  doc.y = 90;
}

function summary(w: Writer, input: ItineraryPdfInput): void {
  const { pkg } = input;
  const doc = w.doc;
  w.text(pkg.name, { x: w.left, y: doc.y, width: w.width, bold: true, size: 22, color: C.ink });
  doc.moveDown(0.4);
  const nights = Math.max(0, pkg.days - 1);
  const duration = pkg.days === 1 ? '1 Day (day tour)' : `${nights} Night${nights === 1 ? '' : 's'} / ${pkg.days} Days`;
  const top = doc.y;
  const boxW = 190;
  const infoW = w.width - boxW - 16;
  w.text(`Destination: ${pkg.destinationName}`, { x: w.left, y: top, width: infoW, size: 11, color: C.ink });
  w.text(`Duration: ${duration}`, { x: w.left, y: top + 18, width: infoW, size: 11, color: C.ink });
  w.text('Flexi package: dates, hotels and sightseeing can be customised.', { x: w.left, y: top + 36, width: infoW, size: 9, color: C.muted });
  const bx = w.left + w.width - boxW;
  doc.roundedRect(bx, top - 4, boxW, 64, 8).fill(C.teal);
  w.text(rupees(pkg.price, w.fonts), { x: bx + 14, y: top + 4, width: boxW - 28, bold: true, size: 22, color: '#FFFFFF', lineBreak: false });
  w.text('per person on twin sharing', { x: bx + 14, y: top + 36, width: boxW - 28, size: 9, color: '#E6F4F5', lineBreak: false });
  doc.x = w.left;
  doc.y = top + 72;
  doc.moveTo(w.left, doc.y).lineTo(w.left + w.width, doc.y).lineWidth(1).strokeColor(C.line).stroke();
  doc.moveDown(0.4);
}

function itinerary(w: Writer, days: ItineraryPdfInput['itinerary']): void {
  const doc = w.doc;
  w.heading('Day-wise itinerary');
  for (const d of days) {
    const stay = d.hotelName ? `${d.accommodation} · Hotel: ${d.hotelName}` : d.accommodation;
    const blockH =
      22 +
      w.heightOf(d.description, 10, w.width - 34) +
      d.stages.reduce((a, s) => a + w.heightOf(s, 9.5, w.width - 48) + 1, 0) +
      w.heightOf(stay, 9, w.width - 34, true) +
      24;
    const usable = doc.page.height - doc.page.margins.top - doc.page.margins.bottom;
    w.ensure(blockH < usable * 0.6 ? blockH : 160);
    const y = doc.y + 4;
    doc.circle(w.left + 11, y + 9, 11).fill(C.saffron);
    w.text(String(d.day), { x: w.left, y: y + 3, width: 22, align: 'center', bold: true, size: 10, color: '#FFFFFF', lineBreak: false });
    w.text(d.name, { x: w.left + 34, y, width: w.width - 34, bold: true, size: 12, color: C.ink });
    doc.moveDown(0.2);
    w.text(d.description, { x: w.left + 34, y: doc.y, width: w.width - 34, size: 10, color: C.ink, lineGap: 2 });
    doc.moveDown(0.3);
    for (const s of d.stages) {
      const h = w.heightOf(s, 9.5, w.width - 48);
      w.ensure(h + 2);
      const sy = doc.y;
      w.text('•', { x: w.left + 36, y: sy, size: 9.5, color: C.saffron, bold: true });
      w.text(s, { x: w.left + 48, y: sy, width: w.width - 48, size: 9.5, color: C.ink, lineGap: 1 });
    }
    doc.moveDown(0.3);
    w.ensure(30);
    w.text(stay, { x: w.left + 34, y: doc.y, width: w.width - 34, size: 9, color: C.saffronInk, bold: true });
    doc.moveDown(0.7);
    doc.x = w.left;
  }
}

function contact(w: Writer, brand: ItineraryPdfInput['brand']): void {
  const doc = w.doc;
  w.ensure(120);
  doc.moveDown(0.6);
  const top = doc.y;
  doc.roundedRect(w.left, top, w.width, 96, 8).fill(C.canvas);
  doc.roundedRect(w.left, top, w.width, 96, 8).lineWidth(1).strokeColor(C.line).stroke();
  w.text('Talk to our travel experts (24x7)', { x: w.left + 16, y: top + 12, bold: true, size: 12, color: C.teal });
  w.text(`Phone: +91 ${brand.phone}`, { x: w.left + 16, y: top + 34, size: 10 });
  w.text(`Email: ${brand.email}`, { x: w.left + 16, y: top + 50, size: 10 });
  w.text(`Website: ${brand.website}`, { x: w.left + 16, y: top + 66, size: 10 });
  w.text(brand.address, { x: w.left + w.width / 2, y: top + 34, width: w.width / 2 - 16, size: 9, color: C.muted, lineGap: 1 });
  doc.x = w.left;
  doc.y = top + 104;
}

function footers(w: Writer, brand: ItineraryPdfInput['brand'], pkgName: string): void {
  const doc = w.doc;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 36;
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.moveTo(w.left, bottom - 6).lineTo(w.left + w.width, bottom - 6).lineWidth(0.5).strokeColor(C.line).stroke();
    w.text(`${brand.name} · +91 ${brand.phone} · ${brand.email}`, { x: w.left, y: bottom, width: w.width * 0.7, size: 8, color: C.muted, lineBreak: false });
    w.text(`Page ${i - range.start + 1} of ${range.count}`, { x: w.left + w.width * 0.7, y: bottom, width: w.width * 0.3, align: 'right', size: 8, color: C.muted, lineBreak: false });
    if (i > range.start) {
      w.text(pkgName, { x: w.left, y: 20, width: w.width, size: 8, color: C.muted, lineBreak: false });
    }
    doc.page.margins.bottom = saved;
  }
}

/** Renders the itinerary PDF for a package. Same input, same bytes. */
export function renderItineraryPdf(input: ItineraryPdfInput): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    try {
      const { pkg, brand } = input;
      const nights = Math.max(0, pkg.days - 1);
      const doc = new PDFDocument({
        size: 'A4',
        margins: { top: 48, bottom: 56, left: 48, right: 48 },
        bufferPages: true,
        autoFirstPage: true,
        info: {
          Title: `${pkg.name} - itinerary`,
          Author: brand.name,
          Subject: `${pkg.destinationName}, ${pkg.days === 1 ? '1 day' : `${nights} nights / ${pkg.days} days`}, ${rupees(pkg.price)} per person on twin sharing`,
          Keywords: `${pkg.destinationName}, itinerary, tour package`,
          Creator: brand.name,
          Producer: brand.name,
          CreationDate: FIXED_DATE,
          ModDate: FIXED_DATE,
        },
      });
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);

      const w = new Writer(doc, setupFonts(doc));
      header(w, brand);
      summary(w, input);
      if (pkg.information.trim()) {
        w.heading('Overview');
        for (const para of pkg.information.split(/\n\s*\n/)) if (para.trim()) w.paragraph(para.trim().replace(/\s*\n\s*/g, ' '));
      }
      if (input.itinerary.length) itinerary(w, [...input.itinerary].sort((a, b) => a.day - b.day));
      w.heading('Inclusions');
      w.bullets(pkg.inclusions);
      w.heading('Exclusions');
      w.bullets(pkg.exclusions, '•', C.muted);
      w.heading('Confirmation policy');
      for (const line of pkg.tourPolicy.split('\n').filter((l) => l.trim())) w.paragraph(line.trim(), 9.5);
      w.heading('Cancellation policy');
      w.text('If you cancel your holiday:', { x: w.left, y: doc.y, bold: true, size: 10, color: C.ink });
      doc.moveDown(0.3);
      for (const line of pkg.cancellationPolicy.split('\n').filter((l) => l.trim() && !/^if you cancel/i.test(l.trim()))) w.paragraph(line.trim(), 9.5);
      contact(w, brand);
      footers(w, brand, pkg.name);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
