// Our terms as Luna states them: the same facts as api/content/policies.yaml
// (which every package carries) and the booking spec. Nothing here may be
// softened into a promise: no discount, no guaranteed refund beyond these.
import type { PolicyTopic } from './vocabulary';

export const CANCELLATION_TIERS = [
  { when: '30 or more days before departure', retained: 35, refunded: 65 },
  { when: '20-29 days before departure', retained: 75, refunded: 25 },
  { when: '19 days or less before departure', retained: 100, refunded: 0 },
] as const;

const cancellation = [
  'If you cancel, this is how much of the package cost is refunded:',
  ...CANCELLATION_TIERS.map((t) =>
    t.refunded > 0 ? `• ${t.when}: ${t.refunded}% refunded (${t.retained}% retained)` : `• ${t.when}: no refund (${t.retained}% retained)`,
  ),
  'Refunds go back to your original payment method within 7-14 business days of your written cancellation request.',
].join('\n');

export const TERMS: Readonly<Record<PolicyTopic, string>> = {
  cancellation,
  payment:
    'Payment is 100% of the package cost upfront, through our secure payment link (cards, UPI and net banking are processed by our card payment provider). Your booking is confirmed once the full payment is received and we send you a written confirmation by email.',
  confirmation:
    'To book, share your dates and travellers with our team or on the enquiry form, and we send you a secure payment link. Your holiday is confirmed only when 100% of the package cost is received and you get our written confirmation by email.',
  rescheduling:
    'There is no rescheduling fee. New dates are subject to availability, and any difference in hotel, transport or ticket costs is payable.',
  // inclusions are per package: see answers.ts
  inclusions: '',
  age: 'The person making the booking must be at least 18 years old; children travel with a parent or guardian.',
  support: 'Our team is available 24x7 on the phone number in your booking confirmation for any help during the trip.',
  complaints: 'If something goes wrong, write to us and we answer complaints within 7-14 business days.',
  documents:
    'Every traveller must carry a valid government photo ID (Aadhaar, passport, voter ID or driving licence); foreign nationals need a passport and a valid Indian visa.',
  hotels:
    'Standard hotel check-in is from 12:00 to 14:00 and check-out by 10:00 to 11:00; early check-in and late check-out depend on availability.',
};
