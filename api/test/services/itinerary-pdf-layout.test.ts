// Itinerary PDFs: a real, deterministic PDF with the package name and the price in INR.
import { spawnSync } from 'node:child_process';
import { formatIndianNumber, packages } from '../../src/content';
import { type ItineraryPdfInput, renderItineraryPdf } from '../../src/services/itinerary-pdf-layout';

const brand = {
  name: 'Safarnama Holidays',
  phone: '8069254000',
  email: 'support@safarnamaholidays.in',
  address: '4th Floor, Tower B, Logix Cyber Park, Sector 62, Noida, Uttar Pradesh 201309',
  website: 'http://127.0.0.1:8080',
};

function inputFor(slug: string): ItineraryPdfInput {
  const p = packages.find((x) => x.slug === slug);
  if (!p) throw new Error(slug);
  return {
    brand,
    pkg: {
      name: p.name,
      days: p.days,
      price: p.price,
      destinationName: 'Kashmir',
      information: p.information,
      inclusions: p.inclusions,
      exclusions: p.exclusions,
      tourPolicy: p.tourPolicy,
      cancellationPolicy: p.cancellationPolicy,
    },
    itinerary: p.itinerary.map(({ day, name, description, stages, accommodation, hotelName }) => ({ day, name, description, stages, accommodation, hotelName })),
  };
}

/** Literal strings of the PDF (the info dictionary is never compressed), decoded from PDFDocEncoding or UTF-16BE. */
function pdfStrings(pdf: Buffer): string[] {
  const out: string[] = [];
  const bin = pdf.toString('latin1');
  for (const m of bin.matchAll(/\(((?:\\.|[^\\)])*)\)/gs)) {
    const raw = Buffer.from(m[1].replace(/\\([()\\])/g, '$1'), 'latin1');
    if (raw[0] === 0xfe && raw[1] === 0xff) {
      const le = Buffer.alloc(raw.length - 2);
      for (let i = 2; i + 1 < raw.length; i += 2) {
        le[i - 2] = raw[i + 1];
        le[i - 1] = raw[i];
      }
      out.push(le.toString('utf16le'));
    } else out.push(raw.toString('latin1'));
  }
  return out;
}

function pdftotext(pdf: Buffer): string | null {
  const r = spawnSync('pdftotext', ['-', '-'], { input: pdf });
  return r.status === 0 ? r.stdout.toString('utf8') : null;
}

describe('formatIndianNumber', () => {
  it('groups digits the Indian way', () => {
    expect(formatIndianNumber(150000)).toBe('1,50,000');
    expect(formatIndianNumber(4999)).toBe('4,999');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678');
    expect(formatIndianNumber(100000)).toBe('1,00,000');
  });
});

describe('renderItineraryPdf', () => {
  const input = inputFor('kashmir-and-ladakh-grand-odyssey');
  let pdf: Buffer;

  beforeAll(async () => {
    pdf = await renderItineraryPdf(input);
  });

  it('is a PDF with pages', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });

  it('carries the package name and the price with Indian grouping', () => {
    const strings = pdfStrings(pdf);
    expect(strings.some((s) => s.includes(input.pkg.name))).toBe(true);
    expect(strings.some((s) => s.includes('₹1,50,000 per person on twin sharing'))).toBe(true);
    const text = pdftotext(pdf);
    if (text !== null) {
      expect(text).toContain(input.pkg.name);
      expect(text).toContain('1,50,000');
      expect(text).toContain('per person on twin sharing');
      expect(text).toContain('Day 15: Departure from Leh');
      expect(text).toContain('35% of the package cost is retained and 65% is refunded');
      expect(text).toContain('+91 8069254000');
    }
  });

  it('is deterministic for the same input and changes when the input does', async () => {
    const again = await renderItineraryPdf(input);
    expect(again.equals(pdf)).toBe(true);
    const cheaper = await renderItineraryPdf({ ...input, pkg: { ...input.pkg, price: 149999 } });
    expect(cheaper.equals(pdf)).toBe(false);
  });

  it('renders a one-day package and an empty itinerary without failing', async () => {
    const day = await renderItineraryPdf(inputFor('rishikesh-rafting-day-adventure'));
    expect(day.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const empty = await renderItineraryPdf({ ...input, itinerary: [], pkg: { ...input.pkg, information: '', inclusions: [], exclusions: [] } });
    expect(empty.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
