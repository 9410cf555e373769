import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Back from the enquiry page with formSubmitted=true after a Download PDF: the
 * pending itinerary downloads by itself if it is younger than 10 minutes, and the
 * record goes either way. formSubmitted then leaves the address (replace), so a
 * reload or a shared link does not repeat it.
 */
export function usePendingPdfOnReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const submitted = new URLSearchParams(location.search).get('formSubmitted') === 'true';

  useEffect(() => {
    if (!submitted) return;
    // only a visitor back from an enquiry needs this code: it stays out of the first render
    void import('../../lib/pending-pdf').then(({ downloadFile, pdfFileName, takePendingPdf }) => {
      const pending = takePendingPdf();
      if (pending) downloadFile(pending.pdfUrl, pdfFileName(pending.name));
    });
    const params = new URLSearchParams(location.search);
    params.delete('formSubmitted');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: location.state, preventScrollReset: true });
    // Once per arrival: the address changes right after, which ends `submitted`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitted]);
}
