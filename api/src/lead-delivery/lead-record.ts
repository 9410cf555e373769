// A stored lead as every delivery carries it: the webhook's JSON and both emails are
// made from this record, which is written into the outbox with the lead itself, so
// that each attempt sends the same thing whatever happens to the tables later.
import type { ContactMethod } from '@safarnama/contracts';

interface LeadBase {
  id: number;
  /** When the lead was stored (ISO 8601). */
  createdAt: string;
  name: string;
  email: string;
  /** '' when the form does not ask for one (the contact form). */
  phone: string;
  /** How the traveller wants to be contacted, in the fixed order. */
  contactPreference: ContactMethod[];
}

export interface EnquiryLead extends LeadBase {
  kind: 'enquiry';
  destination: string;
  departureCity: string;
  noOfPeople: number;
  travelDate: string;
  /** The Luna chat session the enquiry came from, or ''. */
  chatSessionId: string;
  utm: { source: string; medium: string; campaign: string; content: string };
}

export interface BookingLead extends LeadBase {
  kind: 'booking';
  packageId: number;
  packageName: string;
  destination: string;
  duration: string;
  noOfPeople: number;
  departureCity: string;
  travelDate: string;
}

export interface ContactLead extends LeadBase {
  kind: 'contact';
  /** 'contact' (the contact page) or 'support' (the support form). */
  source: string;
  subject: string;
  message: string;
}

export type LeadRecord = EnquiryLead | BookingLead | ContactLead;
export type LeadKind = LeadRecord['kind'];
