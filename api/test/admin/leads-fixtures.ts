// Leads for the inbox's tests, stored the way visitors store them: through the public
// routes (the forms, and Luna for a quote), never inserted behind the API's back.
import { DEFAULT_CHAT_API_KEY } from '../../src/config';
import { type TestApp, validBooking, validEnquiry } from '../helpers/app';
import { validContact } from '../helpers/contact';

export interface StoredLead {
  kind: 'enquiry' | 'quote' | 'booking' | 'contact';
  id: number;
}

async function created(response: { statusCode: number; body: string }, what: string): Promise<number> {
  if (response.statusCode !== 201) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  // leads a millisecond apart at least, so that "newest first" has one answer
  await new Promise((resolve) => setTimeout(resolve, 5));
  return (JSON.parse(response.body) as { data: { id: number } }).data.id;
}

export async function postEnquiry(t: TestApp, overrides: Record<string, unknown> = {}): Promise<StoredLead> {
  const res = await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry(overrides) });
  return { kind: 'enquiry', id: await created(res, 'the enquiry') };
}

export async function postBooking(t: TestApp, overrides: Record<string, unknown> = {}): Promise<StoredLead> {
  const res = await t.request({ method: 'POST', url: '/api/request-book/add', payload: validBooking(await t.firstPackageId(), overrides) });
  return { kind: 'booking', id: await created(res, 'the booking') };
}

export async function postContact(t: TestApp, overrides: Record<string, unknown> = {}): Promise<StoredLead> {
  const res = await t.request({ method: 'POST', url: '/api/contact', payload: await validContact(t, overrides) });
  return { kind: 'contact', id: await created(res, 'the contact message') };
}

/** A conversation with Luna, then 'Get a custom quote': the enquiry carries the chat session. */
export async function postQuote(t: TestApp, session: string, said: string[], overrides: Record<string, unknown> = {}): Promise<StoredLead> {
  for (const human of said) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/chatbot/tour_ai?session_id=${session}`,
      headers: { 'x-api-key': DEFAULT_CHAT_API_KEY },
      payload: { human },
    });
    if (res.statusCode !== 200) throw new Error(`Luna answered ${res.statusCode}: ${res.body}`);
  }
  const lead = await postEnquiry(t, { ...overrides, chatSessionId: session });
  return { kind: 'quote', id: lead.id };
}
