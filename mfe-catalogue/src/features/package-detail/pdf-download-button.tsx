import { useState } from 'react';
import { api, Button, toast } from '@safarnama/shared';

export const PDF_FAILED = 'The itinerary PDF could not be downloaded. Please try again.';

/**
 * Download itinerary (PDF): the link comes from GET /package/package-pdf when the
 * visitor asks for it, not with the page (most visitors never do, and the page
 * should not wait for it).
 */
export function PdfDownloadButton({ packageName, fileName }: { packageName: string; fileName: string }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const result = await api.getPackagePdf(packageName);
      if (result.code !== 1 || !result.data?.pdfUrl) throw new Error(result.message || 'no PDF link');
      const link = document.createElement('a');
      link.href = result.data.pdfUrl;
      link.download = `${fileName}-itinerary.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      console.error(`[package-detail] the PDF of "${packageName}" could not be fetched`, error);
      toast.error(PDF_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void download()} loading={busy} loadingText="Preparing PDF...">
      Download itinerary (PDF)
    </Button>
  );
}
