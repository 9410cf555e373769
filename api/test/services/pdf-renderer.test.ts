// Itinerary PDFs render in a worker thread (the main thread keeps serving), which loads
// the compiled layout as the compiled server does.
import { packages } from '../../src/content/index';
import { type ItineraryPdfInput, renderItineraryPdf } from '../../src/services/itinerary-pdf-layout';
import { createWorkerPdfRenderer } from '../../src/services/pdf-renderer';
import { buildCompiledApi } from '../helpers/compiled-api';

const pkg = packages[0];
const input: ItineraryPdfInput = {
  brand: { name: 'Safarnama Holidays', phone: '8069254000', email: 'support@safarnamaholidays.in', address: 'Noida', website: 'www.safarnamaholidays.in' },
  pkg: {
    name: pkg.name,
    days: pkg.days,
    price: pkg.price,
    destinationName: 'Goa',
    information: pkg.information,
    inclusions: pkg.inclusions,
    exclusions: pkg.exclusions,
    tourPolicy: pkg.tourPolicy,
    cancellationPolicy: pkg.cancellationPolicy,
  },
  itinerary: pkg.itinerary,
};

describe('worker PDF renderer', () => {
  it('renders in the worker, not on the main thread, and matches the in-process output', async () => {
    const inProcess = jest.fn(renderItineraryPdf);
    const renderer = createWorkerPdfRenderer(buildCompiledApi().pdfLayoutFile, inProcess);
    try {
      const [a, b] = await Promise.all([renderer.render(input), renderer.render({ ...input, pkg: { ...input.pkg, name: `${pkg.name} II` } })]);
      expect(inProcess).not.toHaveBeenCalled();
      expect(a.subarray(0, 5).toString()).toBe('%PDF-');
      expect(b.subarray(0, 5).toString()).toBe('%PDF-');
      expect(a.equals(b)).toBe(false);
      expect(a.equals(await renderItineraryPdf(input))).toBe(true);
    } finally {
      await renderer.close();
    }
  });

  it('falls back to the main thread when the worker cannot load the renderer', async () => {
    const inProcess = jest.fn(async () => Buffer.from('%PDF-fallback'));
    const renderer = createWorkerPdfRenderer('/nonexistent/module.js', inProcess);
    try {
      expect((await renderer.render(input)).toString()).toBe('%PDF-fallback');
      expect(inProcess).toHaveBeenCalledTimes(1);
    } finally {
      await renderer.close();
    }
  });
});
