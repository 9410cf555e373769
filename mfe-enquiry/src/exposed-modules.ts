// The type of each module the enquiry remote exposes (the list itself is its entry in
// apps.json). The shell's typecheck reads this map and checks it against the registry,
// so changing an exposed component breaks the build, not the site.
export interface ExposedModules {
  EnquiryPopup: typeof import('./features/enquiry-popup/enquiry-popup').default;
  EnquiryPage: typeof import('./features/enquiry-page/enquiry-page').default;
  ThankYouPage: typeof import('./features/thank-you/thank-you-page').default;
  BookingForm: typeof import('./features/booking-form/booking-form').default;
  QuotePopup: typeof import('./features/quote-popup/quote-popup').default;
  ContactForm: typeof import('./features/contact-form/contact-form').default;
  SupportForm: typeof import('./features/support-form/support-form').default;
  NewsletterForm: typeof import('./features/newsletter-form/newsletter-form').default;
}
