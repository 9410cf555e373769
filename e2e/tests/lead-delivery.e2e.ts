// An enquiry sent from the browser reaches the business. The run's server
// delivers leads to a real SMTP server and a webhook receiver (support/serve.mjs,
// support/lead-receivers.mjs): the Enquiry Now popup's lead, with the ways ticked,
// arrives as one signed webhook call, one email to the business and one
// acknowledgement to the traveller.
import fs from 'node:fs';
import { fillEnquiry, openEnquiryPopup, sendEnquiryPopup } from '../support/enquiry-form';
import { expect, test } from '../support/fixtures';

interface WebhookLine {
  deliveryId: string;
  attempt: number;
  signatureValid: boolean;
  body: { deliveryId: string; event: string; lead: Record<string, unknown> };
}
interface MailLine {
  to: string;
  subject: string;
  text: string;
  deliveryId: string;
}

const readLines = <T>(file: string): T[] =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as T)
    : [];

test('an enquiry from the popup reaches the webhook, the business and the traveller, once each', async ({ page, run, rows, viewportName: name }) => {
  const email = `delivery.${name}.${Date.now()}@example.in`;
  const person = `Delivery Traveller ${name}`;
  await page.goto('/about-us');
  const form = await openEnquiryPopup(page);
  await fillEnquiry(page, form, { name: person, phone: '9812345678', email, destination: 'Rajasthan', departureCity: 'Ahmedabad', people: 2 });
  const group = form.getByRole('group', { name: /How should we contact you\?/ });
  await group.getByRole('checkbox', { name: 'WhatsApp' }).check();
  await sendEnquiryPopup(page, form);

  const [lead] = rows<{ id: number; contact_preference: string }>('SELECT id, contact_preference FROM enquiries WHERE email = ?', email);
  expect(lead.contact_preference).toBe('phone,whatsapp');
  const mine = () => ({
    calls: readLines<WebhookLine>(run.webhookLog).filter((c) => c.body.lead.email === email),
    mails: readLines<MailLine>(run.mailLog).filter((m) => m.to === email || m.text.includes(email)),
  });
  await expect.poll(() => mine().calls.length + mine().mails.length, { timeout: 15_000 }).toBe(3);
  // Nothing more is on its way: the outbox has settled every delivery of this traveller's
  // enquiries (a pending one is sent again), and a receiver writes down what it got before
  // it answers, so each delivery the server settled is in the logs already.
  const unsettled = () =>
    rows<{ n: number }>(
      "SELECT COUNT(*) AS n FROM lead_deliveries WHERE lead_kind = 'enquiry' AND status = 'pending' AND lead_id IN (SELECT id FROM enquiries WHERE email = ?)",
      email,
    )[0]!.n;
  await expect.poll(unsettled, { timeout: 15_000 }).toBe(0);
  const { calls, mails } = mine();
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ attempt: 1, signatureValid: true, body: { event: 'lead.created', lead: { kind: 'enquiry', id: lead.id, name: person, contactPreference: ['phone', 'whatsapp'] } } });
  expect(calls[0].body.deliveryId).toBe(calls[0].deliveryId);
  const business = mails.filter((m) => m.to === 'leads@safarnamaholidays.in');
  const ack = mails.filter((m) => m.to === email);
  expect(business).toHaveLength(1);
  expect(business[0].subject).toBe(`New enquiry #${lead.id}: ${person}, Rajasthan (contact by Phone call, WhatsApp)`);
  expect(ack).toHaveLength(1);
  expect(ack[0].subject).toBe('We have your enquiry for Rajasthan - Safarnama Holidays');
  expect(ack[0].text).toContain('A travel expert will contact you by phone call or WhatsApp on +91 98123 45678, within one working day.');
  expect(rows('SELECT channel, status FROM lead_deliveries WHERE lead_kind = ? AND lead_id = ? ORDER BY channel', 'enquiry', lead.id)).toEqual([
    { channel: 'business_email', status: 'delivered' },
    { channel: 'traveller_email', status: 'delivered' },
    { channel: 'webhook', status: 'delivered' },
  ]);
});
