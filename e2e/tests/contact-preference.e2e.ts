// Every lead form asks 'How should we contact you?' (Phone call ticked
// first, WhatsApp, Email) and promises at most 3 agents; a submit with none ticked
// is refused with a clear message and stores nothing; the stored lead carries the
// ways ticked. One journey per form, against the real API and database: the Enquiry
// Now popup, /enquiry, the themes page's quote popup, the package booking form (the
// side card at 1280px, the bottom bar's dialog at 390px) and the contact form. Luna's
// 'Get a custom quote' opens the Enquiry Now popup's form (tests/luna.e2e.ts).
import { pickNextMonth15 } from '../support/calendar';
import { readCaptcha } from '../support/captcha';
import { fillEnquiry, openEnquiryPopup, QUOTE_LABELS } from '../support/enquiry-form';
import { artifact, expect, test, type Locator, type Page, type Rows } from '../support/fixtures';

const AGENTS = 'Your details go to at most 3 verified agents, never more.';
const NONE_TICKED = 'Please choose at least one way for us to contact you';

/** The form's preference group, as a keyboard or screen-reader user meets it. */
async function preferenceOf(form: Locator): Promise<Locator> {
  const group = form.getByRole('group', { name: /How should we contact you\?/ });
  await expect(group).toBeVisible();
  await expect(group.getByRole('checkbox', { name: 'Phone call' })).toBeChecked();
  await expect(group.getByRole('checkbox', { name: 'WhatsApp' })).not.toBeChecked();
  await expect(group.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
  await expect(group.getByText(AGENTS)).toBeVisible();
  await expect(group).toHaveAccessibleDescription(AGENTS);
  return group;
}

/**
 * With every other field filled in: unticks Phone call and submits (refused, the
 * message on the group, nothing sent), then ticks Email and WhatsApp (in that order)
 * and submits again. Returns once the second request has been answered.
 */
async function refuseNoneThenSendTwo(page: Page, form: Locator, submit: () => Promise<void>, path: string): Promise<void> {
  const group = await preferenceOf(form);
  await group.getByRole('checkbox', { name: 'Phone call' }).uncheck();
  let sent = 0;
  const count = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path)) sent++;
  };
  page.on('request', count);
  await submit();
  await expect(group.getByText(NONE_TICKED)).toBeVisible();
  await expect(group).toHaveAccessibleDescription(`${NONE_TICKED} ${AGENTS}`);
  expect(sent).toBe(0);
  page.off('request', count);

  await group.getByRole('checkbox', { name: 'Email' }).check();
  await expect(group.getByText(NONE_TICKED)).toHaveCount(0);
  await group.getByRole('checkbox', { name: 'WhatsApp' }).check();
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith(path));
  await submit();
  const response = await answered;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON().contactPreference).toEqual(['whatsapp', 'email']);
}

const storedPreference = (rows: Rows, table: string, column: string, value: string) =>
  rows<{ contact_preference: string }>(`SELECT contact_preference FROM ${table} WHERE ${column} = ?`, value).map((r) => r.contact_preference);

test('the Enquiry Now popup', async ({ page, context, rows, viewportName: name }) => {
  await page.goto('/about-us');
  const form = await openEnquiryPopup(page);
  const person = `Preference Popup ${name} ${Date.now()}`;
  await fillEnquiry(page, form, { name: person, phone: '9876543210', email: 'popup@example.in', destination: 'Sikkim', departureCity: 'Kolkata', people: 2 });
  await artifact(page, `contact-preference-popup-${name}`);

  const thankYou = context.waitForEvent('page');
  await refuseNoneThenSendTwo(page, form, () => form.getByRole('button', { name: 'Get My Custom Quote' }).click(), '/request-book/add-direct');
  await (await thankYou).close();
  expect(storedPreference(rows, 'enquiries', 'name', person)).toEqual(['whatsapp,email']);
  // the form starts again from Phone call
  await preferenceOf(form);
});

test('the /enquiry page', async ({ page, rows, viewportName: name }) => {
  await page.goto('/enquiry');
  const form = page.getByRole('form', { name: 'Custom quote enquiry' });
  const person = `Preference Page ${name} ${Date.now()}`;
  await fillEnquiry(page, form, { name: person, phone: '9876543210', email: 'page@example.in', destination: 'Meghalaya', departureCity: 'Guwahati', people: 4 });
  await refuseNoneThenSendTwo(page, form, () => form.getByRole('button', { name: 'Get My Custom Quote' }).click(), '/request-book/add-direct');
  await expect.poll(() => storedPreference(rows, 'enquiries', 'name', person)).toEqual(['whatsapp,email']);
});

test("the themes page's quote popup", async ({ page, rows, viewportName: name }) => {
  await page.goto('/themes/honeymoon');
  const dialog = page.getByRole('dialog', { name: 'Get a custom Honeymoon holiday quote' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  const form = dialog.getByRole('form', { name: 'Custom quote request' });
  const person = `Preference Quote ${name} ${Date.now()}`;
  const traveller = { name: person, phone: '98765 43210', email: 'quote@example.in', destination: 'Andaman', departureCity: 'Chennai', people: 2 };
  await fillEnquiry(page, form, traveller, QUOTE_LABELS);
  await artifact(page, `contact-preference-quote-${name}`);
  await refuseNoneThenSendTwo(page, form, () => form.getByRole('button', { name: 'Get Free Quotes' }).click(), '/request-book/add-direct');
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  expect(storedPreference(rows, 'enquiries', 'name', person)).toEqual(['whatsapp,email']);
});

test.describe('the package booking form', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('on the side card (1280px) and in the bottom bar dialog (390px)', async ({ page, rows, viewportName: name }) => {
    await page.goto('/packages-details/7days-6nights-kashmir-houseboat-honeymoon');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const packageName = (await heading.textContent())?.trim() ?? '';
    let form: Locator;
    if (name === 'desktop') {
      form = page.getByRole('complementary', { name: 'Book this holiday' }).getByRole('form', { name: 'Booking request' });
    } else {
      await page.getByRole('button', { name: 'Book Now' }).click();
      form = page.getByRole('dialog', { name: `Book ${packageName}` }).getByRole('form', { name: 'Booking request' });
    }
    const leadName = `Preference Booking ${name} ${Date.now()}`;
    await form.getByRole('textbox', { name: /Lead passenger name/ }).fill(leadName);
    await form.getByRole('spinbutton', { name: /Persons/ }).fill('2');
    await form.getByRole('textbox', { name: /Departure city/ }).fill('Jaipur');
    await pickNextMonth15(page, form.getByRole('combobox', { name: /Travel date/ }));
    await form.getByRole('textbox', { name: /Email/ }).fill('booking@example.in');
    await form.getByRole('textbox', { name: /Mobile number/ }).fill('9845012345');
    await form.getByRole('group', { name: /How should we contact you\?/ }).scrollIntoViewIfNeeded();
    await artifact(page, `contact-preference-booking-${name}`);
    await refuseNoneThenSendTwo(page, form, () => form.getByRole('button', { name: 'Book Now' }).click(), '/request-book/add');
    await expect(page.getByText('Booking request submitted successfully!')).toBeVisible();
    expect(storedPreference(rows, 'booking_requests', 'lead_name', leadName)).toEqual(['whatsapp,email']);
  });
});

test('the contact form', async ({ page, rows, viewportName: name }) => {
  const captcha = readCaptcha(page, rows);
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const subject = `Preference Contact ${name} ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Name' }).fill('Kavya Nair');
  await form.getByRole('textbox', { name: 'Email' }).fill('kavya@example.in');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('Two of us, Kerala backwaters in January. Please suggest a plan.');
  await form.getByRole('textbox', { name: 'Captcha' }).fill(await captcha.code());
  await refuseNoneThenSendTwo(page, form, () => form.getByRole('button', { name: 'Send Message' }).click(), '/contact');
  await expect(page.getByText('Form submitted successfully.')).toBeVisible();
  expect(storedPreference(rows, 'contact_messages', 'subject', subject)).toEqual(['whatsapp,email']);
});
