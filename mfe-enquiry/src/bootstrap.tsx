// Standalone dev harness (npm run dev, port in tools/webpack/ports.cjs): the team works
// on its pages without the shell. Not exposed.
import { Route } from 'react-router-dom';
import { markPageReady, mountStandalone } from '@safarnama/shared';
import EnquiryPopup from './features/enquiry-popup/enquiry-popup';
import EnquiryPage from './features/enquiry-page/enquiry-page';
import ThankYouPage from './features/thank-you/thank-you-page';
import ContactForm from './features/contact-form/contact-form';
import SupportForm from './features/support-form/support-form';
import NewsletterForm from './features/newsletter-form/newsletter-form';

// No page here calls usePageMeta: what waits for the page's paint (the captcha's first code) may start at once.
markPageReady();

void mountStandalone(
  <>
    <Route
      path="/"
      element={
        <>
          <EnquiryPopup />
          <ContactForm />
          <SupportForm />
          <NewsletterForm />
        </>
      }
    />
    <Route path="/enquiry" element={<EnquiryPage />} />
    <Route path="/thank-you" element={<ThankYouPage />} />
  </>,
);
