// The custom-quote enquiry form as a traveller fills it in: the Enquiry Now popup's
// and the /enquiry page's ('Custom quote enquiry'), and the themes page's quote popup
// ('Custom quote request'), which labels the same fields in sentence case.
import { pickNextMonth15 } from './calendar';
import type { Locator, Page } from './fixtures';

export interface Traveller {
  name: string;
  phone: string;
  email: string;
  destination: string;
  departureCity: string;
  people: number;
}

export type EnquiryLabels = Record<keyof Traveller | 'date', RegExp>;

export const ENQUIRY_LABELS: EnquiryLabels = {
  name: /Full Name/,
  phone: /Phone Number/,
  email: /Email/,
  destination: /^Destination/,
  departureCity: /Departure City/,
  people: /Number of People/,
  date: /Departure Date/,
};

export const QUOTE_LABELS: EnquiryLabels = {
  name: /Full name/,
  phone: /Phone number/,
  email: /Email/,
  destination: /^Destination/,
  departureCity: /Departure city/,
  people: /Number of people/,
  date: /Departure date/,
};

/** Opens the Enquiry Now popup from its floating button; answers the popup's form. */
export async function openEnquiryPopup(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Enquiry Now' }).click();
  return page.getByRole('dialog', { name: 'Please share your details to get a custom quote' }).getByRole('form', { name: 'Custom quote enquiry' });
}

/** Fills in every field, the departure date being the 15th of next month. */
export async function fillEnquiry(page: Page, form: Locator, traveller: Traveller, labels = ENQUIRY_LABELS): Promise<void> {
  await form.getByRole('textbox', { name: labels.name }).fill(traveller.name);
  await form.getByRole('textbox', { name: labels.phone }).fill(traveller.phone);
  await form.getByRole('textbox', { name: labels.email }).fill(traveller.email);
  await form.getByRole('textbox', { name: labels.destination }).fill(traveller.destination);
  await form.getByRole('textbox', { name: labels.departureCity }).fill(traveller.departureCity);
  await form.getByRole('spinbutton', { name: labels.people }).fill(String(traveller.people));
  await pickNextMonth15(page, form.getByRole('combobox', { name: labels.date }));
}

/** Sends the Enquiry Now popup's form and closes the thank-you page, which opens in a new tab. */
export async function sendEnquiryPopup(page: Page, form: Locator): Promise<void> {
  const thankYou = page.context().waitForEvent('page');
  await form.getByRole('button', { name: 'Get My Custom Quote' }).click();
  await (await thankYou).close();
}
