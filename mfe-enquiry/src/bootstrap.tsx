// Standalone dev harness (npm run dev, port in tools/webpack/ports.cjs): the team can
// work on its pages without the shell. Not exposed; on the real site only the shell
// creates the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig, ToastArea, GlobalLoadingOverlay } from '@safarnama/shared';
import EnquiryPopup from './features/enquiry-popup/enquiry-popup';
import EnquiryPage from './features/enquiry-page/enquiry-page';
import ThankYouPage from './features/thank-you/thank-you-page';
import ContactForm from './features/contact-form/contact-form';
import SupportForm from './features/support-form/support-form';
import NewsletterForm from './features/newsletter-form/newsletter-form';

async function start() {
  await loadRuntimeConfig();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
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
        </Routes>
        <GlobalLoadingOverlay />
        <ToastArea />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
