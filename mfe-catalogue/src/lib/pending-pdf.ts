// The itinerary PDF waiting for an enquiry: Download PDF stores it and opens /enquiry
// in a new tab; the enquiry page sends the visitor back with formSubmitted=true, and
// the page then downloads it, once, if it is recent enough.
import { timings } from '@safarnama/shared';

export const PENDING_PDF_KEY = 'pendingPdfDownload';

export interface PendingPdf {
  name: string;
  pdfUrl: string;
  /** ms since the epoch */
  timestamp: number;
}

export function savePendingPdf(name: string, pdfUrl: string, now = Date.now()): void {
  const record: PendingPdf = { name, pdfUrl, timestamp: now };
  try {
    localStorage.setItem(PENDING_PDF_KEY, JSON.stringify(record));
  } catch (error) {
    // private mode or a full storage: the enquiry still opens, only the automatic download is lost
    console.error('The pending itinerary download could not be stored', error);
  }
}

/**
 * Removes the pending record and returns it when it is younger than the expiry
 * (10 minutes); an older or unreadable record is discarded and gives null.
 */
export function takePendingPdf(now = Date.now()): PendingPdf | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PENDING_PDF_KEY);
    localStorage.removeItem(PENDING_PDF_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as Partial<PendingPdf>;
    if (typeof record.pdfUrl !== 'string' || !record.pdfUrl || typeof record.timestamp !== 'number') return null;
    const age = now - record.timestamp;
    if (age < 0 || age >= timings.pendingPdfExpiry) return null;
    return { name: typeof record.name === 'string' ? record.name : '', pdfUrl: record.pdfUrl, timestamp: record.timestamp };
  } catch {
    return null;
  }
}

/** "goa-beach-escape-itinerary.pdf" */
export function pdfFileName(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'itinerary'}-itinerary.pdf`;
}

/** Starts the download the way a link with `download` does. */
export function downloadFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
