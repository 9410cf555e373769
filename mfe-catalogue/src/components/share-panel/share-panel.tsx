import { useEffect, useId, useRef, useState } from 'react';
import { api, Button, cx, Modal, timings, toast, usePrefersReducedMotion } from '@safarnama/shared';
import { savePendingPdf } from '../../lib/pending-pdf';
import select from '../select.module.css';
import styles from './share-panel.module.css';

export interface ShareTarget {
  /** What is shared: a package's name, or the listing's title. */
  title: string;
  /** The absolute link that travels in the messages. */
  url: string;
  /** The itineraries Download PDF can get, the default first (a card: its package; the listing: cheapest first). */
  itineraries: ReadonlyArray<{ name: string }>;
}

export interface SharePanelProps {
  target: ShareTarget;
  /** This page's path and query: the enquiry page sends the visitor back there (?from=). */
  openerPath: string;
  /** Called once the panel has slid out; the opener gets its focus back then. */
  onClosed: () => void;
}

export const ENQUIRY_PATH = '/enquiry';

/** "/enquiry?from=%2Fgoa-tour-packages%3Fpage%3D2": the enquiry page returns there with formSubmitted=true. */
export function enquiryPathFrom(openerPath: string): string {
  return `${ENQUIRY_PATH}?from=${encodeURIComponent(openerPath)}`;
}

export function whatsappHref(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} - ${url}`)}`;
}

export function mailHref(title: string, url: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`Have a look at ${title} on Safarnama Holidays: ${url}`)}`;
}

/**
 * The share side panel: WhatsApp and email links with the link, the
 * device's own share sheet where the browser has one, and Download PDF, which stores
 * the pending itinerary and opens the enquiry page in a new tab. Closing slides out
 * in 300 ms (at once under reduced motion); Escape closes; focus returns to the opener.
 */
export default function SharePanel({ target, openerPath, onClosed }: SharePanelProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [closing, setClosing] = useState(false);
  const [chosen, setChosen] = useState(target.itineraries[0]?.name ?? '');
  const [preparing, setPreparing] = useState(false);
  const selectId = useId();
  const timer = useRef<number | undefined>(undefined);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const close = () => {
    if (closing) return;
    if (reducedMotion) {
      onClosed();
      return;
    }
    setClosing(true);
    timer.current = window.setTimeout(onClosed, timings.sharePanelClose);
  };

  const shareOnDevice = async () => {
    try {
      await navigator.share({ title: target.title, text: target.title, url: target.url });
    } catch (error) {
      // the visitor closing the share sheet is not an error; any other failure is logged
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('Device share failed', error);
    }
  };

  const downloadPdf = async () => {
    if (!chosen) return;
    setPreparing(true);
    try {
      const answer = await api.getPackagePdf(chosen);
      if (!answer.data?.pdfUrl) throw new Error(answer.message || 'no pdfUrl in the answer');
      savePendingPdf(chosen, answer.data.pdfUrl);
      window.open(enquiryPathFrom(openerPath), '_blank');
      close();
    } catch (error) {
      console.error(`The itinerary PDF of "${chosen}" could not be prepared`, error);
      toast.error('The itinerary could not be prepared. Please try again.');
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Modal isOpen onClose={close} title={`Share ${target.title}`} closeLabel="Close share panel" className={cx(styles.panel, closing && styles.closing)}>
      <p className={styles.lead}>Send this to your travel companions, or get the day-by-day itinerary as a PDF.</p>
      <ul className={styles.actions}>
        <li>
          <a className={styles.action} href={whatsappHref(target.title, target.url)} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className={styles.whatsapp}>
              <path
                fill="currentColor"
                d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.3 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.2.3.7 1.2 1.5 1.9 1 .9 1.9 1.2 2.2 1.3.3.1.4.1.6-.1l.8-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.3z"
              />
            </svg>
            <span>
              Share on WhatsApp<span className={styles.hidden}> (opens in a new tab)</span>
            </span>
          </a>
        </li>
        <li>
          <a className={styles.action} href={mailHref(target.title, target.url)}>
            <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
              <path d="M3 5h18v14H3zM3 6l9 7 9-7" />
            </svg>
            <span>Share by email</span>
          </a>
        </li>
        {canShare && (
          <li>
            <button type="button" className={styles.action} onClick={() => void shareOnDevice()}>
              <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <path d="M12 15V3m0 0L8 7m4-4 4 4M5 11v9h14v-9" />
              </svg>
              <span>More sharing options</span>
            </button>
          </li>
        )}
      </ul>
      <div className={styles.pdf}>
        <h3 className={styles.pdfTitle}>Itinerary PDF</h3>
        {target.itineraries.length > 1 && (
          <div className={styles.field}>
            <label htmlFor={selectId}>Package</label>
            <select id={selectId} className={select.select} value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {target.itineraries.map((itinerary) => (
                <option key={itinerary.name} value={itinerary.name}>
                  {itinerary.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <p className={styles.note}>We open a short enquiry form in a new tab; your download starts when you send it.</p>
        <Button fullWidth loading={preparing} onClick={() => void downloadPdf()} disabled={!chosen}>
          Download PDF
        </Button>
      </div>
    </Modal>
  );
}
