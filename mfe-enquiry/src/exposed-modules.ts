// The modules the enquiry remote exposes, under the names its `exposes` entry in apps.json
// gives them. Nothing imports this file at run time: the shell types each remote from it
// and its typecheck checks the names against the registry, so changing an exposed
// component breaks the build, not the site.
export { default as EnquiryPopup } from './features/enquiry-popup/enquiry-popup';
export { default as EnquiryPage } from './features/enquiry-page/enquiry-page';
export { default as ThankYouPage } from './features/thank-you/thank-you-page';
export { default as BookingForm } from './features/booking-form/booking-form';
export { default as QuotePopup } from './features/quote-popup/quote-popup';
export { default as ContactForm } from './features/contact-form/contact-form';
export { default as SupportForm } from './features/support-form/support-form';
export { default as NewsletterForm } from './features/newsletter-form/newsletter-form';
