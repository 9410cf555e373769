// Issue 4: the forms the shell composes from the enquiry remote, against the real
// API and database: the contact form's captcha (issued and checked by the server:
// a wrong code is refused and stores nothing, a right one is stored), the support
// form (stored, with its own captcha), and the Enquiry Now popup (validation,
// stored, /thank-you).
import { artifact, expect, onlyAt, test, type Locator, type Page } from '../support/fixtures';

/** The code on show, once the server's challenge has arrived (its label spells it out). */
async function captchaCode(page: Page): Promise<string> {
  const code = page.getByRole('img', { name: /^Captcha code: / });
  await expect(code).toBeVisible();
  const label = await code.getAttribute('aria-label');
  return (label ?? '').replace('Captcha code:', '').replace(/\s+/g, '');
}

/** A wrong answer of the same shape: the code with its first character changed. */
function wrongCode(code: string): string {
  const first = code[0];
  const replacement = /\d/.test(first) ? String((Number(first) + 1) % 10) : first === 'Z' ? 'A' : String.fromCharCode(first.charCodeAt(0) + 1);
  return replacement + code.slice(1);
}

const SPITI = 'We are six friends looking at Spiti in June. Can you suggest a 7-day plan?';

async function fillContact(form: Locator, subject: string) {
  await form.getByRole('textbox', { name: 'Name' }).fill('Rohan Gupta');
  await form.getByRole('textbox', { name: 'Email' }).fill('rohan.gupta@example.in');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill(SPITI);
}

test.describe('contact form', () => {
  test('a wrong captcha is refused inline with a new code, and nothing is stored; a post without one is refused too', async ({
    page,
    rows: queryRows,
    run,
    viewportName: name,
  }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form).toBeVisible();
    const subject = `E2E wrong ${name} ${Date.now()}`;
    await fillContact(form, subject);
    const code = await captchaCode(page);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);

    await form.getByRole('textbox', { name: 'Captcha' }).fill(wrongCode(code));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Incorrect captcha. Please try again.')).toBeVisible();
    // the server spent that challenge: a new code, an empty box, the rest kept
    await expect(page.getByRole('img', { name: /^Captcha code: / })).not.toHaveAttribute('aria-label', `Captcha code: ${code.split('').join(' ')}`);
    expect(await captchaCode(page)).toMatch(/^[A-Z0-9]{6}$/);
    await expect(form.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
    // the page scrolled to the top
    await page.waitForFunction(() => window.scrollY === 0);
    expect(queryRows('SELECT id FROM contact_messages WHERE subject = ?', subject)).toHaveLength(0);
    await form.scrollIntoViewIfNeeded();
    await artifact(page, `shell-contact-wrong-captcha-${name}`);

    // a script that skips the captcha is refused by the server itself
    const direct = await page.request.post(`/api/contact?authCode=${encodeURIComponent(run.authCode)}`, {
      data: { name: 'Rohan Gupta', email: 'rohan.gupta@example.in', subject, message: SPITI, source: 'contact' },
    });
    expect(direct.status()).toBe(400);
    expect(queryRows('SELECT id FROM contact_messages WHERE subject = ?', subject)).toHaveLength(0);
  });

  test('the right captcha is stored and toasted; the form resets with a new code', async ({ page, rows: queryRows, viewportName: name }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form).toBeVisible();
    const subject = `E2E right ${name} ${Date.now()}`;
    await fillContact(form, subject);
    const code = await captchaCode(page);

    await form.getByRole('textbox', { name: 'Captcha' }).fill(code);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Form submitted successfully.')).toBeVisible();
    await expect(form.getByText('Incorrect captcha. Please try again.')).toHaveCount(0);
    const rows = queryRows<{ name: string; email: string; message: string; source: string }>(
      'SELECT name, email, message, source FROM contact_messages WHERE subject = ?',
      subject,
    );
    expect(rows).toEqual([{ name: 'Rohan Gupta', email: 'rohan.gupta@example.in', message: SPITI, source: 'contact' }]);
    // reset, with a new code
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
    await expect(page.getByRole('img', { name: /^Captcha code: / })).not.toHaveAttribute('aria-label', `Captcha code: ${code.split('').join(' ')}`);
    expect(await captchaCode(page)).toMatch(/^[A-Z0-9]{6}$/);
    await artifact(page, `shell-contact-sent-${name}`);
  });
});

test('the support form stores a support message', async ({ page, rows: queryRows }) => {
  onlyAt('desktop');
  await page.goto('/customer-support');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const message = `Please resend my Kerala itinerary (${Date.now()}).`;
  await form.getByRole('textbox', { name: 'Full name' }).fill('Ananya Rao');
  await form.getByRole('textbox', { name: 'Email' }).fill('ananya.rao@example.in');
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('textbox', { name: 'Captcha' }).fill(await captchaCode(page));
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(/Thank you, Ananya\. Your message is with our support team/)).toBeVisible();
  expect(queryRows('SELECT source FROM contact_messages WHERE message = ?', message)).toEqual([{ source: 'support' }]);
});

test.describe('Enquiry Now popup', () => {
  test('validates, stores the enquiry and opens /thank-you in a new tab', async ({ page, context, rows: queryRows, viewportName: name }) => {
    await page.goto('/about-us?utm_source=newsletter&utm_campaign=diwali');
    await page.getByRole('button', { name: 'Enquiry Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please share your details to get a custom quote' });
    await expect(dialog.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Get My Custom Quote' }).click();
    await expect(dialog.getByText('Please fix the highlighted errors above.')).toBeVisible();
    await expect(dialog.getByText('Required', { exact: true })).toHaveCount(6);
    await expect(dialog.getByText('Phone number is required')).toBeVisible();
    await artifact(page, `shell-enquiry-errors-${name}`);

    const person = `E2E Traveller ${name}`;
    await dialog.getByRole('textbox', { name: /Full Name/ }).fill(person);
    await dialog.getByRole('textbox', { name: /Phone Number/ }).fill('98 7654-3210');
    await expect(dialog.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('9876543210');
    await dialog.getByRole('textbox', { name: /Email/ }).fill('traveller@example.in');
    await dialog.getByRole('textbox', { name: /^Destination/ }).fill('Ladakh');
    await dialog.getByRole('textbox', { name: /Departure City/ }).fill('Pune');
    await dialog.getByRole('spinbutton', { name: /Number of People/ }).fill('3');
    await dialog.getByRole('combobox', { name: /Departure Date/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Select Departure Date' });
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('table')).toHaveCount(name === 'desktop' ? 2 : 1);
    await artifact(page, `shell-enquiry-calendar-${name}`);
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.getByRole('button', { name: /^\w+day, 15 / }).first().click();
    const shown = await dialog.getByRole('combobox', { name: /Departure Date/ }).inputValue();
    expect(shown).toMatch(/^15\/\d{2}\/\d{4}$/);

    const thankYou = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Get My Custom Quote' }).click();
    await dialog
      .getByText('Thank you! Your enquiry was submitted successfully. Redirecting to thank you page...')
      .waitFor();
    const tab = await thankYou;
    await tab.waitForURL('**/thank-you');
    const [day, month, year] = shown.split('/');
    const rows = queryRows<Record<string, unknown>>('SELECT * FROM enquiries WHERE name = ? ORDER BY id DESC LIMIT 1', person);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        phone: '9876543210',
        email: 'traveller@example.in',
        destination: 'Ladakh',
        departure_city: 'Pune',
        no_of_people: 3,
        travel_date: `${year}-${month}-${day}`,
        website_name: 'Safarnama Holidays',
        source: 'WEBSITE',
        device_type: name === 'desktop' ? 'desktop' : expect.any(String),
        // the server records where the request came from; the page sends no IP
        user_ip: '127.0.0.1',
        utm_source: 'newsletter',
        utm_medium: 'website',
        utm_campaign: 'diwali',
      }),
    );
    await expect(dialog.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
  });
});
