// Issue 15: an enquiry sent from the browser reaches the business. The run's server
// delivers leads to a real SMTP server and a webhook receiver (support/serve.mjs,
// support/lead-receivers.mjs): the Enquiry Now popup's lead, with the ways ticked,
// arrives as one signed webhook call, one email to the business and one
// acknowledgement to the traveller.
import fs from 'node:fs';
import { expect, pickNextMonth15, test } from '../support/fixtures';

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

test('an enquiry from the popup reaches the webhook, the business and the traveller, once each', async ({ page, context, run, rows, viewportName: name }) => {
  const email = `delivery.${name}.${Date.now()}@example.in`;
  const person = `Delivery Traveller ${name}`;
  await page.goto('/about-us');
  await page.getByRole('button', { name: 'Enquiry Now' }).click();
  const form = page.getByRole('dialog', { name: 'Please share your details to get a custom quote' }).getByRole('form', { name: 'Custom quote enquiry' });
  await form.getByRole('textbox', { name: /Full Name/ }).fill(person);
  await form.getByRole('textbox', { name: /Phone Number/ }).fill('9812345678');
  await form.getByRole('textbox', { name: /Email/ }).fill(email);
  await form.getByRole('textbox', { name: /^Destination/ }).fill('Rajasthan');
  await form.getByRole('textbox', { name: /Departure City/ }).fill('Ahmedabad');
  await form.getByRole('spinbutton', { name: /Number of People/ }).fill('2');
  await pickNextMonth15(page, form.getByRole('combobox', { name: /Departure Date/ }));
  const group = form.getByRole('group', { name: /How should we contact you\?/ });
  await group.getByRole('checkbox', { name: 'WhatsApp' }).check();
  const thankYou = context.waitForEvent('page');
  await form.getByRole('button', { name: 'Get My Custom Quote' }).click();
  await (await thankYou).close();

  const [lead] = rows<{ id: number; contact_preference: string }>('SELECT id, contact_preference FROM enquiries WHERE email = ?', email);
  expect(lead.contact_preference).toBe('phone,whatsapp');
  const mine = () => ({
    calls: readLines<WebhookLine>(run.webhookLog).filter((c) => c.body.lead.email === email),
    mails: readLines<MailLine>(run.mailLog).filter((m) => m.to === email || m.text.includes(email)),
  });
  await expect.poll(() => mine().calls.length + mine().mails.length, { timeout: 15_000 }).toBe(3);
  // nothing more arrives a little later
  await page.waitForTimeout(500);
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
