// Renders itinerary PDFs in a worker thread. pdfkit lays out a document
// synchronously (about half a second for a long itinerary on a busy machine), and
// on the main thread that would stall every other request meanwhile. The worker
// loads the layout as JavaScript (the compiled api/dist/itinerary-pdf-layout.js:
// a worker thread has no TypeScript loader); if it cannot start, rendering falls
// back to the main thread so a PDF is never refused.
import { Worker } from 'node:worker_threads';
import type { ItineraryPdfInput } from './itinerary-pdf-layout';
import type { PdfRenderer } from './pdf.service';

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { renderItineraryPdf } = require(workerData.module);
parentPort.on('message', async ({ id, input }) => {
  try {
    const pdf = await renderItineraryPdf(input);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
    parentPort.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
parentPort.postMessage({ ready: true });
`;

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

export interface WorkerPdfRenderer {
  render: PdfRenderer;
  close(): Promise<void>;
}

/**
 * @param modulePath the JavaScript module exporting renderItineraryPdf (the compiled itinerary-pdf-layout)
 * @param inProcess the same renderer on this thread, used when the worker cannot start
 */
export function createWorkerPdfRenderer(modulePath: string, inProcess: PdfRenderer): WorkerPdfRenderer {
  let worker: Worker | null = null;
  let ready: Promise<boolean> | null = null;
  let broken = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(error: Error): void {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  }

  function start(): Promise<boolean> {
    if (ready) return ready;
    const w = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { module: modulePath },
    });
    w.unref();
    worker = w;
    ready = new Promise<boolean>((resolve) => {
      w.on('message', (message: { ready?: boolean; id?: number; pdf?: Uint8Array; error?: string }) => {
        if (message.ready) return resolve(true);
        const p = pending.get(message.id!);
        if (!p) return;
        pending.delete(message.id!);
        if (message.pdf) p.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
        else p.reject(new Error(message.error ?? 'PDF rendering failed'));
      });
      w.on('error', (error) => {
        resolve(false);
        failAll(error);
      });
      w.on('exit', () => {
        resolve(false);
        failAll(new Error('PDF worker stopped'));
        if (worker === w) {
          worker = null;
          ready = null; // start a fresh worker next time
        }
      });
    });
    return ready;
  }

  return {
    async render(input: ItineraryPdfInput): Promise<Buffer> {
      if (broken || !(await start()) || !worker) {
        broken = true;
        return inProcess(input);
      }
      const w = worker;
      return new Promise<Buffer>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        w.postMessage({ id, input });
      });
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
