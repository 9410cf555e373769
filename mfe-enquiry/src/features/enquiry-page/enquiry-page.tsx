import { useNavigate } from 'react-router-dom';
import { Card, PhoneLink, timings, usePageMeta } from '@safarnama/shared';
import { EnquiryForm, THANK_YOU_PATH } from '../../components/enquiry-form/enquiry-form';
import { Steps } from '../../components/steps';
import styles from './enquiry-page.module.css';

const STEPS = [
  { title: 'Share your details', text: 'Tell us where you want to go, when, from which city and how many of you are travelling.' },
  { title: 'Compare quotes', text: 'Verified agents who know the region send you their best plans. Compare and customise them.' },
  { title: 'Book and enjoy', text: 'Choose the plan you like, pay securely, and travel with 24/7 support.' },
] as const;

const REASONS = [
  { title: 'Verified agents', text: 'Every agent is checked and reviewed before they can quote for you.' },
  { title: 'Best prices', text: 'Several quotes for the same plan keep prices honest and competitive.' },
  { title: '24/7 support', text: 'A travel expert is a phone call away before and during your trip.' },
] as const;

/** The query parameter with which a page that opens /enquiry names itself ("?from=/goa-tour-packages"). */
export const OPENER_PARAM = 'from';

/**
 * The page that opened this one: its ?from= path (the site's Referrer-Policy is
 * no-referrer, so a browser sends no referrer), else document.referrer.
 */
export function openerAddress(search: string, referrer: string, origin: string): string {
  const from = new URLSearchParams(search).get(OPENER_PARAM);
  if (from) {
    try {
      return new URL(from, origin).href;
    } catch {
      // not an address: fall back to the referrer
    }
  }
  return referrer;
}

/**
 * The previous page of this site (when the visitor came from one, e.g. a listing
 * that opened this page for a PDF download), marked formSubmitted=true; or null.
 */
export function returnAddress(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.origin !== origin || url.pathname.replace(/\/+$/, '') === '/enquiry') return null;
    url.searchParams.set('formSubmitted', 'true');
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * /enquiry: 'Plan Your Perfect Holiday', how it works,
 * the enquiry form and why travellers choose us. After a stored enquiry the
 * thank-you page opens in a new tab and the visitor goes back to the page they
 * came from (or stays here) with formSubmitted=true.
 */
export default function EnquiryPage() {
  usePageMeta(
    'Plan Your Perfect Holiday',
    'Tell Safarnama Holidays about your trip and get quotes from verified travel experts to compare and customise.',
  );
  const navigate = useNavigate();

  const afterSubmit = () => {
    setTimeout(() => {
      window.open(THANK_YOU_PATH, '_blank');
      const origin = window.location.origin;
      const back = returnAddress(openerAddress(window.location.search, document.referrer, origin), origin);
      if (back) window.location.assign(back);
      else navigate({ search: '?formSubmitted=true' }, { replace: true });
    }, timings.enquiryRedirect);
  };

  return (
    <article className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title" className={styles.title}>
          Plan Your Perfect Holiday
        </h1>
        <p className={styles.lead}>
          Share a few details and get custom quotes from verified travel experts. It takes two minutes and costs
          nothing. Prefer to talk? Call us 24/7 on{' '}
          <PhoneLink className={styles.phone} />
          .
        </p>
      </header>

      <div className={styles.layout}>
        <section aria-labelledby="steps-title" className={styles.steps}>
          <h2 id="steps-title" className={styles.sectionTitle}>
            How it works
          </h2>
          <Steps steps={STEPS} className={styles.stepList} titleClassName={styles.stepTitle} titleAs="h3" />
        </section>

        <Card as="section" className={styles.formCard} aria-labelledby="form-title">
          <h2 id="form-title" className={styles.sectionTitle}>
            Your trip
          </h2>
          <EnquiryForm includeDeviceDetails={false} onSubmitted={afterSubmit} successFor={timings.enquiryBanner} />
        </Card>
      </div>

      <section aria-labelledby="why-title" className={styles.why}>
        <h2 id="why-title" className={styles.sectionTitle}>
          Why plan with Safarnama Holidays
        </h2>
        <ul className={styles.reasons}>
          {REASONS.map((reason) => (
            <Card as="li" padded key={reason.title}>
              <h3 className={styles.stepTitle}>{reason.title}</h3>
              <p className={styles.reasonText}>{reason.text}</p>
            </Card>
          ))}
        </ul>
      </section>
    </article>
  );
}
