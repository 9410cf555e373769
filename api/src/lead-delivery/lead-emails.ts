// The two emails a lead sends: the new-lead email to the business (everything an
// agent needs to call back) and the acknowledgement to the traveller (what they
// asked for, how we will contact them, our number). Plain text: it reads the same in
// every mail client and on every phone.
import { describeContactPreference } from '@safarnama/contracts';
import type { LeadRecord } from './lead-record';

export interface EmailContent {
  subject: string;
  text: string;
}

const KIND_NAMES = { enquiry: 'enquiry', booking: 'booking request', contact: 'message' } as const;

/** 2026-12-15 as '15 Dec 2026'. */
export function readableDate(isoDate: string): string {
  const at = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return isoDate;
  return at.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** 9876543210 as '+91 98765 43210'. */
export function readablePhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** One line on what the traveller asked for. */
function request(lead: LeadRecord): string {
  switch (lead.kind) {
    case 'enquiry':
      return `a ${lead.destination} holiday from ${lead.departureCity} on ${readableDate(lead.travelDate)} for ${people(lead.noOfPeople)}`;
    case 'booking':
      return `${lead.packageName} (${lead.duration}) from ${lead.departureCity} on ${readableDate(lead.travelDate)} for ${people(lead.noOfPeople)}`;
    case 'contact':
      return lead.subject ? `"${lead.subject}"` : 'your message';
  }
}

function details(lead: LeadRecord): [string, string][] {
  const common: [string, string][] = [
    ['Name', lead.name],
    ['Phone', lead.phone ? readablePhone(lead.phone) : '(not asked on this form)'],
    ['Email', lead.email],
    ['Contact by', describeContactPreference(lead.contactPreference)],
  ];
  switch (lead.kind) {
    case 'enquiry':
      return [
        ...common,
        ['Destination', lead.destination],
        ['Departure city', lead.departureCity],
        ['Travel date', readableDate(lead.travelDate)],
        ['People', String(lead.noOfPeople)],
        ...(lead.chatSessionId ? [['Luna chat session', lead.chatSessionId] as [string, string]] : []),
        ['Campaign', [lead.utm.source, lead.utm.medium, lead.utm.campaign, lead.utm.content].filter(Boolean).join(' / ') || '(none)'],
      ];
    case 'booking':
      return [
        ...common,
        ['Package', `${lead.packageName} (id ${lead.packageId})`],
        ['Destination', lead.destination],
        ['Duration', lead.duration],
        ['Departure city', lead.departureCity],
        ['Travel date', readableDate(lead.travelDate)],
        ['People', String(lead.noOfPeople)],
      ];
    case 'contact':
      return [...common, ['Form', lead.source === 'support' ? 'Support' : 'Contact us'], ['Subject', lead.subject || '(none)'], ['Message', `\n${lead.message}`]];
  }
}

/** The business's email: every field, the preference first among the ways to reach them. */
export function businessEmail(lead: LeadRecord, deliveryId: string): EmailContent {
  const what = lead.kind === 'contact' ? (lead.subject || lead.message.slice(0, 60)) : lead.destination;
  return {
    subject: `New ${KIND_NAMES[lead.kind]} #${lead.id}: ${lead.name}, ${what} (contact by ${describeContactPreference(lead.contactPreference)})`,
    text: [
      `A new ${KIND_NAMES[lead.kind]} was stored at ${lead.createdAt}.`,
      '',
      ...details(lead).map(([label, value]) => `${label}: ${value}`),
      '',
      `Share it with at most 3 verified agents: the traveller was promised no more.`,
      `Delivery ${deliveryId}`,
    ].join('\n'),
  };
}

/** How we will be in touch, in the traveller's words: 'by phone call or WhatsApp on +91 98765 43210'. */
function howWeContact(lead: LeadRecord): string {
  const ways = lead.contactPreference;
  const byPhone = ways.filter((w) => w !== 'email').map((w) => (w === 'phone' ? 'phone call' : 'WhatsApp'));
  const parts: string[] = [];
  if (byPhone.length > 0) parts.push(`by ${byPhone.join(' or ')}${lead.phone ? ` on ${readablePhone(lead.phone)}` : ''}`);
  if (ways.includes('email')) parts.push(`by email at ${lead.email}`);
  return parts.join(', or ');
}

/** The traveller's acknowledgement: one per lead. */
export function travellerEmail(lead: LeadRecord, ourPhone: string, unsubscribeUrl?: string): EmailContent {
  const firstName = lead.name.trim().split(/\s+/)[0] || lead.name;
  const subject =
    lead.kind === 'contact'
      ? 'We have your message - Safarnama Holidays'
      : `We have your ${KIND_NAMES[lead.kind]} for ${lead.destination} - Safarnama Holidays`;
  return {
    subject,
    text: [
      `Hello ${firstName},`,
      '',
      `Thank you for writing to Safarnama Holidays. We have your ${KIND_NAMES[lead.kind]}: ${request(lead)}.`,
      '',
      `A travel expert will contact you ${howWeContact(lead)}, within one working day.`,
      'Your details go to at most 3 verified agents, never more.',
      '',
      `Questions before then? Call us on ${readablePhone(ourPhone)}, any time.`,
      '',
      'Safarnama Holidays',
      `Reference: ${KIND_NAMES[lead.kind]} #${lead.id}`,
      ...(unsubscribeUrl ? ['', `No more emails from us: ${unsubscribeUrl}`] : []),
    ].join('\n'),
  };
}
