import { timings } from '@safarnama/shared';
import { PENDING_PDF_KEY, pdfFileName, savePendingPdf, takePendingPdf } from './pending-pdf';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const MINUTE = 60_000;

beforeEach(() => localStorage.clear());

it('stores {name, pdfUrl, timestamp} and hands it back once, while it is younger than 10 minutes', () => {
  savePendingPdf('Goa Beach Escape', '/media/itineraries/goa-beach-escape-abc.pdf', NOW);
  expect(JSON.parse(localStorage.getItem(PENDING_PDF_KEY)!)).toEqual({
    name: 'Goa Beach Escape',
    pdfUrl: '/media/itineraries/goa-beach-escape-abc.pdf',
    timestamp: NOW,
  });
  expect(takePendingPdf(NOW + 9 * MINUTE + 59_000)).toEqual({ name: 'Goa Beach Escape', pdfUrl: '/media/itineraries/goa-beach-escape-abc.pdf', timestamp: NOW });
  expect(localStorage.getItem(PENDING_PDF_KEY)).toBeNull();
  expect(takePendingPdf(NOW + 10 * MINUTE)).toBeNull();
});

it('a record of 10 minutes or more is discarded and gives nothing', () => {
  expect(timings.pendingPdfExpiry).toBe(10 * MINUTE);
  savePendingPdf('Goa Beach Escape', '/x.pdf', NOW);
  expect(takePendingPdf(NOW + 10 * MINUTE)).toBeNull();
  expect(localStorage.getItem(PENDING_PDF_KEY)).toBeNull();

  savePendingPdf('Goa Beach Escape', '/x.pdf', NOW - 11 * MINUTE);
  expect(takePendingPdf(NOW)).toBeNull();
});

it('an unreadable or incomplete record gives nothing and is removed', () => {
  localStorage.setItem(PENDING_PDF_KEY, '{not json');
  expect(takePendingPdf(NOW)).toBeNull();
  expect(localStorage.getItem(PENDING_PDF_KEY)).toBeNull();
  localStorage.setItem(PENDING_PDF_KEY, JSON.stringify({ name: 'x', timestamp: NOW }));
  expect(takePendingPdf(NOW)).toBeNull();
  expect(takePendingPdf(NOW)).toBeNull();
});

it('names the file after the package', () => {
  expect(pdfFileName('Goa Beach Escape')).toBe('goa-beach-escape-itinerary.pdf');
  expect(pdfFileName('  ')).toBe('itinerary-itinerary.pdf');
});
