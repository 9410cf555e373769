// The enquiry remote: its federation surface is this file; the build itself is shared.
const createConfig = require('../tools/webpack/create-config.cjs');
const ports = require('../tools/webpack/ports.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'enquiry',
  port: ports.enquiry,
  title: 'Enquiry (standalone)',
  exposes: {
    './EnquiryPopup': './src/features/enquiry-popup/enquiry-popup.tsx',
    './EnquiryPage': './src/features/enquiry-page/enquiry-page.tsx',
    './ThankYouPage': './src/features/thank-you/thank-you-page.tsx',
    './BookingForm': './src/features/booking-form/booking-form.tsx',
    './QuotePopup': './src/features/quote-popup/quote-popup.tsx',
    './ContactForm': './src/features/contact-form/contact-form.tsx',
    './SupportForm': './src/features/support-form/support-form.tsx',
    './NewsletterForm': './src/features/newsletter-form/newsletter-form.tsx',
  },
});
